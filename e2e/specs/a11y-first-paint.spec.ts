import { expect, type Locator, type Page, test } from '@playwright/test';
import { A11Y_WIDTHS, expectNoSeriousA11yViolations, holdRequests } from '../support/a11y.ts';
import { bookCounselling } from '../support/counselling.ts';
import { apiAs, signInAsRegisteredStudent } from '../support/session.ts';
import { staffTokenOf } from '../support/staff.ts';

// Every page is checked as it first paints, not only once loaded (the other specs): at each width, the
// address is opened with the app's scripts held back (what the HTML and stylesheet alone paint), then
// with the scripts let through and its data held back (the screen's loading state, before any lazy part
// such as the courses filter bar is used). Opened fresh at each width, as a phone or a desktop would.

type TFirstPaint = {
  path: string;
  label: string;
  /** What shows once the screen has rendered without its data. */
  shell: (page: Page) => Locator;
};

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

async function checkFirstPaint(page: Page, screen: TFirstPaint, painted: (page: Page) => Locator) {
  const held = await holdRequests(page);
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    held.hold('scripts', 'data');
    await page.goto(screen.path, { waitUntil: 'commit' });
    await expect(painted(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${screen.label}, HTML only, at ${width}px`);
    held.release('scripts');
    await expect(screen.shell(page)).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, `${screen.label}, before its data, at ${width}px`);
    held.release('data');
  }
}

test('the sign-in pages are accessible as they first paint', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await checkFirstPaint(
      page,
      { path, label: path, shell: (p) => p.getByRole('button', { name: 'Send OTP' }) },
      (p) => p.getByLabel('Mobile number'),
    );
  }
});

// One signed-in student for every screen (a tab of its own, shared by the tests below, in order): each
// screen is its own test, with its own time, so a slow machine fails one screen by name, not a whole walk.
test.describe('every signed-in page is accessible as it first paints', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let courseId: number | undefined;
  let sessionDate = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    page = await browser.newPage();
    await signInAsRegisteredStudent(page);
    const studentId = await page.evaluate(() => sessionStorage.getItem('studentId'));
    const listing = (await apiAs(page, 'GET', `/api/course/student?studentId=${studentId}&pageSize=1`)) as {
      content: { id: number }[];
    };
    courseId = listing.content[0]?.id;
    // /dashboard opens once counselling is booked (§2: the flag follows the server, so a real booking);
    // /event-success needs an event code (kept from sign-in).
    sessionDate = (await bookCounselling(page)).date;
    await page.evaluate(() => {
      localStorage.setItem('isCounsellingBooked', 'true');
      sessionStorage.setItem('eventCode', 'JLG');
    });
  });
  test.afterAll(async () => {
    await page?.close();
  });

  const pleaseWait = (p: Page) => p.getByText('Please wait..');
  // A screen's loading state: its status region, named by what is loading.
  const loading = (p: Page) => p.locator('#main [aria-busy="true"]').first();
  const screens: (Omit<TFirstPaint, 'path'> & { path: string | (() => string) })[] = [
    {
      path: '/courses',
      label: '/courses',
      shell: (p) => p.getByRole('heading', { name: 'Loading courses…' }),
    },
    {
      path: () => `/courses?course=${courseId}`,
      label: 'course detail',
      shell: (p) => p.getByRole('navigation', { name: 'Breadcrumb' }),
    },
    { path: '/shortlisted', label: '/shortlisted', shell: heading('Shortlisted courses') },
    { path: '/dashboard', label: '/dashboard', shell: (p) => p.locator('#main [aria-busy="true"]').first() },
    {
      path: '/registration',
      label: '/registration',
      shell: (p) => p.locator('#main form, #main h1').first(),
    },
    // Before its data the profile shows its skeleton under the breadcrumb.
    { path: '/profile', label: '/profile', shell: (p) => p.getByRole('navigation', { name: 'Breadcrumb' }) },
    { path: '/applied-courses', label: '/applied-courses', shell: loading },
    { path: '/book-counselling', label: '/book-counselling', shell: heading('Book Free Counselling') },
    {
      path: () => `/session-time?date=${sessionDate}`,
      label: '/session-time',
      shell: heading('Choose a time'),
    },
    // The booked student's session, before the booking is read.
    { path: '/select-topic', label: '/select-topic', shell: loading },
    { path: '/application-journey', label: '/application-journey', shell: heading('Application Journey') },
    { path: '/payment', label: '/payment', shell: loading },
    // Last: a valid event code makes the student an event user, whom the counselling screens send away.
    {
      path: '/event-success',
      label: '/event-success',
      shell: (p) => p.locator('#main').getByText('Please wait..'),
    },
  ];
  for (const screen of screens) {
    test(screen.label, async () => {
      expect(courseId).toBeDefined();
      const path = typeof screen.path === 'function' ? screen.path() : screen.path;
      await checkFirstPaint(page, { ...screen, path }, pleaseWait);
    });
  }
});

test('the staff page is accessible as it first paints', async ({ page, request }) => {
  // The staff token and the session keys sign-in stores (the restore of a new window has its own test in
  // session.spec.ts): with the data held back, the page has what it needs to draw.
  // Fresh (under a minute old): the tab renews (so revokes) a staff token only once it is 5 minutes old.
  const token = await staffTokenOf(request, 60);
  // The keys are the account's own (each worker has its counsellor: support/staff-token.ts).
  const answer = await request.get('/auth/session', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const account = (await answer.json()) as { studentId: number; role: string; userName: string };
  await page.goto('/login');
  await page.evaluate(
    ({ token, account }) => {
      localStorage.setItem('token', token);
      sessionStorage.setItem('studentId', String(account.studentId));
      sessionStorage.setItem('role', account.role);
      sessionStorage.setItem('userName', account.userName);
    },
    { token, account },
  );
  await checkFirstPaint(page, { path: '/staff', label: '/staff', shell: heading('Work queue') }, (p) =>
    p.getByText('Please wait..'),
  );
});
