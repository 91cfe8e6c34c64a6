import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { apiAs, signInAsRegisteredStudent } from '../support/session.ts';

type TCourse = { id: number; name: string; university: { name: string } };
type TPage = { content: TCourse[]; totalElements: number };

const icon = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const box = (page: Page, name: string) => page.getByRole('search', { name });

async function openCourses(page: Page) {
  await signInAsRegisteredStudent(page);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
}

test("the header's 'Search courses' searches the catalogue by keyboard, saying and keeping the 3-character rule", async ({
  page,
}) => {
  await openCourses(page);
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/course/')) listCalls.push(request.url());
  });

  // Reached with Tab from the brand logo; Enter opens the box with focus in its field.
  await page.getByRole('link', { name: 'Study Abroad, home' }).focus();
  await page.keyboard.press('Tab');
  await expect(icon(page, 'Search courses')).toBeFocused();
  await page.keyboard.press('Enter');
  const search = box(page, 'Search courses');
  const field = search.getByRole('searchbox', { name: 'Search courses' });
  await expect(field).toBeFocused();
  await expect(search.getByText('at least 3 characters', { exact: false })).toBeVisible();
  await expectAccessibleAtAllWidths(page, 'header search box');

  await page.keyboard.type('ab');
  await page.keyboard.press('Enter');
  await expect(search.getByText('Search text must be at least 3 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/courses$/);
  expect(listCalls).toEqual([]);

  await field.fill('computer');
  const searched = page.waitForResponse((response) => response.url().includes('/api/course/'));
  await page.keyboard.press('Enter');
  const response = await searched;
  expect(new URL(response.url()).searchParams.get('q')).toBe('computer');
  await expect(page).toHaveURL(/\/courses\?q=computer$/);
  await expect(search).toHaveCount(0);
  const body = (await response.json()) as TPage;
  expect(body.totalElements).toBeGreaterThan(0);
  await expect(page.locator('#courses-count')).toHaveText(
    `${body.totalElements} ${body.totalElements === 1 ? 'course' : 'courses'} found`,
  );
  await expect(page.locator('#courses-count')).toBeFocused();
  for (const course of body.content) {
    expect(`${course.name} ${course.university.name}`.toLowerCase()).toContain('computer');
  }
  await expect(page.getByText('Search: “computer”')).toBeVisible();

  // Escape closes the box and gives focus back to the icon.
  await icon(page, 'Search courses').click();
  await expect(box(page, 'Search courses').getByRole('searchbox')).toHaveValue('computer');
  await page.keyboard.press('Escape');
  await expect(box(page, 'Search courses')).toHaveCount(0);
  await expect(icon(page, 'Search courses')).toBeFocused();
});

test("the header's 'Search shortlisted courses' finds a shortlisted course by name", async ({ page }) => {
  await openCourses(page);
  const studentId = await page.evaluate(() => sessionStorage.getItem('studentId'));
  const listing = (await apiAs(page, 'GET', `/api/course/student?studentId=${studentId}`)) as TPage;
  const [first, second] = listing.content;
  if (!first || !second) throw new Error('two courses expected in the listing');
  for (const course of [first, second]) {
    await apiAs(page, 'POST', '/shortlist/add', {
      courseId: course.id,
      enrollmentId: null,
      createdBy: 1,
      createdByRole: 'STUDENT',
      status: 'STUDENT_CHOICE',
    });
  }
  const word =
    first.name.split(' ').find((part) => part.length > 3 && !second.name.includes(part)) ?? first.name;

  await icon(page, 'Search shortlisted courses').click();
  const field = box(page, 'Search shortlisted courses').getByRole('searchbox');
  await expect(field).toBeFocused();
  await field.fill(word.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shortlisted\\?q=${encodeURIComponent(word.toLowerCase())}$`));
  await expect(page.getByRole('article', { name: first.name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article', { name: second.name })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Find a shortlisted course' })).toHaveValue(
    word.toLowerCase(),
  );
  await expect(page.getByText('Showing 1 of 2 shortlisted courses')).toBeVisible();
  await expectAccessibleAtAllWidths(page, 'shortlisted courses searched');
});
