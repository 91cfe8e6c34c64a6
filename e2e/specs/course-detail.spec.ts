import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { signInAsRegisteredStudent } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';

const cards = (page: Page) => page.getByRole('article');

async function openFirstCourse(page: Page) {
  await signInAsRegisteredStudent(page);
  const card = cards(page).first();
  // The first visit loads the screen's chunk and the first page (slow on a busy test machine).
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/courses\?course=\d+$/);
  return name;
}

const cut = (name: string) => (name.length > 15 ? `${name.slice(0, 15).trimEnd()}…` : name);

test('a course opens from its card with breadcrumb, banner, facts and collapsible sections', async ({
  page,
}) => {
  const name = await openFirstCourse(page);
  const title = page.getByRole('heading', { level: 1, name });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(cut(name));
  const banner = page.locator('.course-detail__banner');
  await expect(banner).toHaveAttribute('width', '1200');
  await expect(banner).toHaveJSProperty('complete', true);
  for (const label of ['Country', 'Campus', 'Approx. Fee']) {
    await expect(page.locator('.course-detail dt', { hasText: label })).toBeVisible();
  }

  const overview = page.getByRole('button', { name: 'Overview' });
  const entry = page.getByRole('button', { name: 'Entry Requirements' });
  await expect(overview).toHaveAttribute('aria-expanded', 'true');
  const firstBlockHeading = page
    .locator('.course-section')
    .first()
    .getByRole('heading', { level: 3 })
    .first();
  await expect(firstBlockHeading).toBeVisible();
  await overview.click();
  await expect(overview).toHaveAttribute('aria-expanded', 'false');
  await expect(firstBlockHeading).toBeHidden();
  await overview.click();
  await expect(firstBlockHeading).toBeVisible();
  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 3, name: 'English language' })).toBeHidden();

  await breadcrumb.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('article', { name }).getByRole('link', { name: 'View Details' })).toBeFocused();
});

test('Add to Shortlist shortlists the course, and its card then reads Shortlisted', async ({ page }) => {
  const name = await openFirstCourse(page);
  await page.getByRole('button', { name: 'Add to Shortlist' }).click();
  await expectToast(page, 'success', 'Course added to shortlist successfully!');
  await expect(page.getByRole('button', { name: 'Add to Shortlist' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View your shortlist' })).toBeFocused();

  // The address opens the same view after a reload; the shortlist comes from the server.
  await page.reload();
  const detail = page.locator('.course-detail');
  await expect(detail.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Shortlist' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Courses' }).click();
  await expect(
    page.getByRole('article', { name }).getByRole('button', { name: 'Shortlisted', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the course detail is accessible at phone and desktop widths', async ({ page }) => {
  const name = await openFirstCourse(page);
  await expectAccessibleAtAllWidths(page, 'course detail', async () => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
