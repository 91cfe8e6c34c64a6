import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  DOCUMENT_TYPE_LABELS,
  LIMITS,
  PROFILE_MESSAGES,
  type TDocumentType,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import {
  holdRoute,
  openSection,
  slotOf,
  slotStatus,
  type TSectionName,
  watchCspViolations,
  watchRequests,
} from '../support/profile-page.ts';
import {
  docxFile,
  exeFile,
  jpegFile,
  oversizedPdfFile,
  pdfFile,
  pngFile,
  SAMPLE_SENTENCE,
  type TSampleFile,
} from '../support/sample-files.ts';
import { asStaff } from '../support/staff.ts';
import { createStudent, openAs, studentApi, type TStudent, uploadDocumentAs } from '../support/student.ts';

// §2 Profile documents (status, remark, preview in a modal), §4 Document statuses, §5 file uploads and
// previews, §8. Every flow at 375 px and 1440 px; every axe check at both widths.

let student: TStudent;

const UPLOAD_URL = /\/student\/document\/upload(\?|$)/;
const label = (type: TDocumentType) => DOCUMENT_TYPE_LABELS[type];

/** Opens the section and returns the slot of `type` in it. */
async function slotIn(page: Page, section: TSectionName, type: TDocumentType): Promise<Locator> {
  const slot = slotOf(await openSection(page, section), label(type));
  await expect(slot).toBeVisible();
  return slot;
}

/** Clicks the slot's button `name`, which opens the file chooser, and picks `file`. */
async function chooseFile(page: Page, slot: Locator, name: string, file: TSampleFile) {
  const chooserOpened = page.waitForEvent('filechooser');
  await slot.getByRole('button', { name, exact: true }).click();
  await (await chooserOpened).setFiles(file);
}

/** Uploads through the slot with the upload held back until its progress bar has been seen. */
async function uploadSeeingProgress(page: Page, slot: Locator, type: TDocumentType, file: TSampleFile) {
  const held = await holdRoute(page, UPLOAD_URL);
  await chooseFile(page, slot, `Upload ${label(type)}`, file);
  await expect(slot.getByRole('progressbar', { name: `Uploading ${label(type)}` })).toBeVisible();
  await held.release();
  await expect(slot.getByRole('progressbar')).toHaveCount(0);
  await expect(slotStatus(slot, 'UPLOADED')).toBeVisible();
}

const documentsOf = async (page: Page) =>
  (
    (await studentApi(page.request, student, 'GET', '/student/document/download-all')) as {
      documents: { id: number; type: string; status: string; remarks: string }[];
    }
  ).documents;

