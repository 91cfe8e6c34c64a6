import { expect, test } from '@playwright/test';
import { signInAsRegisteredStudent } from '../support/session.ts';
import { asStaff } from '../support/staff.ts';

// The harness itself (the login screen and a registered student's sign-in are covered by
// sign-in.spec.ts, registration.spec.ts and session.spec.ts).
test('the counsellor made before the portal started can act on a student', async ({ page }) => {
  await signInAsRegisteredStudent(page);
  await expect(page).toHaveURL(/\/courses$/);
  const studentId = Number(await page.evaluate(() => sessionStorage.getItem('studentId')));
  const detail = (await asStaff(page.request, 'GET', `/api/staff/students/${studentId}`)) as {
    account?: unknown;
  };
  expect(detail).toBeTruthy();
});
