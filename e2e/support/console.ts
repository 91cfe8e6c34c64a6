import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import {
  APPLICATION_STATUS_LABELS,
  CONDITIONAL_DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPE_LABELS,
  PAYMENT_MODE_LABELS,
  type TApplicationStatus,
  type TConditionalDocumentType,
  type TDocumentType,
  type TPaymentMode,
  type TStaffAccount,
  ZStaffAccount,
} from '@portal/contract';
import { nextMobileNumber } from './otp.ts';
import type { TSampleFile } from './sample-files.ts';
import { signInThroughUi } from './session.ts';
import { consoleAdminMobile } from './staff.ts';
import { staffTokenIn } from './staff-token.ts';

/**
 * What a counsellor or an admin does in the staff console, as a person would: through the
 * screens, by the names the console's UI contract gives its controls.
 */

/** The console admin's token of this worker (signed in through the OTP calls once per run and worker). */
export const adminTokenOf = (request: APIRequestContext, renewAfterSeconds?: number): Promise<string> =>
  staffTokenIn(request, consoleAdminMobile(), renewAfterSeconds);

/** A new counsellor account of this run, added by the admin (POST /api/staff/accounts). */
export async function createCounsellor(request: APIRequestContext, name: string): Promise<TStaffAccount> {
  const response = await request.post('/api/staff/accounts', {
    headers: { authorization: `Bearer ${await adminTokenOf(request)}` },
    data: { mobileNumber: nextMobileNumber(), name, role: 'COUNSELLOR' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ZStaffAccount.parse(await response.json());
}

/** A new browser window signed in as `mobileNumber` through the login screen, on the work queue. */
export async function openConsole(browser: Browser, mobileNumber: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInThroughUi(page, { mobileNumber });
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/**
 * A new browser window of this worker's console admin, with the token the worker signed in with (the
 * window a second tab would be: local storage carries the token, the session is restored from it): its
 * number already had its code of this run, and a second sign-in could read that one.
 */
export async function openAdminConsole(browser: Browser, request: APIRequestContext, width = 1440) {
  // Fresh: the window renews (and so revokes) a token only once it is 5 minutes old.
  const token = await adminTokenOf(request, 60);
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/staff');
  // A new window loads the console's code first: 8-10 s on a busy 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Work queue' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** The console's page has its data in: no loader, no skeleton left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Please wait..')).toHaveCount(0);
}

/** Picks `option` in the field labelled `label`: a native select or a Mantine combobox. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true }).first();
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** "+91 98765 43210": how a person types a phone number they read off a form. */
export const spacedPhone = (mobileNumber: string) =>
  `+91 ${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`;

/** Students: finds the student by phone number and opens their page. */
export async function openStudentByPhone(page: Page, mobileNumber: string, name: string): Promise<void> {
  await page.goto('/staff/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search students' }).fill(spacedPhone(mobileNumber));
  // The list follows once typing pauses: wait for the search in the address and its answer.
  await expect(page).toHaveURL(/[?&]q=/);
  await settled(page);
  const row = page.getByRole('row').filter({ hasText: mobileNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/staff\/students\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const VERDICT_BUTTONS = { ACCEPTED: 'Accept', REJECTED: 'Reject', EXEMPTED: 'Exempt' } as const;
type TVerdict = keyof typeof VERDICT_BUTTONS;

/** Documents: Accept / Reject / Exempt one document with a remark (and, for a rejection, a common reason). */
export async function reviewDocument(
  page: Page,
  type: TDocumentType,
  verdict: TVerdict,
  options: { remark?: string; reason?: string } = {},
): Promise<void> {
  const label = DOCUMENT_TYPE_LABELS[type];
  const slot = section(page, 'Documents').getByRole('group', { name: label, exact: true });
  await slot.getByRole('button', { name: VERDICT_BUTTONS[verdict], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${label}` });
  await expect(dialog).toBeVisible();
  if (options.reason) await dialog.getByRole('checkbox', { name: options.reason }).check();
  if (options.remark) await dialog.getByRole('textbox', { name: 'Remark' }).fill(options.remark);
  await dialog.getByRole('button', { name: `${VERDICT_BUTTONS[verdict]} document` }).click();
  await expect(dialog).toBeHidden();
  await expect(slot.getByText(verdict, { exact: true })).toBeVisible();
}

/** Counselling: Mark completed, with a note. */
export async function completeCounsellingInConsole(page: Page, note: string): Promise<void> {
  const counselling = section(page, 'Counselling');
  await counselling.getByRole('button', { name: 'Mark completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark session completed' });
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await dialog.getByRole('button', { name: 'Mark completed' }).click();
  await expect(dialog).toBeHidden();
  await expect(counselling.getByText(note)).toBeVisible();
}

/** Payments: records a payment; the console then shows what was paid of ₹4,956. */
export async function recordPaymentInConsole(
  page: Page,
  payment: { amount: number; mode: TPaymentMode; reference?: string },
): Promise<void> {
  const payments = section(page, 'Payments');
  await payments.getByLabel('Amount (₹)').fill(String(payment.amount));
  await choose(payments, 'Mode', PAYMENT_MODE_LABELS[payment.mode]);
  if (payment.reference) await payments.getByLabel('Reference').fill(payment.reference);
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(payments.getByRole('link', { name: 'Receipt' }).first()).toBeVisible();
}

/**
 * Shortlist: finds the course in the catalogue (by its name, then the one of `university`: names repeat
 * across universities) and adds it as the counsellor's expert choice.
 */
export async function addExpertChoice(page: Page, course: { name: string; university: string }) {
  const shortlist = section(page, 'Shortlist');
  await shortlist.getByRole('searchbox', { name: 'Search the catalogue' }).fill(course.name);
  const result = shortlist
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Add as expert choice' }) })
    .filter({ hasText: course.name })
    .filter({ hasText: course.university })
    .first();
  await result.getByRole('button', { name: 'Add as expert choice' }).click();
  await expect(shortlist.getByText('Expert choice').first()).toBeVisible();
}

/** Shortlist: marks a course the student shortlisted as the counsellor's expert choice. */
export async function markExpertChoice(page: Page, courseName: string): Promise<void> {
  const entry = section(page, 'Shortlist')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Mark as expert choice' }) })
    .filter({ hasText: courseName })
    .first();
  await entry.getByRole('button', { name: 'Mark as expert choice' }).click();
  await expect(
    section(page, 'Shortlist')
      .getByRole('listitem')
      .filter({ hasText: courseName })
      .getByText('Expert choice'),
  ).toBeVisible();
}

/** Applications: the article of the application to `courseName`. */
export const applicationCard = (page: Page, courseName: string) =>
  section(page, 'Applications').getByRole('article', { name: courseName });

/** Applications: moves the application to `status` (Move to + Update status). */
export async function moveApplication(page: Page, courseName: string, status: TApplicationStatus) {
  const card = applicationCard(page, courseName);
  await choose(card, 'Move to', APPLICATION_STATUS_LABELS[status]);
  await card.getByRole('button', { name: 'Update status' }).click();
  await expect(card.getByText(APPLICATION_STATUS_LABELS[status], { exact: true }).first()).toBeVisible();
}

/** Applications: uploads an offer letter (PDF) through its file input. */
export async function uploadOfferLetterInConsole(
  page: Page,
  courseName: string,
  kind: 'Conditional' | 'Unconditional',
  file: TSampleFile,
): Promise<void> {
  const card = applicationCard(page, courseName);
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/offer-letter') && response.request().method() === 'POST',
  );
  await card.getByLabel(`${kind} offer letter (PDF)`, { exact: true }).setInputFiles(file);
  expect((await uploaded).ok()).toBe(true);
}

/** Applications: the documents the conditional offer asks for. */
export async function askForConditionalDocuments(
  page: Page,
  courseName: string,
  types: TConditionalDocumentType[],
): Promise<void> {
  const card = applicationCard(page, courseName);
  for (const type of types)
    await card.getByRole('checkbox', { name: CONDITIONAL_DOCUMENT_TYPE_LABELS[type] }).check();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/conditional-documents') && response.request().method() === 'PUT',
  );
  await card.getByRole('button', { name: 'Save conditional documents' }).click();
  expect((await saved).ok()).toBe(true);
}
