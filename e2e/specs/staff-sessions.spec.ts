import { expect, test } from '@playwright/test';
import { SESSION_POLICY_MESSAGES } from '@portal/contract';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { createCounsellor, openAdminConsole, openConsole } from '../support/console.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { signInAsRegisteredStudent, tokenOf } from '../support/session.ts';

/**
 * Ending sessions (docs/decisions/0009-staff-session-lifetime.md): an admin ends a counsellor's; anyone signs
 * out everywhere.
 */
test('an admin ends a counsellor’s sessions: the open console goes to sign-in and says why', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const counsellor = await createCounsellor(page.request, 'Counsellor To Sign Out');
  const counsellorPage = await openConsole(browser, counsellor.mobileNumber, 1440);

  const admin = await openAdminConsole(browser, page.request, 1440);
  await admin.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Team' }).click();
  const row = admin.getByRole('row').filter({ hasText: 'Counsellor To Sign Out' });
  await row.getByRole('button', { name: 'End sessions' }).click();
  const confirm = admin.getByRole('dialog', { name: "End Counsellor To Sign Out's sessions?" });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'end sessions dialog');
  await shootAtAllWidths(admin, 'console-end-sessions-dialog');
  await confirm.getByRole('button', { name: 'Yes, end sessions' }).click();
  await expect(admin.getByText('Counsellor To Sign Out is signed out on every device.')).toBeVisible();

  // The console's next call finds the session ended: this click, or the queue's 15 s poll when the
  // screenshots above took longer than that on a busy machine (then the console is already at sign-in).
  await counsellorPage
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Students' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(counsellorPage).toHaveURL(/\/login$/);
  await expect(counsellorPage.getByText(SESSION_POLICY_MESSAGES.sessionsEnded)).toBeVisible();
  await expectNoSeriousA11yViolations(counsellorPage, 'sign-in after sessions ended');
  await shootAtAllWidths(counsellorPage, 'login-session-ended');
  await counsellorPage.context().close();
  await admin.context().close();
});

test('a student signs out everywhere from the avatar menu, after confirming', async ({ page }) => {
  await signInAsRegisteredStudent(page);
  const token = await tokenOf(page);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out on every device?' });
  await expect(confirm).toBeVisible();
  await shootAtAllWidths(page, 'student-sign-out-everywhere-dialog');
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await page.request.get('/auth/session', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
