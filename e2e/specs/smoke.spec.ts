import { expect, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { signInAsRegisteredStudent } from '../support/session.ts';
import { asStaff } from '../support/staff.ts';

test('the login screen is served by the production build and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expectAccessibleAtAllWidths(page, 'login');
});

test('a registered student reaches the courses screen', async ({ page }) => {
  await signInAsRegisteredStudent(page);
  await expect(page).toHaveURL(/\/courses$/);
});

test('the counsellor made before the portal started can act on a student', async ({ page }) => {
  await signInAsRegisteredStudent(page);
  const studentId = Number(await page.evaluate(() => sessionStorage.getItem('studentId')));
  const detail = (await asStaff(page.request, 'GET', `/api/staff/students/${studentId}`)) as {
    account?: unknown;
  };
  expect(detail).toBeTruthy();
});
