import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { layoutShiftOf } from '../support/layout-shift.ts';
import { signInAsRegisteredStudent } from '../support/session.ts';
import { expectToast } from '../support/toast.ts';

type TCourse = { id: number; country: string; level: string; category: string; name: string };
type TPage = { content: TCourse[]; page: number; totalPages: number; totalElements: number };

const filterBar = (page: Page) => page.getByRole('form', { name: 'Course filters' });
const cards = (page: Page) => page.getByRole('article');
const countHeading = (page: Page) => page.locator('#courses-count');

/**
 * Opens a Mantine select or multi-select by its label and picks the options (the list is in a portal).
 * Until the filter bar is first used its stand-in shows: its button for the field loads the bar and
 * opens that field.
 */
async function choose(page: Page, scope: Locator, label: string, ...options: string[]) {
  const standIn = page.getByRole('button', { name: new RegExp(`^${label} `) });
  if (await standIn.isVisible()) await standIn.click();
  else await scope.getByLabel(label, { exact: true }).click();
  for (const option of options) {
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

/** The value in a card's fact box (dt → dd). */
const factOf = (card: Locator, label: string) =>
  card.locator('.course-fact', { has: card.page().locator(`dt:text-is("${label}")`) }).locator('dd');

async function openCourses(page: Page) {
  await signInAsRegisteredStudent(page);
  await expect(page).toHaveURL(/\/courses$/);
  // The first visit loads the screen's chunk and the first page (slow on a busy test machine).
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
}

/** The courses screen listing every course: the registration preferences (UK, …) no longer applied. */
async function openAllCourses(page: Page) {
  await openCourses(page);
  await page
    .getByRole('group', { name: 'Your preferences:' })
    .getByRole('button', { name: 'Show all courses' })
    .click();
  await expect(countHeading(page)).toHaveText('600 courses found');
}

test('the filters narrow the grid to matching courses, and Clear All lists every course', async ({
  page,
}) => {
  await openAllCourses(page);
  await choose(page, filterBar(page), 'Study Level', 'Postgraduate');
  await choose(page, filterBar(page), 'Subject', 'Law', 'Economics');
  await choose(page, filterBar(page), 'Country', 'UK', 'Germany');

  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/course/filter') && response.request().method() === 'POST',
  );
  await filterBar(page).getByRole('button', { name: 'APPLY' }).click();
  const response = await filtered;
  expect(response.request().postDataJSON()).toEqual({
    course_category: ['Economics', 'Law'],
    country: ['Germany', 'UK'],
    studyLevel: 'Postgraduate',
  });
  expect(new URL(response.url()).searchParams.get('pageNumber')).toBe('1');
  const body = (await response.json()) as TPage;
  expect(body.totalElements).toBeGreaterThan(0);
  for (const course of body.content) {
    expect(course.level).toBe('Postgraduate');
    expect(['Law', 'Economics']).toContain(course.category);
    expect(['UK', 'Germany']).toContain(course.country);
  }

  await expect(countHeading(page)).toHaveText(
    `${body.totalElements} ${body.totalElements === 1 ? 'course' : 'courses'} found`,
  );
  await expect(countHeading(page)).toBeFocused();
  await expect(cards(page)).toHaveCount(Math.min(body.totalElements, 10));
  for (const card of await cards(page).all()) {
    await expect(factOf(card, 'Country')).toHaveText(/^(UK|Germany)$/);
  }
  const names = await page.locator('.course-card__name').allTextContents();
  expect(names).toEqual(body.content.map((course) => course.name));

  const everything = page.waitForResponse((answer) => answer.url().includes('/api/course/filter'));
  await filterBar(page).getByRole('button', { name: 'Clear All' }).click();
  expect((await everything).request().postDataJSON()).toEqual({
    course_category: [],
    country: [],
    studyLevel: '',
  });
  await expect(countHeading(page)).toHaveText('600 courses found');
  await expect(filterBar(page).getByLabel('Study Level', { exact: true })).toHaveValue('');
});

test('scrolling to the bottom loads the next page, without layout shift', async ({ page }) => {
  await openAllCourses(page);
  await choose(page, filterBar(page), 'Country', 'Germany');
  await filterBar(page).getByRole('button', { name: 'APPLY' }).click();
  await expect(countHeading(page)).toHaveText(/^\d+ courses found$/);
  await expect(cards(page)).toHaveCount(10);

  const nextPage = page.waitForResponse(
    (response) =>
      response.url().includes('/api/course/filter') &&
      new URL(response.url()).searchParams.get('pageNumber') === '2',
  );
  await page.mouse.wheel(0, 100_000);
  await nextPage;
  await expect(cards(page)).toHaveCount(20);
  await page.mouse.wheel(0, 100_000);
  await expect(cards(page)).toHaveCount(30);

  // The grid's placeholders have the cards' size: no layout shift was recorded while it loaded (CLS < 0.05).
  const shift = await layoutShiftOf(page);
  expect(shift).toBeLessThan(0.05);
});

test('the heart shortlists a course with a toast, and the choice survives a reload', async ({ page }) => {
  await openCourses(page);
  const card = cards(page).first();
  const name = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expectToast(page, 'success', 'Course added to shortlist successfully!');
  const toggle = card.getByRole('button', { name: 'Shortlisted', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const again = page.getByRole('article', { name });
  await expect(again).toBeVisible({ timeout: 30_000 });
  await expect(again.getByRole('button', { name: 'Shortlisted', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await again.getByRole('button', { name: 'Shortlisted', exact: true }).click();
  await expectToast(page, 'success', 'Course removed from shortlist successfully!');
  await expect(again.getByRole('button', { name: 'Shortlist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('an empty result offers a new search that finds courses', async ({ page }) => {
  await openAllCourses(page);
  await choose(page, filterBar(page), 'Study Level', 'Foundation');
  await choose(page, filterBar(page), 'Subject', 'Medicine & Pharmacy');
  await choose(page, filterBar(page), 'Country', 'Hungary');
  await filterBar(page).getByRole('button', { name: 'APPLY' }).click();

  await expect(page.getByRole('heading', { name: 'Oops, User! No Courses Available' })).toBeVisible();
  await expect(page.getByText(/no course matched the information you gave/i)).toBeVisible();
  const criteria = page.getByRole('form', { name: 'Search criteria' });
  await expect(criteria.getByLabel('Field of Study', { exact: true })).toBeVisible();
  await expect(criteria.getByLabel('Study level', { exact: true })).toHaveValue('Foundation');
  await expect(criteria.getByLabel('Preferred Country', { exact: true })).toBeVisible();
  await expectAccessibleAtAllWidths(page, 'courses empty state');

  const search = criteria.getByRole('searchbox', { name: 'Search' });
  await search.fill('bi');
  await criteria.getByRole('button', { name: 'Update Search Criteria' }).click();
  await expect(criteria.getByText('Search text must be at least 3 characters.')).toBeVisible();

  await search.fill('biomedical');
  await choose(page, criteria, 'Study level', 'Undergraduate');
  const searched = page.waitForResponse((response) => response.url().includes('/api/course/filter'));
  await criteria.getByRole('button', { name: 'Update Search Criteria' }).click();
  const response = await searched;
  expect(new URL(response.url()).searchParams.get('q')).toBe('biomedical');
  expect(response.request().postDataJSON()).toEqual({
    course_category: ['Medicine & Pharmacy'],
    country: ['Hungary'],
    studyLevel: 'Undergraduate',
  });
  await expect(page).toHaveURL(/\/courses\?q=biomedical$/);
  await expect(cards(page).first()).toBeVisible();
  for (const name of await page.locator('.course-card__name').allTextContents()) {
    expect(name.toLowerCase()).toContain('biomedical');
  }
  await expect(page.getByText('Search: “biomedical”')).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('the courses screen is accessible at phone and desktop widths', async ({ page }) => {
  await openCourses(page);
  await expect(page.getByRole('link', { name: 'Book Free Counselling' }).first()).toHaveAttribute(
    'href',
    '/book-counselling',
  );
  await choose(page, filterBar(page), 'Country', 'UK');
  await expectAccessibleAtAllWidths(page, 'courses', async () => {
    await expect(cards(page).first()).toBeVisible();
  });
});

for (const width of [375, 1440]) {
  test(`APPLY closes the filter dropdown it leaves behind, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await openCourses(page);
    // As a student does it: tap the field, tap options (a multi-select stays open), tap APPLY.
    await page.getByRole('button', { name: /^Country / }).click();
    await page.getByRole('option', { name: 'UK', exact: true }).click();
    await page.getByRole('option', { name: 'Canada', exact: true }).click();
    await filterBar(page).getByRole('button', { name: 'APPLY' }).click();
    await expect(countHeading(page)).toHaveText(/^\d+ courses found$/);
    await expect(countHeading(page)).toBeFocused();
    await expect(page.getByRole('listbox')).toHaveCount(0);

    // Again with the loaded bar: another field opened, chosen from, and applied.
    await filterBar(page).getByLabel('Subject', { exact: true }).click();
    await page.getByRole('option', { name: 'Law', exact: true }).click();
    await filterBar(page).getByRole('button', { name: 'APPLY' }).click();
    await expect(countHeading(page)).toBeFocused();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });
}

test('a long campus name is read in full on the card and in the detail, at 375 and 1440 px', async ({
  page,
}) => {
  const campus = 'Sainte-Anne-de-Bellevue (Macdonald)'; // the seed's longest (McGill University)
  // Every listed course and the detail get that campus, whatever the student's listing holds.
  await page.route(/\/api\/course\/(student|university\/\d+)/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const withCampus = (course: TCourse) => ({ ...course, campus });
    await route.fulfill({
      response,
      json: 'content' in body ? { ...body, content: body.content.map(withCampus) } : withCampus(body),
    });
  });
  await openCourses(page);
  const isCut = (value: Locator) =>
    value.evaluate(
      (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    );
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const card = cards(page).first();
    await expect(factOf(card, 'Campus')).toHaveText(campus);
    expect(await isCut(factOf(card, 'Campus')), `campus cut on the card at ${width}px`).toBe(false);
    // The card keeps the height its skeleton had: the other facts still fit in three rows.
    const sizes = await card
      .locator('.course-fact')
      .evaluateAll((facts) => facts.map((fact) => Math.round(fact.getBoundingClientRect().height)));
    expect(sizes.filter((height) => height > 60)).toHaveLength(1);
  }
  await cards(page).first().getByRole('link', { name: 'View Details' }).click();
  const detailCampus = page.locator('.course-detail .course-fact', { hasText: 'Campus' }).locator('dd');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await expect(detailCampus).toHaveText(campus);
    expect(await isCut(detailCampus), `campus cut in the detail at ${width}px`).toBe(false);
  }
});

test("the student's registration preferences show as the applied filters, removable, with a way to every course", async ({
  page,
}) => {
  // Registered with UK, Postgraduate, Computer Science & IT (support/session.ts registerByApi).
  const studentListing = page.waitForResponse((response) => response.url().includes('/api/course/student'));
  await openCourses(page);
  const narrowed = (await (await studentListing).json()) as TPage;
  const applied = page.getByRole('group', { name: 'Your preferences:' });
  await expect(applied.getByRole('listitem')).toHaveText(['Postgraduate', 'Computer Science & IT', 'UK']);
  await expect(countHeading(page)).toHaveText(`${narrowed.totalElements} courses found`);
  await expect(page.getByRole('button', { name: 'Study Level Postgraduate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Country UK' })).toBeVisible();
  await expectAccessibleAtAllWidths(page, 'courses with the preferences applied');
  // The real bar, holding the same values, takes the stand-in's place without moving anything.
  const barHeights = async () => {
    const heights: number[] = [];
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      heights.push((await page.locator('.courses-filter').boundingBox())?.height ?? 0);
    }
    return heights;
  };
  const standIn = await barHeights();
  await page.getByRole('button', { name: /^Subject / }).click();
  await expect(page.getByRole('option', { name: 'Law', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  expect(await barHeights()).toEqual(standIn);

  const filtered = page.waitForResponse((response) => response.url().includes('/api/course/filter'));
  await applied.getByRole('button', { name: 'Remove UK' }).click();
  const response = await filtered;
  expect(response.request().postDataJSON()).toEqual({
    course_category: ['Computer Science & IT'],
    country: [],
    studyLevel: 'Postgraduate',
  });
  const wider = (await response.json()) as TPage;
  expect(wider.totalElements).toBeGreaterThan(narrowed.totalElements);
  await expect(countHeading(page)).toHaveText(`${wider.totalElements} courses found`);
  const chosen = page.getByRole('group', { name: 'Filters:' });
  await expect(chosen.getByRole('listitem')).toHaveText(['Postgraduate', 'Computer Science & IT']);

  const everything = page.waitForResponse((answer) => answer.url().includes('/api/course/filter'));
  await chosen.getByRole('button', { name: 'Show all courses' }).click();
  expect((await everything).request().postDataJSON()).toEqual({
    course_category: [],
    country: [],
    studyLevel: '',
  });
  await expect(countHeading(page)).toHaveText('600 courses found');
  const all = page.getByRole('group', { name: 'Showing all courses' });
  await expect(all.getByRole('listitem')).toHaveCount(0);

  await all.getByRole('button', { name: 'Use my preferences' }).click();
  await expect(countHeading(page)).toHaveText(`${narrowed.totalElements} courses found`);
  await expect(applied.getByRole('listitem')).toHaveText(['Postgraduate', 'Computer Science & IT', 'UK']);
});
