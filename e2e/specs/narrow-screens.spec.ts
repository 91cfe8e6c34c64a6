import { expect, type Page, test } from '@playwright/test';
import { courseStartDate, parseStartDate } from '@portal/contract';
import { openAdminConsole, openStudentByPhone, section } from '../support/console.ts';
import { bookCounselling } from '../support/counselling.ts';
import { expectNoSidewaysScroll, LONG_ONE_WORD_NAME } from '../support/no-sideways-scroll.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { apiAs, registerByApi, signInThroughUi } from '../support/session.ts';
import { asStaff } from '../support/staff.ts';

type TCourse = { id: number; name: string };

const studentIdOf = async (page: Page) =>
  Number(await page.evaluate(() => sessionStorage.getItem('studentId')));

/** The catalogue's longest course names (of its first 100), longest first. */
async function longestCourses(page: Page, count: number): Promise<TCourse[]> {
  const result = (await apiAs(page, 'POST', '/api/course/filter?pageNumber=1&pageSize=100', {
    course_category: [],
    country: [],
    studyLevel: '',
  })) as { content: TCourse[] };
  const distinct = [...new Map(result.content.map((course) => [course.name, course])).values()];
  return distinct.sort((a, b) => b.name.length - a.name.length).slice(0, count);
}

test.describe('Narrow screens and the journey band', () => {
  test('the journey progress is a labelled band inside a landmark, not a bare loader line (§2)', async ({
    page,
  }) => {
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/registration$/);
    await registerByApi(page);
    await page.goto('/courses');
    const band = page.getByRole('region', { name: 'Your journey' });
    const bar = band.getByRole('progressbar', { name: 'Your journey progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(band.getByText('Your journey', { exact: true })).toBeVisible();
    await expect(band.getByText('60%', { exact: true })).toBeVisible();
    // Not a hairline: a bar with a visible track, thick enough to read as a measure.
    const box = await bar.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(8);
  });

  test('at 375 px the chosen countries stay whole and the preferences row shows that it scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/registration$/);
    await registerByApi(page);
    await page.goto('/courses');
    // The preferences (Postgraduate, Computer Science & IT, UK) do not fit: the row fades where more is.
    const row = page.getByRole('group', { name: 'Your preferences:' }).locator('.courses-applied__list');
    await expect(row.getByRole('listitem')).toHaveCount(3);
    await expect(row).toHaveAttribute('data-more-end', '');
    await expect(row).not.toHaveAttribute('data-more-start', '');
    expect(await row.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(row).toHaveAttribute('data-more-start', '');
    await expect(row).not.toHaveAttribute('data-more-end', '');

    await page.getByRole('button', { name: /^Country/ }).click();
    for (const country of ['Canada', 'Australia', 'Netherlands', 'Germany']) {
      await page.getByRole('option', { name: country, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    const pills = page.locator('.courses-filter__pill');
    await expect(pills).toHaveCount(6); // Computer Science & IT, and the five countries
    // One pill leaves the Subject field on its one line (the stand-in's height).
    const subject = page.locator('.courses-filter__pills').first();
    expect((await subject.boundingBox())?.height ?? 0).toBeLessThan(40);
    // Every pill shows its whole name: nothing in it is cut.
    const cut = await pills.evaluateAll((elements) =>
      elements.flatMap((pill) =>
        [pill, ...pill.querySelectorAll('*')]
          .filter((part) => part.scrollWidth > part.clientWidth + 1)
          .map(() => pill.textContent ?? ''),
      ),
    );
    expect(cut).toEqual([]);
    await expectNoSidewaysScroll(page, '/courses with five countries chosen');
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.locator('.courses-filter').screenshot({ path: `${shots}/courses-filter-countries-375.png` });
    }
  });

  test("a course's Start Date reads the same to the student and in the staff catalogue", async ({
    page,
    browser,
  }) => {
    test.slow(); // a student window and a console window
    const mobileNumber = await signInThroughUi(page);
    await expect(page).toHaveURL(/\/registration$/);
    await registerByApi(page);
    // A course whose overview names no start date (about one in eight): its intake is the one source left.
    const listing = (await apiAs(page, 'POST', '/api/course/filter?pageNumber=1&pageSize=100', {
      course_category: [],
      country: [],
      studyLevel: '',
    })) as {
      content: { id: number; name: string; overview: string; intake: string; university: { name: string } }[];
    };
    const course = listing.content.find((candidate) => parseStartDate(candidate.overview) === null);
    if (!course) throw new Error('every course names its start date');
    const startDate = courseStartDate(course);
    expect(startDate).not.toBe('Not provided');
    await apiAs(page, 'POST', '/shortlist/add', { courseId: course.id });
    await page.goto('/shortlisted');
    const card = page.getByRole('article', { name: course.name, exact: true });
    await expect(card).toContainText(`Start Date${startDate}`);

    const desk = await openAdminConsole(browser, page.request);
    await openStudentByPhone(desk, mobileNumber, 'Riya Sharma');
    const shortlist = section(desk, 'Shortlist');
    await shortlist.getByRole('searchbox', { name: 'Search the catalogue' }).fill(course.name);
    const result = shortlist
      .getByRole('list', { name: 'Catalogue results' })
      .getByRole('listitem')
      .filter({ hasText: course.university.name })
      .filter({ hasText: course.name })
      .first();
    await expect(result).toContainText(`Start Date: ${startDate}`);
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) {
      for (const width of [1440, 768]) {
        await desk.setViewportSize({ width, height: 900 });
        await shortlist.screenshot({ path: `${shots}/staff-catalogue-start-date-${width}.png` });
      }
    }
    await desk.context().close();
  });

  test('no student screen scrolls sideways at 360 px with a long one-word name and long course names', async ({
    page,
  }) => {
    test.slow(); // a whole journey's screens at two widths on a shared machine
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/registration$/);
    await registerByApi(page, LONG_ONE_WORD_NAME);
    const [first, second] = await longestCourses(page, 2);
    if (!first || !second) throw new Error('not enough courses');
    const studentId = await studentIdOf(page);
    await apiAs(page, 'POST', '/shortlist/add', { courseId: second.id });
    await asStaff(page.request, 'PUT', `/api/staff/students/${studentId}/shortlist/${first.id}`, {
      status: 'EXPERT_CHOICE',
    });
    await page.goto('/registration');
    await expectNoSidewaysScroll(page, '/registration', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    await page.goto('/book-counselling');
    await expectNoSidewaysScroll(page, '/book-counselling', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    await bookCounselling(page);
    await asStaff(page.request, 'POST', `/api/staff/students/${studentId}/payments`, { amount: 4956 });
    const application = (await apiAs(page, 'POST', '/api/application', { courseId: first.id })) as {
      id: number;
    };

    const screens: [string, () => Promise<void>][] = [
      [
        '/courses',
        () => expect(page.getByRole('heading', { level: 2, name: /courses found/ })).toBeVisible(),
      ],
      [
        `/courses?course=${first.id}`,
        () => expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible(),
      ],
      ['/profile', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/dashboard', () => expect(page.getByRole('article')).toHaveCount(9)],
      [
        '/shortlisted',
        () => expect(page.getByRole('article', { name: second.name, exact: true })).toBeVisible(),
      ],
      [
        '/applied-courses',
        () => expect(page.getByRole('article', { name: first.name, exact: true })).toBeVisible(),
      ],
      ['/session-time', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/select-topic', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      [
        `/application-journey?applicationId=${application.id}&step=0`,
        () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
      ],
      ['/payment', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ];
    const failures: string[] = [];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await ready();
      await expect(page.getByText('Please wait..')).toHaveCount(0);
      await expectNoSidewaysScroll(page, path, ready).catch((error: Error) => {
        failures.push(error.message.split('\n').slice(0, 12).join('\n'));
      });
      await shootAtAllWidths(page, `narrow${path.replace(/[/?=&]+/g, '-')}`);
    }
    // Every screen is checked before failing: the message lists all that scroll sideways.
    expect(failures).toEqual([]);
  });
});
