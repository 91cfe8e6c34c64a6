import { expect, type Page, test } from '@playwright/test';
import { NOTIFICATION_TEXTS, notificationText } from '@portal/contract';
import {
  createCounsellor,
  moveApplication,
  openConsole,
  openStudentByPhone,
  reviewDocument,
  uploadOfferLetterInConsole,
} from '../support/console.ts';
import { startSmtpServer, startTextGateway } from '../support/outside-world.ts';
import { bookCounsellingAs } from '../support/post-offer-steps.ts';
import { pdfFile } from '../support/sample-files.ts';
import { snap } from '../support/screenshots.ts';
import { asStaff } from '../support/staff.ts';
import { createStudent, openAs, studentApi, type TStudent, uploadDocumentAs } from '../support/student.ts';

// A counsellor's changes reach the student while the student's window stays open: the bell's count rises
// without a reload, the notification leads to the exact place, and the same changes arrive as emails at a
// real SMTP server and as texts at a gateway, both started here on the ports the portal was started with.

const REASON = 'The seal of the board is not readable.';

/** A student who booked counselling, paid, uploaded the 10th marksheet and applied to one course (through the API). */
async function appliedStudent(page: Page): Promise<{ student: TStudent; courseName: string }> {
  const { request } = page;
  const student = await createStudent(request, 'Meera Iyer');
  await bookCounsellingAs(request, student);
  await uploadDocumentAs(request, student, 'SSC', pdfFile('ssc-marksheet.pdf'));
  const listing = (await studentApi(request, student, 'POST', '/api/course/filter?pageNumber=1&pageSize=1', {
    course_category: [],
    country: ['UK'],
    studyLevel: '',
  })) as { content: { id: number; name: string }[] };
  const [course] = listing.content;
  if (!course) throw new Error('no UK course in the catalogue');
  await studentApi(request, student, 'POST', '/shortlist/add', { courseId: course.id });
  await asStaff(request, 'PUT', `/api/staff/students/${student.studentId}/shortlist/${course.id}`, {
    status: 'EXPERT_CHOICE',
  });
  await asStaff(request, 'POST', `/api/staff/students/${student.studentId}/payments`, {
    amount: 4956,
    mode: 'UPI',
    reference: `UTR${student.mobileNumber}`,
  });
  await studentApi(request, student, 'POST', '/api/application', { courseId: course.id });
  return { student, courseName: course.name };
}

const bell = (page: Page, unread: string) =>
  page.getByRole('button', { name: `Notifications, ${unread} unread` });

test('a rejection and an offer reach the student in the app without a reload, by email and by SMS', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const smtp = await startSmtpServer();
  const gateway = await startTextGateway();
  try {
    const { student, courseName } = await appliedStudent(page);
    const address = `meera.${student.mobileNumber}@example.test`;

    await test.step('student: adds and verifies an email address, turns quiet hours off', async () => {
      await openAs(page, student, '/notifications/settings');
      await page.getByLabel('Email address').fill(address);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length).toBe(1);
      const code = /Your code is (\d{6})/.exec(smtp.received[0]?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      await page.getByLabel('6-digit code from the email').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText(`Emails go to ${address} (verified).`)).toBeVisible();
      await page.getByLabel('Hold texts during quiet hours').uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Notification settings saved')).toBeVisible();
      await snap(page, testInfo, 'student: notification settings, email verified');
    });

    await test.step('student: reads what the set-up caused, then waits on the dashboard', async () => {
      await studentApi(page.request, student, 'POST', '/api/notifications/read-all');
      await page.goto('/dashboard');
      await expect(bell(page, 'none')).toBeVisible();
    });

    const counsellor = await createCounsellor(page.request, 'Notification Counsellor');
    const desk = await openConsole(browser, counsellor.mobileNumber);
    await openStudentByPhone(desk, student.mobileNumber, student.name);

    await test.step('counsellor rejects the 10th marksheet; the student sees the count rise, no reload', async () => {
      await reviewDocument(desk, 'SSC', 'REJECTED', { remark: REASON });
      await expect(bell(page, '1')).toBeVisible({ timeout: 30_000 });
    });

    await test.step('counsellor posts a conditional offer; the count rises again', async () => {
      await moveApplication(desk, courseName, 'CONDITIONAL_OFFER_RECEIVED');
      await uploadOfferLetterInConsole(desk, courseName, 'Conditional', pdfFile('conditional-offer.pdf'));
      await expect(bell(page, '2')).toBeVisible({ timeout: 30_000 });
      await snap(page, testInfo, 'student: dashboard with 2 unread');
    });

    const rejected = notificationText({
      kind: 'DOCUMENT_REJECTED',
      params: { documentType: 'SSC', reason: REASON },
    });
    await test.step('student opens the rejection from the bell and lands on the 10th marksheet', async () => {
      await bell(page, '2').click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('link', { name: rejected.title })).toBeVisible();
      await snap(page, testInfo, 'student: the bell open');
      await menu.getByRole('link', { name: rejected.title }).click();
      await expect(page).toHaveURL(/\/profile\?document=SSC$/);
      await expect(page.getByRole('group', { name: 'SSC (10th)', exact: true })).toBeInViewport();
      await expect(bell(page, '1')).toBeVisible();
    });

    await test.step('the same changes arrive by email (real SMTP) and by SMS (the gateway)', async () => {
      const offerTitle = NOTIFICATION_TEXTS.OFFER_LETTER_POSTED({
        applicationId: 1,
        courseName,
        universityName: '',
        offer: 'CONDITIONAL',
      }).title;
      await expect
        .poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 30_000 })
        .toBe(3);
      const emails = smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => mail.text);
      expect(emails.some((text) => text.includes(rejected.title) && text.includes(REASON))).toBe(true);
      expect(emails.some((text) => text.includes(offerTitle))).toBe(true);
      for (const text of emails.slice(1))
        expect(text).toContain(`${process.env.E2E_BASE_URL}/notifications/`);
      await expect
        .poll(() => gateway.received.filter((sms) => sms.mobileNumber === student.mobileNumber).length, {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(2);
      const texts = gateway.received.filter((sms) => sms.mobileNumber === student.mobileNumber);
      expect(texts.map((sms) => sms.message)).toContain(rejected.sms);
      expect(texts.some((sms) => sms.channel === 'sms' && /conditional offer/.test(sms.message))).toBe(true);
    });
  } finally {
    await smtp.close();
    await gateway.close();
  }
});
