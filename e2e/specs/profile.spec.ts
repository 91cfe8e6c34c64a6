import { expect, type Page, test } from '@playwright/test';
import {
  DOCUMENT_PROGRESS_WEIGHTS,
  formatPhoneDisplay,
  TOAST_MESSAGES,
  VALIDATION_MESSAGES,
} from '@portal/contract';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { bookCounselling } from '../support/counselling.ts';
import {
  expectProgress,
  fieldOf,
  openSection,
  sectionControlOf,
  setFields,
  type TSectionName,
  watchRequests,
} from '../support/profile-page.ts';
import { pdfFile, pngFile } from '../support/sample-files.ts';
import { createStudent, openAs, studentApi, type TStudent, uploadDocumentAs } from '../support/student.ts';

// §2 Profile, §4 Profile sections, §5. The flows run at 375 px and 1440 px; every axe check
// runs at 375 px and 1440 px. The documents and the photo have their own files (profile-*.spec.ts).

// One student for the whole file: one OTP of the per-IP budget (support/otp-budget.ts), not one per test.
// The tests run in order and each reads what it needs from the server rather than assuming a blank profile.
let student: TStudent;

/** [label, value typed or picked, text view mode then shows]. */
type TRow = readonly [label: string, value: string, shown: string];

const PERSONAL: TRow[] = [
  ['Full Name', 'Riya Sharma', 'Riya Sharma'],
  ['Date of Birth', '15-08-2001', '15-08-2001'], // typed and shown DD-MM-YYYY (§5)
  ['Marital Status', 'Single', 'Single'],
  ['Nationality', 'Indian', 'Indian'],
  ['Passport Number', 'P1234567', 'P1234567'],
];
const CONTACT: TRow[] = [
  ['WhatsApp Number', '9876543210', formatPhoneDisplay('9876543210')],
  ['Email', 'riya.sharma@example.com', 'riya.sharma@example.com'],
  ['Address Line 1', '12 MG Road', '12 MG Road'],
  ['Address Line 2', 'Camp', 'Camp'],
  ['City', 'Pune', 'Pune'],
  ['Zip Code', '411001', '411001'],
  ['State', 'Maharashtra', 'Maharashtra'],
  ['Country', 'India', 'India'],
];
const ACADEMIC: TRow[] = [
  ['10th Board', 'CBSE', 'CBSE'],
  ['10th Passing Year', '2017', '2017'],
  ['10th Score', '92%', '92%'],
  ['12th Board', 'State Board', 'State Board'],
  ['12th Passing Year', '2019', '2019'],
  ['12th Score', 'A+', 'A+'],
];

/** Every item the completion counts, as PUT /api/student-profiles takes it (the photo is separate). */
const COMPLETE_PROFILE = {
  fullName: 'Riya Sharma',
  dateOfBirth: '2001-08-15',
  maritalStatus: 'SINGLE',
  nationality: 'Indian',
  passportNumber: 'P1234567',
  phoneNumber: '9876543210',
  email: 'riya.sharma@example.com',
  addressLineOne: '12 MG Road',
  city: 'Pune',
  zipCode: '411001',
  state: 'Maharashtra',
  country: 'India',
  additionalDocuments: [
    { type: 'SSC', universityName: 'CBSE', passingYear: '2017', score: '92%' },
    { type: 'HSC', universityName: 'State Board', passingYear: '2019', score: 'A+' },
  ],
};

const serverProgress = async (page: Page) =>
  ((await studentApi(page.request, student, 'GET', '/api/student-profiles')) as { progressPercent: number })
    .progressPercent;

const caseless = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/** Edit → the rows → Save: back in view mode with the values shown; returns the new completion. */
async function editAndSave(page: Page, name: TSectionName, rows: TRow[], before: number): Promise<number> {
  const section = await openSection(page, name);
  await section.getByRole('button', { name: 'Edit', exact: true }).click();
  await setFields(
    section,
    rows.map(([label, value]) => [label, value] as const),
  );
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(TOAST_MESSAGES.profileUpdated).first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  for (const [, , shown] of rows) await expect(section.getByText(caseless(shown)).first()).toBeVisible();
  const after = await serverProgress(page);
  expect(after, `completion after saving ${name}`).toBeGreaterThan(before);
  await expectProgress(page, after); // page and header, without a reload
  return after;
}

