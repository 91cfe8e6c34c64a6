import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_DISABLED_MESSAGE, TOAST_MESSAGES } from '@portal/contract';
import { adminTokenOf, createCounsellor } from '../support/console.ts';
import { nextMobileNumber, readOtp } from '../support/otp.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { typeOtp, waitForSignInHydrated } from '../support/session.ts';
import { watchToasts } from '../support/toast.ts';

/**
 * Sign-in and registration (docs/decisions/0018-sign-in-entry.md): what a new student and a new counsellor
 * hit on the way in.
 */

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send OTP' });
const mobileInput = (page: Page) => page.getByLabel('Mobile number');

async function codesSentTo(mobileNumber: string): Promise<number> {
  const outbox = process.env.E2E_OTP_OUTBOX ?? '';
  const text = await fs.readFile(outbox, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line.includes(`"${mobileNumber}"`)).length;
}

async function openSignIn(page: Page, path = '/') {
  await page.goto(path);
  await waitForSignInHydrated(page);
}

test.describe('sign-in entry', () => {
  test('item 1: a double tap on Send OTP sends one code and shows one toast, and that code signs in', async ({
    page,
  }) => {
    const mobileNumber = nextMobileNumber();
    await openSignIn(page);
    await mobileInput(page).fill(mobileNumber);
    const otpSentToasts = await watchToasts(page, 'success', TOAST_MESSAGES.otpSent);
    await sendButton(page).dblclick();
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
    const otp = await readOtp(mobileNumber);
    await expect.poll(otpSentToasts).toBe(1);
    await page.waitForTimeout(1500); // a second answer would have come by now
    expect(await otpSentToasts(), 'toasts "OTP sent" shown').toBe(1);
    expect(await codesSentTo(mobileNumber)).toBe(1);
    await typeOtp(page, otp);
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('item 2: Change number, then Send to the same number, keeps the resend timer and sends nothing', async ({
    page,
  }) => {
    const mobileNumber = nextMobileNumber();
    await openSignIn(page);
    await mobileInput(page).fill(mobileNumber);
    await sendButton(page).click();
    await expect(page.getByText(/Resend OTP in 0:\d\d/)).toBeVisible();
    await readOtp(mobileNumber);
    await page.getByRole('button', { name: 'Change number' }).click();
    await sendButton(page).click();
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
    await expect(page.getByText(/Resend OTP in 0:\d\d/)).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await codesSentTo(mobileNumber)).toBe(1);
    // A reload of the tab keeps the timer too: it belongs to the number and the session.
    await page.reload();
    await waitForSignInHydrated(page);
    await mobileInput(page).fill(mobileNumber);
    await sendButton(page).click();
    await expect(page.getByText(/Resend OTP in 0:\d\d/)).toBeVisible();
    expect(await codesSentTo(mobileNumber)).toBe(1);
  });

  test('item 3: Send OTP before the app has started does not reload the page, and the number is kept', async ({
    page,
  }) => {
    const mobileNumber = nextMobileNumber();
    // Hold the app's code back, so the prerendered form is what the person uses.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await mobileInput(page).fill(mobileNumber);
    // A native submit loads a new document: this page's mark would be gone.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-press', ''));
    const isSameDocument = () =>
      page.evaluate(() => document.documentElement.hasAttribute('data-before-press'));
    await sendButton(page).click();
    await page.waitForTimeout(500);
    expect(await isSameDocument()).toBe(true);
    await expect(mobileInput(page)).toHaveValue(mobileNumber);
    release();
    await waitForSignInHydrated(page);
    await expect(mobileInput(page)).toHaveValue(mobileNumber);
    expect(await isSameDocument()).toBe(true);
    // The held press goes through once the app has taken over.
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
    expect(await codesSentTo(mobileNumber)).toBe(1);
  });

  test('item 4: "+91 98450 12345" typed or pasted keeps the 10 digits', async ({ page }) => {
    await openSignIn(page);
    await mobileInput(page).pressSequentially('+91 98450 12345');
    await sendButton(page).click();
    await expect(page.getByText('Sent to +91 98450 12345.')).toBeVisible();
  });

  test('item 6: the event link shows the event name, date and place above the form', async ({ page }) => {
    await openSignIn(page, '/?eventCode=KOP');
    const event = page.getByRole('region', { name: /Kolhapur/ });
    await expect(event).toBeVisible();
    await expect(event).toContainText('Saturday, 23 January 2027');
    await expect(event).toContainText('Kolhapur');
    await shootAtAllWidths(page, 'sign-in-event-kop');
  });

  test('item 7: the sign-in page speaks to staff too; a disabled counsellor is told their account was disabled', async ({
    page,
    request,
  }) => {
    await openSignIn(page);
    await expect(page.getByText(/Counsellors and admins sign in here too/)).toBeVisible();
    await shootAtAllWidths(page, 'sign-in');

    const counsellor = await createCounsellor(request, 'Disabled Dana');
    await mobileInput(page).fill(counsellor.mobileNumber);
    await sendButton(page).click();
    await typeOtp(page, await readOtp(counsellor.mobileNumber));
    await expect(page).toHaveURL(/\/staff/);
    // Students signing up in other tests may have been given to Dana: the admin takes them.
    const adminHeaders = { authorization: `Bearer ${await adminTokenOf(request)}` };
    const admin = await (await request.get('/api/staff/me', { headers: adminHeaders })).json();
    const disabled = await request.post(`/api/staff/accounts/${counsellor.id}/disable`, {
      headers: adminHeaders,
      data: { reassign: { to: admin.id } },
    });
    expect(disabled.status(), await disabled.text()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/(login)?$/);
    await expect(page.getByText(ACCOUNT_DISABLED_MESSAGE)).toBeVisible();
    // Signing in again says so too, not a generic failure.
    await waitForSignInHydrated(page);
    await mobileInput(page).fill(counsellor.mobileNumber);
    await sendButton(page).click();
    await expect.poll(() => codesSentTo(counsellor.mobileNumber)).toBe(2); // the new code, not the used one
    await typeOtp(page, await readOtp(counsellor.mobileNumber));
    await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_DISABLED_MESSAGE })).toBeVisible();
    await expect(page).toHaveURL(/\/(login)?$/);
  });
});
