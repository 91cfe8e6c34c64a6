import { expect, type Page, test } from '@playwright/test';
import {
  APPLICATION_STATUS_LABELS,
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_REVIEW_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  STAFF_ACCOUNT_MESSAGES,
} from '@portal/contract';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import {
  addExpertChoice,
  adminTokenOf,
  applicationCard,
  askForConditionalDocuments,
  completeCounsellingInConsole,
  createCounsellor,
  moveApplication,
  openAdminConsole,
  openConsole,
  openStudentByPhone,
  recordPaymentInConsole,
  reviewDocument,
  section,
  settled,
  uploadOfferLetterInConsole,
} from '../support/console.ts';
import { watchCspViolations } from '../support/profile-page.ts';
import { pdfFile } from '../support/sample-files.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { createStudent, studentApi, type TStudent, uploadDocumentAs } from '../support/student.ts';

// A counsellor runs a student to an unconditional offer in the desk, at 1440 px and
// 768 px, with axe on every screen; an admin disables a counsellor whose open session is then refused.

// A control that never appears fails the step in half a minute, not at the test's timeout.
test.use({ actionTimeout: 30_000 });

type TCourse = { id: number; name: string; university: { name: string } };

async function someCourses(page: Page, student: TStudent, count: number): Promise<TCourse[]> {
  const result = (await studentApi(
    page.request,
    student,
    'POST',
    '/api/course/filter?pageNumber=1&pageSize=50',
    {
      course_category: [],
      country: [],
      studyLevel: '',
    },
  )) as { content: TCourse[] };
  const distinct = [...new Map(result.content.map((course) => [course.name, course])).values()];
  return distinct.slice(0, count);
}

/** A student with a passport and a 10th marksheet uploaded, a session booked and two courses shortlisted. */
async function studentReadyForCounselling(page: Page, name: string) {
  const student = await createStudent(page.request, name);
  await uploadDocumentAs(page.request, student, 'PASSPORT', pdfFile('passport.pdf'));
  await uploadDocumentAs(page.request, student, 'SSC', pdfFile('ssc-marksheet.pdf'));
  for (let days = 1; days <= 8; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = (await studentApi(page.request, student, 'GET', `/api/counselling/slots?date=${date}`)) as {
      time: string;
      available: boolean;
    }[];
    const slot = slots.find((candidate) => candidate.available);
    if (!slot) continue;
    await studentApi(page.request, student, 'POST', '/api/counselling/book', {
      date,
      time: slot.time,
      topics: ['COURSE_SELECTION'],
    });
    break;
  }
  const courses = await someCourses(page, student, 2);
  for (const course of courses)
    await studentApi(page.request, student, 'POST', '/shortlist/add', { courseId: course.id });
  return { student, courses };
}

async function checkA11y(page: Page, label: string) {
  await settled(page);
  await expectNoSeriousA11yViolations(page, label);
}

