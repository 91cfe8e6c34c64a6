import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PLATFORM_FEE, TOAST_MESSAGES } from '@portal/contract';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { pdfFile } from '../support/sample-files.ts';
import { asStaff, staffTokenOf } from '../support/staff.ts';
import { createStudent, openAs, studentApi, type TStudent } from '../support/student.ts';
import { expectToast } from '../support/toast.ts';

/**
 * The application journey (§2, §4 Offer stages) in a real browser, at a phone's and a desktop's width: a
 * student who paid and applied to an expert-choice course (set up through the API, as a counsellor would)
 * uploads an SOP and a portfolio, sees Not Yet, then the conditional offer (download, conditional document)
 * and the unconditional one as staff move the application along.
 */

type TCourse = { id: number; name: string };

async function appliedStudent(
  request: APIRequestContext,
): Promise<{ student: TStudent; applicationId: number }> {
  const student = await createStudent(request);
  const courses = (await studentApi(request, student, 'POST', '/api/course/filter?pageNumber=1&pageSize=5', {
    course_category: [],
    country: [],
    studyLevel: '',
  })) as { content: TCourse[] };
  const course = courses.content[0];
  if (!course) throw new Error('no course in the catalogue');
  await studentApi(request, student, 'POST', '/shortlist/add', { courseId: course.id });
  await asStaff(request, 'POST', `/api/staff/students/${student.studentId}/payments`, {
    amount: PLATFORM_FEE.total,
  });
  await asStaff(request, 'PUT', `/api/staff/students/${student.studentId}/shortlist/${course.id}`, {
    status: 'EXPERT_CHOICE',
  });
  const application = (await studentApi(request, student, 'POST', '/api/application', {
    courseId: course.id,
  })) as { id: number };
  return { student, applicationId: application.id };
}

/** Staff upload an offer letter (multipart `file`, a PDF). */
async function uploadOfferLetter(request: APIRequestContext, applicationId: number, kind: string) {
  const response = await request.post(`/api/staff/applications/${applicationId}/offer-letter?kind=${kind}`, {
    headers: { authorization: `Bearer ${await staffTokenOf(request)}` },
    multipart: { file: pdfFile(`${kind.toLowerCase()}-offer.pdf`, `Your ${kind.toLowerCase()} offer.`) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const setStatus = (request: APIRequestContext, applicationId: number, status: string) =>
  asStaff(request, 'PUT', `/api/staff/applications/${applicationId}/status`, { status });

/** A screenshot of the state, kept with the test's results (and in SHOTS_DIR when set). */
async function shoot(page: Page, width: number, state: string) {
  await page.evaluate(() => document.fonts.ready);
  const file = test.info().outputPath(`${width}-${state}.png`);
  await page.screenshot({ path: file, fullPage: true });
  if (process.env.SHOTS_DIR)
    await fs.copyFile(file, path.join(process.env.SHOTS_DIR, `${width}-${state}.png`));
}

const stepButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

for (const width of [375, 1440] as const) {
  test(`a student follows the application journey to an unconditional offer (${width} px)`, async ({
    page,
    request,
  }) => {
    test.slow(); // sign-in, staff set-up, uploads and axe on a shared machine
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const { student, applicationId } = await appliedStudent(request);
    // Every layout shift of the first screen (the skeleton holds the final places).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await openAs(page, student, `/application-journey?applicationId=${applicationId}&step=0`);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Journey' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('New Application');
    await expect(stepButton(page, 'Essential Docs')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('group', { name: 'Passport' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Passport' }).getByText('Not uploaded')).toBeVisible();
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift, 'cumulative layout shift of the journey').toBeLessThanOrEqual(0.02);
    await shoot(page, width, '1-essential-docs');

    // Additional Docs: the SOP and a portfolio row.
    await stepButton(page, 'Additional Docs').click();
    await expect(page).toHaveURL(/step=1/);
    const sop = page.getByRole('group', { name: 'Statement of Purpose' });
    await sop.getByLabel('Statement of Purpose file').setInputFiles(pdfFile('my-sop.pdf'));
    await expect(sop.getByRole('button', { name: 'Replace Statement of Purpose' })).toBeVisible();
    await expect(sop.getByText('my-sop.pdf', { exact: true })).toBeVisible();
    await expect(sop.getByRole('status')).toHaveText('my-sop.pdf uploaded.');
    await page.getByLabel('Certificate', { exact: true }).setInputFiles(pdfFile('portfolio.pdf'));
    const row = page.getByRole('group', { name: 'portfolio.pdf' });
    await expect(row.getByRole('button', { name: 'Remove' })).toBeVisible();
    await page.getByRole('button', { name: 'Add other document' }).click();
    await expect(page.getByRole('combobox', { name: 'Document Type' })).toHaveValue('PORTFOLIO');
    await shoot(page, width, '2-additional-docs');
    await expectNoSeriousA11yViolations(page, `Additional Docs at ${width} px`);

    // No offer yet.
    await stepButton(page, 'Conditional Offer').click();
    await expect(page.getByRole('heading', { name: 'Not Yet, Riya Sharma!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await shoot(page, width, '3-not-yet');

    // Staff send a conditional offer that asks for one document; the step change re-reads the status.
    await setStatus(request, applicationId, 'CONDITIONAL_OFFER_RECEIVED');
    await uploadOfferLetter(request, applicationId, 'CONDITIONAL');
    await asStaff(request, 'PUT', `/api/staff/applications/${applicationId}/conditional-documents`, {
      types: ['IELTS'],
    });
    await stepButton(page, 'Unconditional Offer').click();
    await expect(page.getByRole('heading', { name: 'Not Yet, Riya Sharma!' })).toBeVisible();
    await page.goBack();
    await expect(stepButton(page, 'Conditional Offer')).toHaveAttribute('aria-current', 'step');
    await expect(
      page.getByRole('heading', { name: 'Congrats, Riya Sharma! Conditional Offer Received!' }),
    ).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Your Offer!' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`conditional-offer-${applicationId}.pdf`);
    expect((await fs.readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await expectToast(page, 'success', TOAST_MESSAGES.conditionalOfferDownloaded);
    const ielts = page.getByRole('group', { name: 'IELTS' });
    await ielts.getByLabel('IELTS file').setInputFiles(pdfFile('ielts.pdf'));
    await expectToast(page, 'success', 'Uploaded IELTS successfully');
    await expect(ielts.getByText('ielts.pdf')).toBeVisible();
    await shoot(page, width, '4-conditional-offer');
    await expectNoSeriousA11yViolations(page, `Conditional Offer at ${width} px`);

    // The unconditional offer.
    await setStatus(request, applicationId, 'UNCONDITIONAL_OFFER_RECEIVED');
    await uploadOfferLetter(request, applicationId, 'UNCONDITIONAL');
    await stepButton(page, 'Unconditional Offer').click();
    await expect(
      page.getByRole('heading', { name: 'Congrats, Riya Sharma! Unconditional Offer Received!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const unconditional = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Your Offer!' }).click();
    expect((await unconditional).suggestedFilename()).toBe(`unconditional-offer-${applicationId}.pdf`);
    await shoot(page, width, '5-unconditional-offer');
    await expectNoSeriousA11yViolations(page, `Unconditional Offer at ${width} px`);

    // Both offers show as received.
    await stepButton(page, 'Conditional Offer').click();
    await expect(
      page.getByRole('heading', { name: 'Congrats, Riya Sharma! Conditional Offer Received!' }),
    ).toBeVisible();
  });
}
