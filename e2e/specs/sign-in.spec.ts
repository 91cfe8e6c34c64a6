import { expect, test } from '@playwright/test';
import { ERROR_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { nextMobileNumber, readOtp, requestOtpByApi, wrongOtpFor } from '../support/otp.ts';
import { sendOtpThroughUi, signInThroughUi, typeOtp } from '../support/session.ts';
import { ADMIN_MOBILE } from '../support/staff.ts';
import { storagesOf } from '../support/storage.ts';
import { expectToast, toast } from '../support/toast.ts';

test.describe('sign-in (§2 login, §4 Authentication)', () => {
  test('the login screen is served by the production build and is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await expectAccessibleAtAllWidths(page, 'login');
  });

  test("sends the code with 'OTP sent successfully!' and signs a new student in with it", async ({
    page,
  }) => {
    const mobileNumber = await sendOtpThroughUi(page);
    await expectToast(page, 'success', TOAST_MESSAGES.otpSent);
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
    await expectAccessibleAtAllWidths(page, 'login, code step');
    await typeOtp(page, await readOtp(mobileNumber));
    await expect(page).toHaveURL(/\/registration$/);
    const { local, session } = await storagesOf(page);
    expect(local.token).toBeTruthy();
    expect(session.studentId).toMatch(/^\d+$/);
    expect(session.isEvent).toBe('false');
  });

  test("a wrong code stays on the login screen with 'Invalid OTP'; the right one then signs in", async ({
    page,
  }) => {
    const mobileNumber = await sendOtpThroughUi(page, { path: '/login' });
    const otp = await readOtp(mobileNumber);
    await typeOtp(page, wrongOtpFor(otp));
    await expect(page.getByRole('alert').filter({ hasText: ERROR_MESSAGES.invalidOtp })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await storagesOf(page)).local.token).toBeUndefined();
    // The boxes are emptied for another try, and the code still works.
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
    await typeOtp(page, otp);
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('a pasted 6-digit code fills the boxes and signs in', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const mobileNumber = await sendOtpThroughUi(page);
    const otp = await readOtp(mobileNumber);
    await page.evaluate((text) => navigator.clipboard.writeText(`Your code is ${text}`), otp);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('a toast can be closed with a labelled button', async ({ page }) => {
    await sendOtpThroughUi(page);
    const shown = toast(page, 'success', TOAST_MESSAGES.otpSent);
    await shown.getByRole('button', { name: 'Close notification' }).click();
    await expect(shown).toBeHidden();
  });

  test('the 4th code for one number within 10 minutes is refused with the wait', async ({ page }) => {
    const mobileNumber = nextMobileNumber();
    // Each code is used before the next is asked for: a send within seconds of an unused code is a repeat
    // of it, answered without a new code.
    for (let sent = 0; sent < 3; sent += 1) {
      await requestOtpByApi(page.request, mobileNumber);
      const otp = await readOtp(mobileNumber);
      expect((await page.request.post('/otp/verify', { data: { mobileNumber, otp } })).ok()).toBe(true);
    }
    await sendOtpThroughUi(page, { mobileNumber });
    const refusal = /Too many OTPs sent to this number: at most 3 every 10 minutes\. Try again in/;
    await expectToast(page, 'error', refusal);
    await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
    // Still on the number step: no code boxes, nothing stored.
    await expect(page.getByLabel('Digit 1 of 6')).toHaveCount(0);
    expect((await storagesOf(page)).local.token).toBeUndefined();
  });

  test('a staff account lands on the staff console: its name and role, no student screens, Logout', async ({
    page,
  }) => {
    test.slow(); // sign-in and two axe runs on a shared machine
    await signInThroughUi(page, { mobileNumber: ADMIN_MOBILE });
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('E2E Admin', { exact: false })).toBeVisible();
    await expect(page.getByRole('banner').getByText('(Admin)')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Team' }),
    ).toBeVisible();
    expect((await storagesOf(page)).session.role).toBe('ADMIN');
    await expectAccessibleAtAllWidths(page, 'staff work queue', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
    });

    // The student screens are not theirs: no catalogue with hearts that fail, no dashboard.
    for (const path of ['/courses', '/dashboard', '/shortlisted']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Shortlist/ })).toHaveCount(0);
    }

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storagesOf(page)).toEqual({ local: {}, session: {} });
  });
});
