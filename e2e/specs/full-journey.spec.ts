import { expect, test } from '@playwright/test';
import {
  APPLICATION_STATUS_LABELS,
  DASHBOARD_SUBTITLES as S,
  type TConditionalDocumentType,
  ZPaymentSummary,
} from '@portal/contract';
import {
  applyFromShortlist,
  expectAppliedCourse,
  expectConditionalOffer,
  expectUnconditionalOffer,
  OFFER_TEXTS,
  openJourneyStep,
  uploadConditionalDocument,
  uploadSopAndPortfolio,
} from '../support/application-steps.ts';
import {
  askForConditionalDocuments,
  completeCounsellingInConsole,
  createCounsellor,
  markExpertChoice,
  moveApplication,
  openConsole,
  openStudentByPhone,
  recordPaymentInConsole,
  reviewDocument,
  uploadOfferLetterInConsole,
} from '../support/console.ts';
import { expectDashboard, sessionTextsOf } from '../support/dashboard-cards.ts';
import {
  bookCounsellingThroughUi,
  completeProfileThroughUi,
  profileSlot,
  registerThroughUi,
  shortlistThroughUi,
  uploadInSlot,
} from '../support/journey-steps.ts';
import { expectProgress, slotStatus, watchCspViolations } from '../support/profile-page.ts';
import { jpegFile, pdfFile } from '../support/sample-files.ts';
import { snap } from '../support/screenshots.ts';
import { apiAs, signInThroughUi } from '../support/session.ts';
import { sessionItem } from '../support/storage.ts';

// A student who did not come through an event goes from sign-in to
// an unconditional offer in one browser, while a counsellor moves the steps only staff can make in the
// staff console in a second window. Every step leaves screenshots (1440 px and 375 px) among the test's
// attachments. One student and one counsellor, one OTP each.

const NAME = 'Riya Sharma';
const REMARK = 'The 10th marksheet is cut off at the bottom: please upload the full page.';
/** The document the conditional offer asks for (a postgraduate applicant's bachelor's certificate). */
const CONDITIONAL_TYPE: TConditionalDocumentType = 'UNDERGRADUATE_CERTIFICATE';

test.use({ viewport: { width: 1440, height: 900 } });

