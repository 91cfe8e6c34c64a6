import { expect, type Page } from '@playwright/test';
import {
  COUNSELLING_TOPICS,
  DOCUMENT_TYPE_LABELS,
  formatClockTime,
  type TDocumentType,
  TOAST_MESSAGES,
} from '@portal/contract';
import type { TBooking } from './counselling.ts';
import {
  expectProgress,
  openSection,
  setFields,
  slotOf,
  slotStatus,
  type TSectionName,
} from './profile-page.ts';
import { jpegFile, pdfFile, pngFile, type TSampleFile } from './sample-files.ts';
import { apiAs } from './session.ts';
import { expectToast } from './toast.ts';

/**
 * The student's steps of the whole journey (specs/full-journey.spec.ts) up to the shortlist, each done
 * as a person would: through the screens, by their visible names (notes: shared UI contract).
 */

/** Picks an option of a Mantine Select / MultiSelect by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

type TSlot = { time: string; available: boolean };

/** The registration form, filled and saved: on to /courses with the welcome toast. */
export async function registerThroughUi(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('combobox', { name: 'Launch date (intake)' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('checkbox', { name: 'UK' }).check();
  await choose(page, 'Study level', 'Postgraduate');
  await choose(page, 'Launch date (intake)', /./);
  await choose(page, 'Fields of study', 'Computer Science & IT');
  await choose(page, 'Current education', 'Undergraduate');
  await page.getByRole('textbox', { name: 'Passing year' }).fill('2023');
  await choose(page, 'Language test', 'IELTS');
  await page.getByRole('textbox', { name: 'IELTS score' }).fill('7.5');
  await page.getByRole('radio', { name: 'Issued' }).check();
  await page.getByRole('radio', { name: 'Self-Funding' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expectToast(page, 'success', TOAST_MESSAGES.welcome(name));
}

/** [section, its fields as [label, value]] of a complete profile (apps/api/docs/profile-progress.md). */
const PROFILE_FIELDS: [TSectionName, [string, string][]][] = [
  [
    'Personal Informations',
    [
      ['Date of Birth', '15-08-2001'],
      ['Marital Status', 'Single'],
      ['Nationality', 'Indian'],
      ['Passport Number', 'P1234567'],
    ],
  ],
  [
    'Contact Information',
    [
      ['WhatsApp Number', '9876543210'],
      ['Email', 'riya.sharma@example.com'],
      ['Address Line 1', '12 MG Road'],
      ['City', 'Pune'],
      ['Zip Code', '411001'],
      ['State', 'Maharashtra'],
      ['Country', 'India'],
    ],
  ],
  [
    'Academic Documents',
    [
      ['10th Board', 'CBSE'],
      ['10th Passing Year', '2017'],
      ['10th Score', '92%'],
      ['12th Board', 'State Board'],
      ['12th Passing Year', '2019'],
      ['12th Score', 'A+'],
    ],
  ],
];

/** The required documents (contract PROFILE_REQUIRED_DOCUMENTS), where each slot sits, with a real file. */
const PROFILE_DOCUMENTS: [TSectionName, TDocumentType, (page: Page) => Promise<TSampleFile>][] = [
  ['Personal Informations', 'PASSPORT', async () => pdfFile('passport.pdf')],
  ['Academic Documents', 'SSC', (page) => jpegFile(page, 'ssc-marksheet.jpg')],
  ['Academic Documents', 'HSC', async () => pngFile('hsc-marksheet.png')],
  ['Additional Documents', 'RESUME', async () => pdfFile('resume.pdf')],
  ['Additional Documents', 'LETTER_OF_RECOMMENDATION_1', async () => pdfFile('lor-professor.pdf')],
  ['Additional Documents', 'LETTER_OF_RECOMMENDATION_2', async () => pdfFile('lor-manager.pdf')],
];

/** The document slot of `type` in its section (opened). */
export async function profileSlot(page: Page, section: TSectionName, type: TDocumentType) {
  const slot = slotOf(await openSection(page, section), DOCUMENT_TYPE_LABELS[type]);
  await expect(slot).toBeVisible();
  return slot;
}

/** Clicks the slot's button `button` (it opens the file chooser), picks `file`, waits for UPLOADED. */
export async function uploadInSlot(
  page: Page,
  section: TSectionName,
  type: TDocumentType,
  file: TSampleFile,
  button = `Upload ${DOCUMENT_TYPE_LABELS[type]}`,
): Promise<void> {
  const slot = await profileSlot(page, section, type);
  const chooserOpened = page.waitForEvent('filechooser');
  await slot.getByRole('button', { name: button, exact: true }).click();
  await (await chooserOpened).setFiles(file);
  await expect(slotStatus(slot, 'UPLOADED')).toBeVisible();
}

/** Fills every section (Edit → fields → Save), uploads the six documents and a photo: 100 %. */
export async function completeProfileThroughUi(page: Page): Promise<void> {
  await page.goto('/profile');
  for (const [name, fields] of PROFILE_FIELDS) {
    const section = await openSection(page, name);
    await section.getByRole('button', { name: 'Edit', exact: true }).click();
    await setFields(section, fields);
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(TOAST_MESSAGES.profileUpdated).first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  }
  for (const [section, type, fileOf] of PROFILE_DOCUMENTS) {
    await uploadInSlot(page, section, type, await fileOf(page));
  }
  // The photo: upload view → crop → preview → Done (§4 Profile photo views).
  const main = page.getByRole('main');
  await page.getByRole('button', { name: 'Change profile photo' }).click();
  const chooserOpened = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooserOpened).setFiles(pngFile('portrait.png', 240));
  await page.getByRole('button', { name: 'Crop Photo' }).click();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Change profile photo' }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expectProgress(page, 100);
}

/** /book-counselling → /session-time → /select-topic, from a course card's 'Book Free Counselling'. */
export async function bookCounsellingThroughUi(page: Page): Promise<TBooking> {
  await page.goto('/courses');
  await page.getByRole('article').first().getByRole('link', { name: 'Book Free Counselling' }).click();
  await expect(page).toHaveURL(/\/book-counselling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Free Counselling' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByText('Times are India time (IST)').first()).toBeVisible();
  const days = page.getByRole('radiogroup', { name: 'Choose a day' });
  await expect(days.getByRole('radio', { checked: true })).toHaveCount(1); // tomorrow or the next open day
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/session-time\?date=\d{4}-\d{2}-\d{2}$/);
  const date = new URL(page.url()).searchParams.get('date') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a time' })).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  // The server's last free slot of that day is the one picked (and the screen must offer it): other specs
  // beside this one book the first free seats through the API, and could fill a slot between read and Confirm.
  const slots = (await apiAs(page, 'GET', `/api/counselling/slots?date=${date}`)) as TSlot[];
  const time = slots.filter((slot) => slot.available).at(-1)?.time ?? 'no free slot';
  const times = page.getByRole('radiogroup', { name: 'Available times' });
  await expect(times.getByRole('radio')).toHaveCount(slots.length);
  await times.getByRole('radio', { name: formatClockTime(time, { hasZone: false }), exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/select-topic\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ date, time });
  await expect(
    page.getByRole('heading', { level: 1, name: 'What would you like to discuss?' }),
  ).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('checkbox', { name: COUNSELLING_TOPICS[0].name }).check();
  const main = page.getByRole('main');
  await expect(main.getByText('Your session').first()).toBeVisible();
  await expect(main.getByText('30 minutes').first()).toBeVisible();
  await expect(main.getByText(formatClockTime(time)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expectToast(
    page,
    'success',
    new RegExp(`^Counselling booked for \\w+, \\d{1,2} \\w+ at ${formatClockTime(time)}$`),
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  return { date, time };
}

/** Shortlists the first `count` courses of /courses with distinct names (the heart); returns their names. */
export async function shortlistThroughUi(page: Page, count: number): Promise<string[]> {
  await page.goto('/courses');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const names = [...new Set((await cards.locator('h3').allTextContents()).map((name) => name.trim()))];
  expect(names.length, 'distinct courses on the first page').toBeGreaterThanOrEqual(count);
  const chosen = names.slice(0, count);
  for (const name of chosen) {
    const card = page.getByRole('article', { name, exact: true }).first();
    await card.getByRole('button', { name: 'Shortlist', exact: true }).click();
    await expectToast(page, 'success', TOAST_MESSAGES.shortlistAdded);
    await expect(card.getByRole('button', { name: 'Shortlisted', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  return chosen;
}
