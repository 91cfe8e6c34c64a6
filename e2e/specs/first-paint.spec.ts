import { expect, test } from '@playwright/test';
import { signInAsRegisteredStudent, waitForSignInHydrated } from '../support/session.ts';
import { staffTokenOf } from '../support/staff.ts';

// The build prerenders the first paint (apps/web/scripts/prerender.mjs): the sign-in screen at / and
// /login, which the app then hydrates in place, and 'Please wait..' everywhere else.
test.describe('first paint from the HTML', () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('/ and /login paint the sign-in screen', async ({ page }) => {
      for (const path of ['/', '/login']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: /Sign in to start/ })).toBeVisible();
        await expect(page.getByLabel('Mobile number')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
      }
    });

    test("a signed-in screen paints 'Please wait..', not the sign-in form", async ({ page }) => {
      await page.goto('/courses');
      await expect(page.getByText('Please wait..')).toBeVisible();
      await expect(page.getByLabel('Mobile number')).toHaveCount(0);
    });
  });

  test('the app adopts the painted sign-in screen instead of painting it again', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { paintedInput: Element | null }).paintedInput =
          document.querySelector('input[type="tel"]');
      });
    });
    await page.goto('/');
    await page.getByLabel('Mobile number').fill('+91 98765 43210');
    // React's own properties on the painted button: the app has taken over this tree.
    await waitForSignInHydrated(page);
    // What was typed before and while the app took over is kept as typed.
    await expect(page.getByLabel('Mobile number')).toHaveValue('+91 98765 43210');
    const isSameNode = await page.evaluate(
      () =>
        (window as unknown as { paintedInput: Element | null }).paintedInput ===
        document.querySelector('input[type="tel"]'),
    );
    expect(isSameNode).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor of / goes home without the sign-in screen showing first', async ({ page }) => {
    await signInAsRegisteredStudent(page);
    await page.addInitScript(() => {
      // 'interactive': the page is parsed and painted, and the app's scripts have not run yet.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        (window as unknown as { paintedHidden: boolean }).paintedHidden =
          root !== null && getComputedStyle(root).visibility === 'hidden';
      });
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 2, name: /courses? found$/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { paintedHidden: boolean }).paintedHidden)).toBe(
      true,
    );
  });

  test('opening /courses asks for the first page of courses once, before the app has loaded', async ({
    page,
  }) => {
    await signInAsRegisteredStudent(page);
    const listRequests: { url: string; initiator: string }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/course/student')) {
        listRequests.push({ url: request.url(), initiator: request.resourceType() });
      }
    });
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 2, name: /courses? found$/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // One request (the boot script's, a fetch), which the grid used instead of asking again.
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0]?.initiator).toBe('fetch');
    expect(listRequests[0]?.url).toMatch(/pageNumber=1&pageSize=10$/);
  });

  test("a staff member's tab opening /courses asks for no course list early (staff go to /staff)", async ({
    page,
    request,
  }) => {
    // The tab as a staff sign-in leaves it: the token and the account's session keys (studentId, role).
    // Fresh (under a minute old): the tab renews (so revokes) a staff token only once it is 5 minutes old.
    const token = await staffTokenOf(request, 60);
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
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/course/student')) listRequests.push(request.url());
    });
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
    expect(listRequests).toEqual([]);
  });
});