for (const width of [1440, 768]) {
  test(`a counsellor runs a student to an unconditional offer in the console at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(6 * 60_000);
    const name = `Console Student ${width}`;
    const { student, courses } = await studentReadyForCounselling(page, name);
    const [expert] = courses;
    if (!expert) throw new Error('no course to choose');
    const counsellor = await createCounsellor(page.request, `Counsellor ${width}`);
    const desk = await openConsole(browser, counsellor.mobileNumber, width);
    // Every console screen under the page's CSP: no <style> without the page's nonce
    // (docs/decisions/0016-style-nonce.md).
    const violations = await watchCspViolations(desk);

    await test.step('the work queue and the students list', async () => {
      await expect(desk.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
      await expect(desk.getByText(`Counsellor ${width}`)).toBeVisible();
      await checkA11y(desk, `work queue at ${width}px`);
      await openStudentByPhone(desk, student.mobileNumber, name);
      await checkA11y(desk, `student page at ${width}px`);
      await shootAtAllWidths(desk, `console-student-${width}`);
    });

    await test.step('accepts the passport; a rejection needs a remark; rejects the marksheet', async () => {
      await reviewDocument(desk, 'PASSPORT', 'ACCEPTED');
      const slot = section(desk, 'Documents').getByRole('group', {
        name: DOCUMENT_TYPE_LABELS.SSC,
        exact: true,
      });
      await slot.getByRole('button', { name: 'Reject', exact: true }).click();
      const dialog = desk.getByRole('dialog', { name: /^Review / });
      await dialog.getByRole('button', { name: 'Reject document' }).click();
      await expect(dialog.getByText(DOCUMENT_REVIEW_MESSAGES.remarkRequired)).toBeVisible();
      await checkA11y(desk, `review dialog at ${width}px`);
      await dialog
        .getByRole('button', { name: /Close|Cancel/ })
        .first()
        .click();
      await reviewDocument(desk, 'SSC', 'REJECTED', {
        reason: DOCUMENT_REJECTION_REASONS[1],
        remark: 'Please upload both pages.',
      });
      await expect(slot.getByText('Please upload both pages.', { exact: false })).toBeVisible();
    });

    await test.step('completes counselling, records the fee, marks an expert choice', async () => {
      await completeCounsellingInConsole(desk, 'Discussed UK postgraduate options.');
      await recordPaymentInConsole(desk, { amount: 2000, mode: 'UPI', reference: 'UTR123456' });
      await expect(section(desk, 'Payments').getByText('Balance ₹2,956')).toBeVisible();
      await recordPaymentInConsole(desk, { amount: 2956, mode: 'CASH' });
      await expect(section(desk, 'Payments').getByText('Paid ₹4,956 of ₹4,956')).toBeVisible();
      await addExpertChoice(desk, { name: expert.name, university: expert.university.name });
      await checkA11y(desk, `student page after the counsellor's steps at ${width}px`);
    });

    await test.step('the printable receipt', async () => {
      await section(desk, 'Payments').getByRole('link', { name: 'Receipt' }).first().click();
      await expect(desk.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
      await expect(desk.getByText(/RCPT-\d{4}-\d{6}/)).toBeVisible();
      await checkA11y(desk, `receipt at ${width}px`);
      await desk.getByRole('link', { name: 'Back to student' }).click();
      await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    await test.step('the student applies; the counsellor posts the conditional, then the unconditional offer', async () => {
      const application = (await studentApi(page.request, student, 'POST', '/api/application', {
        courseId: expert.id,
      })) as { id: number };
      expect(application.id).toBeGreaterThan(0);
      await desk.reload();
      const card = applicationCard(desk, expert.name);
      await expect(card.getByText(APPLICATION_STATUS_LABELS.APPLIED)).toBeVisible();
      await moveApplication(desk, expert.name, 'CONDITIONAL_OFFER_RECEIVED');
      await uploadOfferLetterIn(desk, expert.name, 'Conditional');
      await askForConditionalDocuments(desk, expert.name, ['UNDERGRADUATE_CERTIFICATE']);
      await checkA11y(desk, `applications with a conditional offer at ${width}px`);
      await moveApplication(desk, expert.name, 'UNCONDITIONAL_OFFER_RECEIVED');
      await uploadOfferLetterIn(desk, expert.name, 'Unconditional');
      await shootAtAllWidths(desk, `console-offers-${width}`);
    });

    await test.step('the board and the audit show the work', async () => {
      await desk.goto('/staff/applications');
      await expect(desk.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
      await checkA11y(desk, `applications board at ${width}px`);
      await desk.goto('/staff/audit');
      await expect(desk.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
      await checkA11y(desk, `audit at ${width}px`);
      await shootAtAllWidths(desk, `console-audit-${width}`);
    });

    const studentView = (await studentApi(page.request, student, 'GET', '/api/application')) as unknown;
    expect(JSON.stringify(studentView)).toContain('UNCONDITIONAL_OFFER_RECEIVED');
    // Internal notes and reasons never reach the student.
    expect(JSON.stringify(studentView)).not.toContain('Discussed UK postgraduate options.');
    expect(violations, 'CSP violations in the console').toEqual([]);
    await desk.context().close();
  });
}

const uploadOfferLetterIn = (page: Page, courseName: string, kind: 'Conditional' | 'Unconditional') =>
  uploadOfferLetterInConsole(page, courseName, kind, pdfFile(`${kind.toLowerCase()}-offer.pdf`));

test('an admin manages the team; a disabled counsellor is refused on the next call', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const counsellor = await createCounsellor(page.request, 'Counsellor To Disable');
  const counsellorPage = await openConsole(browser, counsellor.mobileNumber, 1440);
  const counsellorToken = await counsellorPage.evaluate(() => localStorage.getItem('token'));
  // A counsellor has no Team page.
  await expect(counsellorPage.getByRole('link', { name: 'Team' })).toHaveCount(0);

  const admin = await openAdminConsole(browser, page.request, 1440);
  await admin.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Team' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await checkA11y(admin, 'team at 1440px');
  const row = admin.getByRole('row').filter({ hasText: 'Counsellor To Disable' });
  // Students signing up in the other worker's tests may be dealt to this counsellor meanwhile: then the
  // dialog asks where they go (or, when the list was read before they came, the server refuses the plain
  // disable with 409 and the page reads the team again), and they are shared out.
  await expect(async () => {
    await row.getByRole('button', { name: 'Disable' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Disable Counsellor To Disable?' });
    const plain = confirm.getByRole('button', { name: 'Yes, disable' });
    const reassign = confirm.getByRole('button', { name: 'Reassign and disable' });
    await expect(plain.or(reassign)).toBeVisible();
    if (await reassign.isVisible()) {
      await confirm.getByRole('radio', { name: /Share among the active counsellors/ }).click();
      await reassign.click();
    } else {
      await plain.click();
    }
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await admin.setViewportSize({ width: 768, height: 900 });
  await checkA11y(admin, 'team at 768px');
  await shootAtAllWidths(admin, 'console-team');

  // The counsellor's open session: the next call is refused and the console signs out.
  const refused = await page.request.get('/api/staff/me', {
    headers: { authorization: `Bearer ${counsellorToken}` },
  });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { debugMessage: string }).debugMessage).toBe(
    STAFF_ACCOUNT_MESSAGES.accountDisabled,
  );
  await counsellorPage
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Students' })
    .click();
  await expect(counsellorPage).toHaveURL(/\/login$/);
  // Why, in the API's words, not the generic session message.
  await expect(counsellorPage.getByText(STAFF_ACCOUNT_MESSAGES.accountDisabled)).toBeVisible();

  // Re-enabled, the counsellor can sign in again (a new session).
  await row.getByRole('button', { name: 'Re-enable' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect(await adminTokenOf(page.request)).toBeTruthy();
  await counsellorPage.context().close();
  await admin.context().close();
});
