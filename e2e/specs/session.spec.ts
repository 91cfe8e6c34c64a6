import { expect, type Page, test } from '@playwright/test';
import { AUTH_MESSAGES } from '@portal/contract';
import { signInAsRegisteredStudent, tokenOf } from '../support/session.ts';
import { storagesOf } from '../support/storage.ts';

const emptyStorages = { local: {}, session: {} };

/** The signed-in screens of a tab work: the course grid, then a course's detail from its card. */
async function expectCoursesAndDetail(page: Page) {
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  const name = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/courses\?course=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** What the sign-in stored in its tab, which another tab or window must get back from the server. */
const SESSION_KEYS = ['studentId', 'enrollmentId', 'referenceId', 'userName', 'isEvent', 'role'];
const sessionKeysOf = async (page: Page) => {
  const { session } = await storagesOf(page);
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, session[key]]));
};

test.describe('session (§2 redirects, §4 Authentication)', () => {
  test('logout from the avatar menu: the server is told, both storages cleared, /login', async ({ page }) => {
    await signInAsRegisteredStudent(page);
    const token = await tokenOf(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    expect(await storagesOf(page)).toEqual(emptyStorages);
    // The token was revoked on the server.
    const after = await page.request.get('/api/student-profiles', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    // And the protected screens are closed again.
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/$/);
  });

  test('session expiry: the next call answered 401 clears both storages and goes to /login', async ({
    page,
  }) => {
    await signInAsRegisteredStudent(page);
    // The screen has made its own calls (the header's profile comes a moment after the grid); one made
    // after the revocation below would meet the 401 before this test listens for it.
    await page.waitForLoadState('networkidle');
    const token = await tokenOf(page);
    const expired = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    // The session ends elsewhere (e.g. logged out on another device): the stored token is revoked.
    const revoked = await page.request.get('/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(await revoked.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    // The screen's next call with the revoked token is answered 401: one of its own later reads (on a
    // busy machine they can come after the network went quiet), else the header's profile on /profile.
    // Opening /profile after the app has already signed out would land on / instead.
    const metAlready = await Promise.race([
      expired.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_500)),
    ]);
    if (!metAlready) await page.goto('/profile');
    await expired;
    // …and the §4 rule takes the visitor to /login.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    expect(await storagesOf(page)).toEqual(emptyStorages);
  });

  test('a second tab of a signed-in student restores the session and loads courses and their detail', async ({
    page,
    context,
  }) => {
    test.slow(); // sign-in and two tabs' first loads on a shared machine
    await signInAsRegisteredStudent(page);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const signedIn = await sessionKeysOf(page);

    // Same browser: local storage (the token) is shared, session storage is not.
    const second = await context.newPage();
    await second.goto('/courses');
    await expectCoursesAndDetail(second);
    expect(await sessionKeysOf(second)).toEqual(signedIn);
    expect(signedIn).toMatchObject({ studentId: expect.stringMatching(/^\d+$/), role: 'STUDENT' });
  });

  test('a new browser window carrying only local storage restores the session and loads courses', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const signedIn = await sessionKeysOf(page);
    // Playwright's storage state holds cookies and local storage, never session storage: the next day's window.
    const storageState = await page.context().storageState();
    const nextDay = await browser.newContext({ storageState });
    try {
      const fresh = await nextDay.newPage();
      await fresh.goto('/courses');
      await expectCoursesAndDetail(fresh);
      expect(await sessionKeysOf(fresh)).toEqual(signedIn);
    } finally {
      await nextDay.close();
    }
  });

  test('a tab whose token was revoked elsewhere ends the session while restoring it (§4)', async ({
    page,
    browser,
  }) => {
    await signInAsRegisteredStudent(page);
    const storageState = await page.context().storageState();
    const token = await tokenOf(page);
    await page.request.get('/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    const nextDay = await browser.newContext({ storageState });
    try {
      const fresh = await nextDay.newPage();
      await fresh.goto('/courses');
      await expect(fresh).toHaveURL(/\/login$/);
      await expect(fresh.getByLabel('Mobile number')).toBeVisible();
      expect(await storagesOf(fresh)).toEqual(emptyStorages);
    } finally {
      await nextDay.close();
    }
  });

  test('without a token a protected route sends the visitor to /', async ({ page }) => {
    for (const path of ['/courses', '/dashboard', '/registration', '/event-success']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByLabel('Mobile number')).toBeVisible();
    }
  });

  test('/dashboard without a booked counselling goes to /courses', async ({ page }) => {
    await signInAsRegisteredStudent(page, '/dashboard');
    await expect(page).toHaveURL(/\/courses$/);
  });
});
