import { expect, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { signInAsRegisteredStudent } from '../support/session.ts';

test('the login screen is served by the production build and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expectAccessibleAtAllWidths(page, 'login');
});

test('a registered student reaches the courses screen', async ({ page }) => {
  await signInAsRegisteredStudent(page);
  await expect(page).toHaveURL(/\/courses$/);
});