test('a new student goes from sign-in to an unconditional offer while a counsellor moves each step', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(12 * 60_000); // some fifty screens and uploads on a shared machine
  let studentId = 0;
  let mobileNumber = '';
  let courses: string[] = [];
  let applicationId = 0;
  // Every screen of the journey under the page's CSP: no <style> without the page's nonce
  // (docs/decisions/0016-style-nonce.md).
  const violations = await watchCspViolations(page);

  await test.step('signs in through the login screen and registers', async () => {
    mobileNumber = await signInThroughUi(page);
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('combobox', { name: 'Launch date (intake)' })).toBeEnabled();
    await snap(page, testInfo, '01 registration');
    await registerThroughUi(page, NAME);
    studentId = Number(await sessionItem(page, 'studentId'));
    expect(studentId).toBeGreaterThan(0);
  });

  await test.step('completes the profile: every section, six documents and a photo', async () => {
    await completeProfileThroughUi(page);
    await snap(page, testInfo, '02 profile complete');
  });

  await test.step('books counselling: day, time, topic; the dashboard opens with the session on it', async () => {
    const booking = await bookCounsellingThroughUi(page);
    expect(await page.evaluate(() => localStorage.getItem('isCounsellingBooked'))).toBe('true');
    await expectDashboard(page, [
      ['Profile Status', S.profileCompleted, 'Review Profile', '/profile'],
      ['Counselling', S.counsellingBooked, 'See All', '/select-topic'],
      ['Shortlisted', S.nothingShortlisted, 'Browse Courses', '/shortlisted'],
      ['Fees & Finance', S.feesUnpaid, 'Pay Now', '/payment'],
      ['Applied Courses', S.notApplied, 'Apply Now', '/shortlisted'],
    ]);
    const counselling = page.getByRole('article', { name: 'Counselling', exact: true });
    for (const text of sessionTextsOf(booking))
      await expect(counselling.getByText(text, { exact: true })).toBeVisible();
    await snap(page, testInfo, '03 dashboard with the session booked');
  });

  await test.step('shortlists three courses; the unpaid fee page says how to pay', async () => {
    courses = await shortlistThroughUi(page, 3);
    await snap(page, testInfo, '04 courses shortlisted');
    await expectDashboard(page, [['Shortlisted', S.coursesShortlisted(3), 'See All', '/shortlisted']]);
    await page
      .getByRole('article', { name: 'Fees & Finance', exact: true })
      .getByRole('link', { name: 'Pay Now' })
      .click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Complete Your Payment, ${NAME}!` }),
    ).toBeVisible();
    await expect(page.getByText("Secure your spot in the courses you've shortlisted.")).toBeVisible();
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    for (const text of ['₹4,200', '₹4,956', 'including GST'])
      await expect(summary.getByText(text).first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    // Pay Now is a placeholder (§2): it brings the student to how the fee is paid (to the counsellor).
    await expect(page.getByRole('heading', { name: 'How to pay' })).toBeFocused();
    await expect(
      page
        .getByRole('region', { name: 'How to pay' })
        .getByText(/^Contact your counsellor to pay the fee of ₹4,956\./),
    ).toBeVisible();
    await snap(page, testInfo, '05 payment unpaid');
  });

  // The counsellor's window: the staff console, signed in through the login screen.
  const counsellor = await createCounsellor(page.request, 'Journey Counsellor');
  const desk = await openConsole(browser, counsellor.mobileNumber);

  await test.step('counsellor, in the console: finds the student by phone, accepts the passport, rejects the 10th marksheet, completes counselling, records the fee, marks an expert choice', async () => {
    await openStudentByPhone(desk, mobileNumber, NAME);
    await reviewDocument(desk, 'PASSPORT', 'ACCEPTED');
    await reviewDocument(desk, 'SSC', 'REJECTED', { remark: REMARK });
    await completeCounsellingInConsole(desk, 'Talked through UK postgraduate computing courses.');
    await recordPaymentInConsole(desk, { amount: 4956, mode: 'UPI', reference: 'UTR20261125001' });
    await markExpertChoice(desk, courses[0] ?? '');
    await snap(desk, testInfo, '05b console after the counsellor');
  });

  await test.step('student: the dashboard follows; the remark on /profile; a new version of the marksheet', async () => {
    await expectDashboard(page, [
      ['Profile Status', S.profileIncomplete, 'Complete Now!', '/profile'], // a rejected document stops counting
      ['Counselling', S.counsellingCompleted, 'Rebook Now', '/book-counselling'],
      ['Fees & Finance', S.feePaid, 'See All', '/fees-and-finance'],
    ]);
    await snap(page, testInfo, '06 dashboard after the counsellor');
    await page.goto('/profile');
    await expect(
      slotStatus(await profileSlot(page, 'Personal Informations', 'PASSPORT'), 'ACCEPTED'),
    ).toBeVisible();
    const ssc = await profileSlot(page, 'Academic Documents', 'SSC');
    await expect(slotStatus(ssc, 'REJECTED')).toBeVisible();
    await expect(ssc.getByText(REMARK)).toBeVisible();
    await snap(page, testInfo, '07 profile with the rejected marksheet');
    await uploadInSlot(
      page,
      'Academic Documents',
      'SSC',
      await jpegFile(page, 'ssc-full-page.jpg'),
      'Upload a new version',
    );
    await expect(ssc.getByText(REMARK)).toHaveCount(0);
    await expectProgress(page, 100);
    await expectDashboard(page, [['Profile Status', S.profileCompleted, 'Review Profile', '/profile']]);
  });

  await test.step('student: /payment shows the fee received', async () => {
    const { paidAt } = ZPaymentSummary.parse(await apiAs(page, 'GET', '/api/payment/summary'));
    const paidOn = new Date(paidAt ?? '').toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    await page.goto('/payment');
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('₹4,956').first()).toBeVisible();
    await expect(page.getByText(`Paid on ${paidOn}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Shortlisted courses' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
    await snap(page, testInfo, '08 payment received');
  });

  await test.step('student: applies to the expert choice and adds an SOP and a portfolio', async () => {
    applicationId = await applyFromShortlist(page, courses[0] ?? '');
    await snap(page, testInfo, '09 application journey');
    await uploadSopAndPortfolio(page, applicationId);
    await snap(page, testInfo, '10 additional docs');
    await openJourneyStep(page, 'Conditional Offer');
    await expect(page.getByRole('heading', { name: `Not Yet, ${NAME}!` })).toBeVisible();
    await expectDashboard(page, [
      ['Applied Courses', S.applicationsInProgress, 'See All', '/applied-courses'],
      ['Fees & Finance', S.feePaid, 'See All', '/fees-and-finance'],
    ]);
    await expect(
      page.getByRole('article', { name: 'Applied Courses', exact: true }).getByText('1 Applied'),
    ).toBeVisible();
    await snap(page, testInfo, '11 dashboard after applying');
  });

  await test.step('counsellor, in the console: a conditional offer with its letter, asking for one document', async () => {
    await desk.reload(); // the application the student just made
    await moveApplication(desk, courses[0] ?? '', 'CONDITIONAL_OFFER_RECEIVED');
    await uploadOfferLetterInConsole(desk, courses[0] ?? '', 'Conditional', pdfFile('conditional-offer.pdf'));
    await askForConditionalDocuments(desk, courses[0] ?? '', [CONDITIONAL_TYPE]);
    await snap(desk, testInfo, '11b console with the conditional offer');
  });

  await test.step('student: downloads the conditional offer and sends the document it asks for', async () => {
    await expectAppliedCourse(
      page,
      courses[0] ?? '',
      applicationId,
      APPLICATION_STATUS_LABELS.CONDITIONAL_OFFER_RECEIVED,
      2,
    );
    await page
      .getByRole('article', { name: courses[0], exact: true })
      .getByRole('link', { name: 'Conditional Offer' })
      .click();
    await expect(page).toHaveURL(/\/application-journey\?/);
    await expectConditionalOffer(page, NAME);
    await uploadConditionalDocument(page, applicationId, CONDITIONAL_TYPE);
    await snap(page, testInfo, '12 conditional offer');
  });

  await test.step('counsellor, in the console: the unconditional offer with its letter', async () => {
    await moveApplication(desk, courses[0] ?? '', 'UNCONDITIONAL_OFFER_RECEIVED');
    await uploadOfferLetterInConsole(
      desk,
      courses[0] ?? '',
      'Unconditional',
      pdfFile('unconditional-offer.pdf'),
    );
  });

  await test.step('student: both offers, Applied Courses and the dashboard say so', async () => {
    // Still on the journey: changing the step re-reads the application (§4), no reload.
    await expectUnconditionalOffer(page, NAME);
    await snap(page, testInfo, '13 unconditional offer');
    await openJourneyStep(page, 'Conditional Offer');
    await expect(page.getByRole('heading', { name: OFFER_TEXTS.conditional(NAME) })).toBeVisible();
    await expectAppliedCourse(
      page,
      courses[0] ?? '',
      applicationId,
      APPLICATION_STATUS_LABELS.UNCONDITIONAL_OFFER_RECEIVED,
      3,
    );
    await snap(page, testInfo, '14 applied courses');
    await expectDashboard(page, [
      ['Profile Status', S.profileCompleted, 'Review Profile', '/profile'],
      ['Counselling', S.counsellingCompleted, 'Rebook Now', '/book-counselling'],
      ['Shortlisted', S.coursesShortlisted(3), 'See All', '/shortlisted'],
      ['Fees & Finance', S.feePaid, 'See All', '/fees-and-finance'],
      ['Applied Courses', S.applicationAccepted, 'View Detail', '/applied-courses'],
    ]);
    await snap(page, testInfo, '15 dashboard with the offer');
  });
  await desk.context().close();
  expect(violations, 'CSP violations on the student pages').toEqual([]);
});
