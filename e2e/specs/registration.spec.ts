import { expect, type Page, test } from '@playwright/test';
import { TOAST_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { apiAs, signInAsRegisteredStudent, signInThroughUi } from '../support/session.ts';
import { sessionItem } from '../support/storage.ts';
import { expectToast } from '../support/toast.ts';

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
  test('a new student fills the form: §5 messages on an empty submit, then saved and on to the top of /courses with a welcome', async ({
    page,
  }) => {
    // A phone: the form is long there, so the student is far down the page when saving.
    await page.setViewportSize({ width: 375, height: 812 });
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
    // /courses starts at its top (not at the form's scroll position), with a word of success.
    await expectToast(page, 'success', TOAST_MESSAGES.welcome('Riya Sharma'));
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('reopening /registration shows the saved answers; saved again, on to /courses; Back goes to /courses', async ({
    page,
  }) => {
    await signInAsRegisteredStudent(page, '/registration');
    const [intake] = (await apiAs(page, 'GET', '/intake-details/all')) as { name: string }[];
    // The answers of registerByApi (support/session.ts).
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Riya Sharma');
    await expect(page.getByRole('checkbox', { name: 'UK' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Canada' })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Study level' })).toHaveValue('Postgraduate');
    await expect(page.getByRole('combobox', { name: 'Launch date (intake)' })).toHaveValue(
      intake?.name ?? '-',
    );
    // The chosen fields show as pills beside the multi-select's input.
    const fields = page
      .locator('.mantine-InputWrapper-root')
      .filter({ has: page.getByRole('combobox', { name: 'Fields of study' }) });
    await expect(fields).toContainText('Computer Science & IT');
    await expect(page.getByRole('combobox', { name: 'Current education' })).toHaveValue('Undergraduate');
    await expect(page.getByRole('textbox', { name: 'Passing year' })).toHaveValue('2022');
    await expect(page.getByRole('combobox', { name: 'Language test' })).toHaveValue('IELTS');
    await expect(page.getByRole('textbox', { name: 'IELTS score' })).toHaveValue('7.5');
    await expect(page.getByRole('radio', { name: 'Issued' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Self-Funding' })).toBeChecked();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expectToast(page, 'success', TOAST_MESSAGES.studyPlanSaved);

    await page.goto('/registration');
    await page.getByRole('link', { name: /Back/ }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