// Every flow at a phone's width and a desktop's, each with its own new student.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`Profile documents (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      student = await createStudent(request);
      await request.dispose();
    });

    test('uploads a passport PDF and a JPEG 10th marksheet in view mode, with a progress bar, then UPLOADED', async ({
      page,
    }) => {
      await openAs(page, student, '/profile');
      const passport = await slotIn(page, 'Personal Informations', 'PASSPORT');
      await expect(slotStatus(passport, 'Not uploaded')).toBeVisible();
      await expect(passport.getByText('PNG, JPG, PDF, DOC or DOCX, up to 10 MB')).toBeVisible();
      await expect(passport.getByLabel('Passport file', { exact: true })).toHaveAttribute(
        'accept',
        UPLOAD_ACCEPT,
      );
      await expect(passport.getByRole('button', { name: 'Preview Passport' })).toHaveCount(0);
      await uploadSeeingProgress(page, passport, 'PASSPORT', pdfFile('passport.pdf'));
      await expect(passport.getByRole('button', { name: 'Replace Passport', exact: true })).toBeVisible();
      await expect(passport.getByRole('button', { name: 'Preview Passport', exact: true })).toBeVisible();

      const ssc = await slotIn(page, 'Academic Documents', 'SSC');
      await uploadSeeingProgress(page, ssc, 'SSC', await jpegFile(page, 'ssc-marksheet.jpg'));
      await expect(ssc.getByRole('button', { name: `Replace ${label('SSC')}`, exact: true })).toBeVisible();

      expect(
        (await documentsOf(page)).map(({ type, status }) => ({ type, status })),
        'the server holds both',
      ).toEqual([
        { type: 'PASSPORT', status: 'UPLOADED' },
        { type: 'SSC', status: 'UPLOADED' },
      ]);
    });

    test('previews a PDF, a PNG and a Word document in a modal, with no CSP violation', async ({ page }) => {
      test.slow(); // three previews, two axe runs
      const violations = await watchCspViolations(page);
      await uploadDocumentAs(page.request, student, 'PASSPORT', pdfFile('passport.pdf'));
      await uploadDocumentAs(page.request, student, 'HSC', pngFile('hsc-marksheet.png'));
      await uploadDocumentAs(page.request, student, 'RESUME', docxFile('resume.docx'));
      await openAs(page, student, '/profile');

      const passport = await slotIn(page, 'Personal Informations', 'PASSPORT');
      await passport.getByRole('button', { name: 'Preview Passport', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Passport' });
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('title', 'passport.pdf (PDF)');
      await expect(frame).toHaveAttribute('src', /^blob:/);
      await expectAccessibleAtAllWidths(page, 'PDF preview modal', async () => {
        await expect(frame).toBeVisible();
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      const hsc = await slotIn(page, 'Academic Documents', 'HSC');
      await hsc.getByRole('button', { name: `Preview ${label('HSC')}`, exact: true }).click();
      dialog = page.getByRole('dialog', { name: label('HSC') });
      const image = dialog.getByRole('img', { name: 'hsc-marksheet.png' });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      const resume = await slotIn(page, 'Additional Documents', 'RESUME');
      await resume.getByRole('button', { name: `Preview ${label('RESUME')}`, exact: true }).click();
      dialog = page.getByRole('dialog', { name: label('RESUME') });
      const word = dialog.getByRole('document', { name: 'resume.docx (Word document)' });
      await expect(word.getByText(SAMPLE_SENTENCE)).toBeVisible({ timeout: 20_000 });
      await expectAccessibleAtAllWidths(page, 'Word preview modal', async () => {
        await expect(word.getByText(SAMPLE_SENTENCE)).toBeVisible();
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      expect(violations, 'Content Security Policy violations').toEqual([]);
    });

    test('refuses an .exe and an 11 MB PDF before sending anything', async ({ page }) => {
      await openAs(page, student, '/profile');
      const uploads = watchRequests(page, 'POST', UPLOAD_URL);
      const letter = await slotIn(page, 'Additional Documents', 'LETTER_OF_RECOMMENDATION_1');
      const input = letter.getByLabel(`${label('LETTER_OF_RECOMMENDATION_1')} file`, { exact: true });

      await input.setInputFiles(exeFile('setup.exe'));
      await expect(page.getByText(PROFILE_MESSAGES.unsupportedUploadFile).first()).toBeVisible();
      // The contract has no client-side size text; the server's own message is the one the web imports.
      await input.setInputFiles(oversizedPdfFile('scanned-letter.pdf'));
      await expect(
        page.getByText(UPLOAD_MESSAGES.fileTooLarge(LIMITS.documentMaxBytes / 1024 / 1024)).first(),
      ).toBeVisible();

      await expect(slotStatus(letter, 'Not uploaded')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(uploads, 'no upload request for a refused file').toEqual([]);
    });

    test("a document a counsellor rejected shows REJECTED and the remark; 'Upload a new version' puts it back to UPLOADED and keeps the rejected one in Earlier versions", async ({
      page,
    }) => {
      const remark = 'The scan is cut off at the bottom: please upload the full page.';
      const rejected = await uploadDocumentAs(
        page.request,
        student,
        'EXPERIENCE_CERTIFICATE',
        pdfFile('experience-2023.pdf'),
      );
      const review = { studentId: student.studentId, documentId: rejected.id };
      // A rejection carries its reason: the remark first (the status call refuses REJECTED without one).
      await asStaff(page.request, 'PUT', '/student/document/update-remarks', { ...review, remarks: remark });
      await asStaff(page.request, 'PUT', '/student/document/update-status', {
        ...review,
        status: 'REJECTED',
      });

      await openAs(page, student, '/profile');
      const slot = await slotIn(page, 'Additional Documents', 'EXPERIENCE_CERTIFICATE');
      await expect(slotStatus(slot, 'REJECTED')).toBeVisible();
      await expect(slot.getByText(remark)).toBeVisible();
      await expect(
        slot.getByRole('button', { name: `Replace ${label('EXPERIENCE_CERTIFICATE')}` }),
      ).toHaveCount(0);
      await expectAccessibleAtAllWidths(page, 'a rejected document with its remark', async () => {
        await expect(slotStatus(slot, 'REJECTED')).toBeVisible();
      });

      await chooseFile(page, slot, 'Upload a new version', pdfFile('experience-2024.pdf'));
      await expect(slotStatus(slot, 'UPLOADED')).toBeVisible();
      await expect(slot.getByText(remark)).toHaveCount(0); // the server clears the old file's remark

      // Earlier versions: the rejected file, with its date and a preview (opened if it is a disclosure).
      await expect(slot.getByText('Earlier versions')).toBeVisible();
      const disclosure = slot.getByRole('button', { name: 'Earlier versions' });
      if ((await disclosure.count()) > 0 && (await disclosure.getAttribute('aria-expanded')) === 'false') {
        await disclosure.click();
      }
      const earlier = slot.getByRole('listitem').filter({ hasText: 'REJECTED' });
      await expect(earlier).toHaveCount(1);
      await expect(earlier.getByRole('button', { name: /^Preview version \d+ \(/ })).toBeVisible();
      const [current] = (await documentsOf(page)).filter((document) => document.id === rejected.id);
      expect(current).toMatchObject({ status: 'UPLOADED', remarks: '' });
    });
  });
}
