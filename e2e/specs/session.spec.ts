import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '@portal/contract';
import { signInAsRegisteredStudent, tokenOf } from '../support/session.ts';
import { storagesOf } from '../support/storage.ts';

const emptyStorages = { local: {}, session: {} };

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
    // The session ends elsewhere (e.g. logged out on another device): the stored token is revoked.
    const revoked = await page.request.get('/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(await revoked.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    // The screen's first call with the revoked token (the header's profile) is answered 401…
    const expired = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    await page.goto('/profile');
    await expired;
    // …and the §4 rule takes the visitor to /login.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    expect(await storagesOf(page)).toEqual(emptyStorages);
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
