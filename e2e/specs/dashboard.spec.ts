import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { bookCounselling, type TBooking } from '../support/counselling.ts';
import { apiAs, signInAsRegisteredStudent } from '../support/session.ts';
import { asStaff } from '../support/staff.ts';

const studentIdOf = async (page: Page) =>
  Number(await page.evaluate(() => sessionStorage.getItem('studentId')));

/** Opens /dashboard after a booking made through the API: the guard asks the server (the local flag lags). */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(9);
}

/** Where each element sits, rounded to whole pixels: x, y, width, height. */
const boxesOf = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );

const cardOf = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

/** What the Counselling card shows for a booking: day, month, weekday and time (India time). */
function sessionTextsOf({ date, time }: TBooking) {
  const day = new Date(`${date}T00:00:00Z`);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return {
    day: String(day.getUTCDate()),
    month: day.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    weekday: day.toLocaleString('en-US', { weekday: 'long', timeZone: 'UTC' }),
    time: `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'} IST`,
  };
}

test.describe('Dashboard', () => {
  test('is only opened with a booked counselling', async ({ page }) => {
    await signInAsRegisteredStudent(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('a booking made since sign-in opens /dashboard, though the local flag still says not booked', async ({
    page,
  }) => {
    await signInAsRegisteredStudent(page);
    await page.waitForLoadState('networkidle'); // /courses has read the (unbooked) state
    await bookCounselling(page);
    expect(await page.evaluate(() => localStorage.getItem('isCounsellingBooked'))).not.toBe('true');
    await page.goto('/dashboard');
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('isCounsellingBooked'))).toBe('true');
  });

  test("the courses' bottom button follows a booking made elsewhere, without signing in again", async ({
    page,
  }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('link', { name: 'Book Free Counselling' })).toBeVisible({ timeout: 30_000 });
    await bookCounselling(page); // e.g. on the phone, or by a counsellor's call
    // The student comes back to this tab: the browser tells the page it is visible again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    const goToDashboard = card.getByRole('link', { name: 'Go To Dashboard' });
    await expect(goToDashboard).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: 'Book Free Counselling' })).toHaveCount(
      0,
    );
    await goToDashboard.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('article')).toHaveCount(9);
  });

  test('shows the nine cards with subtitles, link labels and the booked session', async ({ page }) => {
    test.slow(); // sign-in, booking and two axe runs on a shared machine
    await signInAsRegisteredStudent(page);
    const booking = await bookCounselling(page);
    await openDashboard(page);

    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'Profile Status',
      'Counselling',
      'Shortlisted',
      'Fees & Finance',
      'Applied Courses',
      'Interviews',
      'CAS',
      'VISA',
      'Pre-Departure',
    ]);
    // Subtitle → footer link label (§2 table); the cards that lead somewhere carry a link.
    const expected: [title: string, subtitle: string, label: string, href: string | null][] = [
      ['Profile Status', 'Profile Incomplete!', 'Complete Now!', '/profile'],
      ['Counselling', 'Session booked', 'See All', '/select-topic'],
      ['Shortlisted', 'Nothing shortlisted?', 'Browse Courses', '/shortlisted'],
      ['Fees & Finance', 'Track funding here', 'Pay Now', '/payment'],
      ['Applied Courses', 'Not applied yet?', 'Apply Now', '/shortlisted'],
      ['Interviews', 'Track interviews', 'View Detail', '/post-offer?stage=INTERVIEW'],
      ['CAS', 'Track CAS here', 'See All', '/post-offer?stage=CONFIRMATION'],
      ['VISA', 'Track VISA details here', 'Apply Now', '/post-offer?stage=VISA'],
      ['Pre-Departure', 'Pre Departure event', 'Register', '/pre-departure'],
    ];
    for (const [title, subtitle, label, href] of expected) {
      const card = cardOf(page, title);
      await expect(card.getByText(subtitle, { exact: true })).toBeVisible();
      if (href) await expect(card.getByRole('link', { name: label })).toHaveAttribute('href', href);
      else await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    // Every card leads to a real screen: nothing is marked "Coming soon" any more.
    await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
    await expect(cardOf(page, 'Counselling').getByText('1', { exact: true })).toBeVisible();
    await expect(cardOf(page, 'Applied Courses').getByText('0 Applied')).toBeVisible();

    const session = sessionTextsOf(booking);
    const counselling = cardOf(page, 'Counselling');
    await expect(counselling.getByText(session.day, { exact: true })).toBeVisible();
    await expect(counselling.getByText(session.month, { exact: true })).toBeVisible();
    await expect(counselling.getByText(session.weekday, { exact: true })).toBeVisible();
    await expect(counselling.getByText(session.time, { exact: true })).toBeVisible();

    await expectAccessibleAtAllWidths(page, 'dashboard', async () => {
      await expect(page.getByRole('article')).toHaveCount(9);
    });

    // The whole card is the link's click area.
    await cardOf(page, 'Shortlisted').click();
    await expect(page).toHaveURL(/\/shortlisted$/);
    await page.goBack();
    await cardOf(page, 'Profile Status').getByRole('link', { name: 'Complete Now!' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('shows skeletons while the cards load, and nothing moves when they arrive', async ({ page }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    await bookCounselling(page);
    await page.evaluate(() => localStorage.setItem('isCounsellingBooked', 'true'));
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      // Hold the cards back until the skeletons have been seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/dashboard', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard');
      const loading = page.getByRole('status', { name: 'Loading your dashboard' });
      await expect(loading).toBeVisible();
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      // The counsellor's card above the grid has a call of its own, not held here: its skeleton is sized
      // for a counsellor with hours and a phone, which this one has not, so the grid is measured once it
      // has landed (the grid's own skeletons are what this test is about).
      await expect(page.getByRole('status', { name: 'Loading your counsellor' })).toHaveCount(0);
      const skeletons = await boxesOf(loading.locator('.dashboard-card'));
      expect(skeletons).toHaveLength(9);
      release();
      await expect(page.getByRole('article')).toHaveCount(9);
      await page.unroute('**/api/dashboard');
      // Each card takes exactly its skeleton's place.
      expect(await boxesOf(page.getByRole('article')), `card boxes at ${width}px`).toEqual(skeletons);
    }
  });

  test('shows the latest application on Applied Courses, the paid fee and the shortlist count', async ({
    page,
  }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    await bookCounselling(page);
    const courses = (await apiAs(page, 'POST', '/api/course/filter?pageNumber=1&pageSize=1', {
      course_category: [],
      country: [],
      studyLevel: '',
    })) as { content: { id: number; name: string }[] };
    const [course] = courses.content;
    if (!course) throw new Error('no course');
    const studentId = await studentIdOf(page);
    await apiAs(page, 'POST', '/shortlist/add', { courseId: course.id });
    await asStaff(page.request, 'PUT', `/api/staff/students/${studentId}/shortlist/${course.id}`, {
      status: 'EXPERT_CHOICE',
    });
    await asStaff(page.request, 'POST', `/api/staff/students/${studentId}/payments`, { amount: 4956 });
    await apiAs(page, 'POST', '/api/application', { courseId: course.id });

    await openDashboard(page);
    const applied = cardOf(page, 'Applied Courses');
    await expect(applied.getByText('Track your applications', { exact: true })).toBeVisible();
    await expect(applied.getByText(course.name, { exact: true })).toBeVisible();
    await expect(applied.getByText('1 Applied')).toBeVisible();
    const bar = applied.getByRole('progressbar', { name: 'Application progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 4: Additional Docs');
    for (const step of ['Essential Docs', 'Additional Docs', 'Conditional Offer', 'Unconditional Offer']) {
      await expect(applied.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(applied.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/applied-courses');

    const fees = cardOf(page, 'Fees & Finance');
    // The consultancy's fee alone: "Deposit paid" waits for a verified tuition deposit.
    await expect(fees.getByText('Fee paid', { exact: true })).toBeVisible();
    await expect(fees.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/fees-and-finance');
    const shortlisted = cardOf(page, 'Shortlisted');
    await expect(shortlisted.getByText('1 course shortlisted', { exact: true })).toBeVisible();
    await expect(shortlisted.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/shortlisted');

    // Event users do not navigate from the Counselling card (§2).
    await page.evaluate(() => sessionStorage.setItem('isEvent', 'true'));
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(cardOf(page, 'Counselling').getByRole('link')).toHaveCount(0);
  });
});