// Every flow at a phone's width and a desktop's, each with its own new student.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`Profile (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      student = await createStudent(request);
      await request.dispose();
    });

    test('shows the header, breadcrumb and stepper; personal, contact and academic sections save, and the completion follows each Save', async ({
      page,
    }) => {
      test.slow(); // four edits, eight axe runs on a shared machine
      await openAs(page, student, '/profile');
      await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
      // The header's, first on the page (Contact Information, further down, shows the number too).
      await expect(page.getByText(formatPhoneDisplay(student.mobileNumber)).first()).toBeVisible();
      await expect(page.getByText(`Reference ID: ${student.referenceId}`)).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Back', exact: true })).toBeVisible();
      // §2: Home goes to /courses while counselling is not booked (booked in the last test of this file).
      await expect(breadcrumb.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
        'href',
        '/courses',
      );
      await expect(page.getByRole('button', { name: 'Change profile photo' })).toBeVisible();
      const steps = ['Personal Information', 'Contact Information', 'Academic Docs', 'Additional Docs'];
      for (const step of steps) {
        await expect(
          page.getByRole('button', { name: step, exact: true }).and(page.locator(':not([aria-expanded])')),
        ).toBeVisible();
      }
      await expect(page.locator('[aria-current="step"]')).toHaveAccessibleName(steps[0] ?? '');

      let percent = await serverProgress(page);
      await expectProgress(page, percent);
      // A reload would drop this mark: the completion must change in the same document.
      await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

      const personal = await openSection(page, 'Personal Informations');
      await expect(personal.getByText('Not Available').first()).toBeVisible();
      await expectAccessibleAtAllWidths(page, 'profile in view mode', async () => {
        await expect(personal.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      });

      percent = await editAndSave(page, 'Personal Informations', PERSONAL, percent);
      // Next (view mode, first three sections) opens the following one.
      await personal.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(sectionControlOf(page, 'Contact Information')).toHaveAttribute('aria-expanded', 'true');
      percent = await editAndSave(page, 'Contact Information', CONTACT, percent);
      percent = await editAndSave(page, 'Academic Documents', ACADEMIC, percent);
      expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);

      // The values were saved, not only shown: a fresh load shows them again (DOB sent as YYYY-MM-DD).
      const saved = (await studentApi(page.request, student, 'GET', '/api/student-profiles')) as Record<
        string,
        unknown
      >;
      expect(saved).toMatchObject({
        dateOfBirth: '2001-08-15',
        email: 'riya.sharma@example.com',
        city: 'Pune',
      });
      await page.reload();
      const academic = await openSection(page, 'Academic Documents');
      await expect(academic.getByText('State Board').first()).toBeVisible();
      await expectProgress(page, percent);

      // The last section has Home (not Next): /courses while counselling is not booked.
      const additional = await openSection(page, 'Additional Documents');
      await expect(additional.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
      await additional
        .getByRole('button', { name: 'Home', exact: true })
        .or(additional.getByRole('link', { name: 'Home', exact: true }))
        .click();
      await expect(page).toHaveURL(/\/courses$/);
    });

    test('a bad email stays in edit mode with its message at the field, and nothing is sent', async ({
      page,
    }) => {
      test.slow(); // two axe runs
      await openAs(page, student, '/profile');
      const contact = await openSection(page, 'Contact Information');
      await contact.getByRole('button', { name: 'Edit', exact: true }).click();
      const email = fieldOf(contact, 'Email');
      const puts = watchRequests(page, 'PUT', /\/api\/student-profiles(\?|$)/);
      await email.fill('riya.sharma@');
      await contact.getByRole('button', { name: 'Save', exact: true }).click();

      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(new RegExp(VALIDATION_MESSAGES.invalidEmail));
      await expect(contact.getByText(VALIDATION_MESSAGES.invalidEmail, { exact: true })).toBeVisible();
      await expect(contact.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      await expect(email).toHaveValue('riya.sharma@');
      await expectAccessibleAtAllWidths(page, 'contact section in edit mode with an error', async () => {
        await expect(email).toHaveAttribute('aria-invalid', 'true');
      });
      await page.waitForLoadState('networkidle');
      expect(puts, 'no profile update may be sent with an invalid email').toEqual([]);

      // Cancel leaves edit mode; the bad address was never stored.
      await contact.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(contact.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(contact.getByText('riya.sharma@', { exact: true })).toHaveCount(0);
      const saved = (await studentApi(page.request, student, 'GET', '/api/student-profiles')) as {
        email: string;
      };
      expect(saved.email).not.toBe('riya.sharma@');
      expect(puts).toEqual([]);
    });

    test("at 100 % the dashboard's Profile Status says 'Profile Completed!' with 'Review Profile'", async ({
      page,
    }) => {
      // Every weighted item (apps/api/docs/profile-progress.md) through the API, photo and documents included.
      await openAs(page, student, '/profile');
      await studentApi(page.request, student, 'PUT', '/api/student-profiles', COMPLETE_PROFILE);
      await studentApi(page.request, student, 'PUT', '/api/student-profiles/upload/photo', {
        contentType: 'image/png',
        base64String: pngFile('photo.png').buffer.toString('base64'),
      });
      for (const type of Object.keys(DOCUMENT_PROGRESS_WEIGHTS)) {
        await uploadDocumentAs(page.request, student, type, pdfFile(`${type}.pdf`));
      }
      expect(await serverProgress(page)).toBe(100);
      await bookCounselling(page); // the dashboard opens only with a booked counselling

      await page.goto('/dashboard');
      const card = page.getByRole('article', { name: 'Profile Status', exact: true });
      await expect(card.getByText('Profile Completed!', { exact: true })).toBeVisible();
      await expect(card.getByText('Profile Incomplete!', { exact: true })).toHaveCount(0);
      await expect(card.getByText('100%', { exact: true })).toBeVisible();
      await card.getByRole('link', { name: 'Review Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expectProgress(page, 100);
      // §2: with counselling booked, Home leads to the dashboard.
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home', exact: true }),
      ).toHaveAttribute('href', '/dashboard');
    });
  });
}
