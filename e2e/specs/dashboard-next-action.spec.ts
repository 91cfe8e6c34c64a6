import { expect, type Page, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from '../support/a11y.ts';
import { bookCounselling } from '../support/counselling.ts';
import { pdfFile, pngFile } from '../support/sample-files.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { apiAs, signInAsRegisteredStudent, tokenOf } from '../support/session.ts';
import { asStaff } from '../support/staff.ts';

/** "What to do next" above the dashboard's cards, in the states a student passes through. */

const REQUIRED = [
  'PASSPORT',
  'SSC',
  'HSC',
  'RESUME',
  'LETTER_OF_RECOMMENDATION_1',
  'LETTER_OF_RECOMMENDATION_2',
];
const PROFILE = {
  fullName: 'Riya Sharma',
  dateOfBirth: '2000-01-31',
  maritalStatus: 'SINGLE',
  nationality: 'Indian',
  passportNumber: 'K1234567',
  phoneNumber: '9876543210',
  email: 'riya@example.com',
  addressLineOne: '12 MG Road',
  city: 'Pune',
  zipCode: '411001',
  state: 'Maharashtra',
  country: 'India',
  additionalDocuments: [
    { type: 'SSC', universityName: 'CBSE', passingYear: '2015', score: '91%' },
    { type: 'HSC', universityName: 'CBSE', passingYear: '2017', score: '88.5' },
  ],
};

const studentIdOf = async (page: Page) =>
  Number(await page.evaluate(() => sessionStorage.getItem('studentId')));

async function upload(page: Page, type: string): Promise<number> {
  const file = pdfFile(`${type.toLowerCase()}.pdf`);
  const response = await page.request.post('/student/document/upload', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    multipart: { type, name: file.name, file },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

async function fillProfile(page: Page) {
  await apiAs(page, 'PUT', '/api/student-profiles', PROFILE);
  await apiAs(page, 'PUT', '/api/student-profiles/upload/photo', {
    contentType: 'image/png',
    base64String: pngFile('photo.png').buffer.toString('base64'),
  });
  for (const type of REQUIRED) await upload(page, type);
}

const banner = (page: Page, name: string) => page.getByRole('region', { name });

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(9);
}

test.describe('What to do next', () => {
  test('a new student is led to the profile; a rejected marksheet to its slot, focused', async ({ page }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    await bookCounselling(page);
    await openDashboard(page);
    const next = banner(page, 'Your next step');
    await expect(next).toContainText(/Complete your profile \(\d+% done\): add your personal information\./);
    await shootAtAllWidths(page, 'complete-profile');
    await expectAccessibleAtAllWidths(page, 'dashboard with its next step', async () => {
      await expect(next).toBeVisible();
    });

    const sscId = await upload(page, 'SSC');
    await asStaff(
      page.request,
      'PUT',
      `/api/staff/students/${await studentIdOf(page)}/documents/${sscId}/review`,
      {
        status: 'REJECTED',
        remark: 'The scan is blurred: upload a clear copy of all pages.',
      },
    );
    await openDashboard(page);
    await expect(next).toContainText(
      'Re-upload your SSC (10th): The scan is blurred: upload a clear copy of all pages.',
    );
    await shootAtAllWidths(page, 'reupload-document');
    await next.getByRole('link', { name: 'Open My Profile' }).click();
    await expect(page).toHaveURL(/\/profile\?document=SSC$/);
    const slot = page.locator('[data-document-type="SSC"]');
    await expect(slot.getByRole('button', { name: 'Upload a new version' })).toBeFocused();
    await expect(slot).toBeInViewport();
    await shootAtAllWidths(page, 'profile-at-ssc');
    // What the student sees on arrival (a full-page shot draws the sticky header where the page was scrolled).
    const folder = process.env.E2E_SHOTS_DIR;
    for (const width of folder ? [375, 1440] : []) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto('/profile?document=SSC');
      await expect(slot.getByRole('button', { name: 'Upload a new version' })).toBeFocused();
      await page.screenshot({
        path: `${folder}/profile-at-ssc-arrival-${width}.png`,
        animations: 'disabled',
      });
    }
  });

  test('past the fee and the application, the student is told what they wait for and who acts', async ({
    page,
  }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    await bookCounselling(page);
    await fillProfile(page);
    await openDashboard(page);
    await expect(banner(page, 'Your next step')).toContainText(
      'Pay the consultancy fee of ₹4,956 so you can apply.',
    );
    await shootAtAllWidths(page, 'pay-fee');

    const studentId = await studentIdOf(page);
    const courses = (await apiAs(page, 'POST', '/api/course/filter?pageNumber=1&pageSize=1', {
      course_category: [],
      country: [],
      studyLevel: '',
    })) as { content: { id: number; name: string }[] };
    const [course] = courses.content;
    if (!course) throw new Error('no course');
    await apiAs(page, 'POST', '/shortlist/add', { courseId: course.id });
    await asStaff(page.request, 'PUT', `/api/staff/students/${studentId}/shortlist/${course.id}`, {
      status: 'EXPERT_CHOICE',
    });
    await asStaff(page.request, 'POST', `/api/staff/students/${studentId}/payments`, { amount: 4956 });
    await openDashboard(page);
    await expect(banner(page, 'Your next step')).toContainText('Apply to your shortlisted course.');
    await apiAs(page, 'POST', '/api/application', { courseId: course.id });
    // The session booked for tomorrow is the student's next thing, before waiting on the university.
    await openDashboard(page);
    await expect(banner(page, 'Your next step')).toContainText(
      /^Your next stepYour counselling session is on /,
    );
    await shootAtAllWidths(page, 'attend-session');
    await asStaff(page.request, 'POST', `/api/staff/students/${studentId}/counselling/complete`);

    await openDashboard(page);
    const waiting = banner(page, 'Where things stand');
    await expect(waiting).toContainText(
      `Nothing to do for now: the university is considering your application to ${course.name}.`,
    );
    await shootAtAllWidths(page, 'waiting-on-university');
    await expectAccessibleAtAllWidths(page, 'dashboard while waiting', async () => {
      await expect(waiting).toBeVisible();
    });
    await waiting.getByRole('link', { name: 'Open your application' }).click();
    await expect(page).toHaveURL(/\/application-journey\?applicationId=\d+&step=1$/);
  });
});
