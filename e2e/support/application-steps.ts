import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  CONDITIONAL_DOCUMENT_TYPE_LABELS,
  type TApplicationDocumentsResponse,
  type TConditionalDocumentType,
  TOAST_MESSAGES,
  ZApplicationDocumentsResponse,
} from '@portal/contract';
import { setField } from './profile-page.ts';
import { pdfFile } from './sample-files.ts';
import { apiAs } from './session.ts';
import { expectToast } from './toast.ts';

/**
 * The student's steps of the whole journey (specs/full-journey.spec.ts) from Apply Now on: the
 * application journey, the offers and Applied Courses, by the names of the shared UI contract.
 */

export type TJourneyStep = 'Essential Docs' | 'Additional Docs' | 'Conditional Offer' | 'Unconditional Offer';

/** §2 Application journey texts the steps check. */
export const OFFER_TEXTS = {
  conditional: (name: string) => `Congrats, ${name}! Conditional Offer Received!`,
  conditionalBody:
    "Great job! You've got a conditional offer! Fulfill the requirements to unlock your place!",
  unconditional: (name: string) => `Congrats, ${name}! Unconditional Offer Received!`,
} as const;

/** The application's documents as the student's own call answers them. */
export async function applicationDocumentsOf(
  page: Page,
  applicationId: number,
): Promise<TApplicationDocumentsResponse> {
  return ZApplicationDocumentsResponse.parse(
    await apiAs(page, 'GET', `/application/document/all?applicationId=${applicationId}`),
  );
}

/** Apply Now on the course's /shortlisted card: the contract's success toast, then the journey; returns the application id. */
export async function applyFromShortlist(page: Page, courseName: string): Promise<number> {
  await page.goto('/shortlisted');
  const card = page.getByRole('article', { name: courseName, exact: true });
  await expect(card.getByText('EXPERT CHOICE')).toBeVisible();
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await expectToast(page, 'success', TOAST_MESSAGES.applicationSubmitted);
  await expect(page).toHaveURL(/\/application-journey(\?|$)/);
  const applicationId = Number(await page.evaluate(() => sessionStorage.getItem('applicationId')));
  expect(applicationId, 'the §3 session key applicationId').toBeGreaterThan(0);
  return applicationId;
}

/** Clicks a step of the journey's stepper; it becomes the current one. */
export async function openJourneyStep(page: Page, step: TJourneyStep): Promise<void> {
  const button = page.getByRole('button', { name: step, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'step');
}

/** Additional Docs: the statement of purpose, then one 'Other Documents' row of type Portfolio. */
export async function uploadSopAndPortfolio(page: Page, applicationId: number): Promise<void> {
  await openJourneyStep(page, 'Additional Docs');
  const sop = page.getByRole('group', { name: 'Statement of Purpose', exact: true });
  await sop.getByLabel('Statement of Purpose file', { exact: true }).setInputFiles(pdfFile('sop.pdf'));
  await expect(sop.getByRole('button', { name: 'Replace Statement of Purpose' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Other Documents' })).toBeVisible();
  // Nothing uploaded yet: the screen offers one empty row; 'Add other document' adds a second, Remove drops it.
  const rows = main.getByRole('group', { name: /^Other document \d+$/ });
  await expect(rows).toHaveCount(1);
  await main.getByRole('button', { name: 'Add other document' }).click();
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(1);
  const row = main.getByRole('group', { name: 'Other document 1', exact: true });
  await setField(row, 'Document Type', 'Portfolio');
  await row.getByLabel('Certificate', { exact: true }).setInputFiles(pdfFile('portfolio.pdf'));
  await expect(main.getByText('portfolio.pdf').first()).toBeVisible();

  await expect
    .poll(async () =>
      (await applicationDocumentsOf(page, applicationId)).documents.map(({ type }) => type).sort(),
    )
    .toEqual(['PORTFOLIO', 'STATEMENT_OF_PURPOSE']);
}

/** Download Your Offer!: a PDF reaches the browser's downloads. */
export async function downloadOffer(page: Page): Promise<void> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Your Offer!' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  const saved = await fs.readFile(await download.path());
  expect(saved.subarray(0, 5).toString('latin1'), 'the offer letter is a PDF').toBe('%PDF-');
}

/** Conditional Offer: congrats, §2 text, the letter downloaded with its toast. */
export async function expectConditionalOffer(page: Page, name: string): Promise<void> {
  await openJourneyStep(page, 'Conditional Offer');
  await expect(page.getByRole('heading', { name: OFFER_TEXTS.conditional(name) })).toBeVisible();
  await expect(page.getByText(OFFER_TEXTS.conditionalBody, { exact: true })).toBeVisible();
  await downloadOffer(page);
  await expectToast(page, 'success', TOAST_MESSAGES.conditionalOfferDownloaded);
}

/** Submit Conditional Docs: uploads the file the offer asks for; the server then holds it. */
export async function uploadConditionalDocument(
  page: Page,
  applicationId: number,
  type: TConditionalDocumentType,
): Promise<void> {
  const label = CONDITIONAL_DOCUMENT_TYPE_LABELS[type];
  await expect(page.getByRole('heading', { name: 'Submit Conditional Docs' })).toBeVisible();
  const group = page.getByRole('group', { name: label, exact: true });
  await group
    .getByLabel(`${label} file`, { exact: true })
    .setInputFiles(pdfFile(`${type.toLowerCase()}.pdf`));
  // 'Uploaded {type} successfully' (§8), with the document's name, never its code.
  await expectToast(page, 'success', `Uploaded ${label} successfully`);
  const [asked] = (await applicationDocumentsOf(page, applicationId)).conditionalDocuments;
  expect(asked).toMatchObject({ type, uploaded: true, status: 'UPLOADED' });
}

/** Unconditional Offer: congrats, the letter downloaded, Go to Dashboard. */
export async function expectUnconditionalOffer(page: Page, name: string): Promise<void> {
  await openJourneyStep(page, 'Unconditional Offer');
  await expect(page.getByRole('heading', { name: OFFER_TEXTS.unconditional(name) })).toBeVisible();
  await downloadOffer(page);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
}

/**
 * /applied-courses: the course's card with its real status line and the way back to its journey:
 * Conditional Offer opens the received offer's step (2 conditional, 3 unconditional), else step 0.
 */
export async function expectAppliedCourse(
  page: Page,
  courseName: string,
  applicationId: number,
  statusLine: string,
  journeyStep: 0 | 2 | 3,
): Promise<void> {
  await page.goto('/applied-courses');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(breadcrumb.getByText('Applied Courses')).toBeVisible();
  const card = page.getByRole('article', { name: courseName, exact: true });
  // The line reads the label alone; a screen reader hears 'Status: ' before it (visually hidden).
  await expect(card.getByText(new RegExp(`^(Status: )?${statusLine}$`))).toBeVisible();
  await expect(card.getByRole('link', { name: 'Conditional Offer' })).toHaveAttribute(
    'href',
    `/application-journey?applicationId=${applicationId}&step=${journeyStep}`,
  );
  await expect(card.getByRole('button', { name: 'Opt Out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Another Course' })).toHaveAttribute(
    'href',
    '/shortlisted',
  );
}
