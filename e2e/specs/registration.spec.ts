import { expect, type Page, test } from '@playwright/test';
import { VALIDATION_MESSAGES } from '@portal/contract';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { signInAsRegisteredStudent, signInThroughUi } from '../support/session.ts';
import { sessionItem } from '../support/storage.ts';

/** §5: what an empty submit of the registration form says. */
const EMPTY_FORM_MESSAGES = [
  VALIDATION_MESSAGES.selectCountry,
  VALIDATION_MESSAGES.selectStudyLevel,
  VALIDATION_MESSAGES.selectLaunchDate,
  VALIDATION_MESSAGES.selectFieldOfStudy,
  VALIDATION_MESSAGES.selectCurrentEducation,
  VALIDATION_MESSAGES.passingYearRequired,
  VALIDATION_MESSAGES.selectLanguageTest,
  VALIDATION_MESSAGES.selectPassportStatus,
  VALIDATION_MESSAGES.selectFundingPath,
];

/** Picks an option of a Mantine Select / MultiSelect by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test.describe('registration (§2, §5)', () => {
  test('a new student fills the form: §5 messages on an empty submit, then saved and on to /courses', async ({
    page,
  }) => {
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/registration$/);
    const save = page.getByRole('button', { name: 'Save and continue' });
    await expect(save).toBeVisible();
    // The launch dates come from the server: wait for them before checking the page.
    await expect(page.getByRole('combobox', { name: 'Launch date (intake)' })).toBeEnabled();
    await expectAccessibleAtAllWidths(page, 'registration');

    await save.click();
    for (const message of EMPTY_FORM_MESSAGES) await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/registration$/);
    await expectAccessibleAtAllWidths(page, 'registration with errors');

    await page.getByRole('textbox', { name: 'Full name' }).fill('Riya Sharma');
    await page.getByRole('checkbox', { name: 'UK' }).check();
    await choose(page, 'Study level', 'Postgraduate');
    await choose(page, 'Launch date (intake)', /./);
    await choose(page, 'Fields of study', 'Computer Science & IT');
    await choose(page, 'Current education', 'Undergraduate');
    await page.getByRole('textbox', { name: 'Passing year' }).fill('2023');
    await choose(page, 'Language test', 'IELTS');
    await save.click();
    await expect(page.getByText(VALIDATION_MESSAGES.enterLanguageScore)).toBeVisible();
    await page.getByRole('textbox', { name: 'IELTS score' }).fill('7.5');
    await page.getByRole('radio', { name: 'Issued' }).check();
    await page.getByRole('radio', { name: 'Self-Funding' }).check();
    await save.click();

    await expect(page).toHaveURL(/\/courses$/);
    expect(await sessionItem(page, 'userName')).toBe('Riya Sharma');
  });

  test('Back on /registration goes to /courses', async ({ page }) => {
    await signInAsRegisteredStudent(page, '/registration');
    await page.getByRole('link', { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
