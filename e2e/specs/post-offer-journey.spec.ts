import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  PRE_DEPARTURE_EVENT_MESSAGES,
  DASHBOARD_SUBTITLES as S,
  type TCountry,
  ZPreDepartureEventList,
} from '@portal/contract';
import { createCounsellor, openConsole, openStudentByPhone } from '../support/console.ts';
import {
  dayText,
  expectAccessibleLoadingAndLoaded,
  expectCard,
  expectPdfDownload,
  indiaDay,
  journeyOf,
  moneyText,
  offeredStudentIn,
  openPanelStage,
  openStudentJourney,
  postOfferPanel,
  reloadPanel,
  studentStage,
  submitStage,
  type TOfferedStudent,
  uploadJourneyDocument,
} from '../support/post-offer-steps.ts';
import { pdfFile } from '../support/sample-files.ts';
import { snap } from '../support/screenshots.ts';
import { openAs, studentApi } from '../support/student.ts';
import { expectToast } from '../support/toast.ts';

// After the unconditional offer: a student (their own window) and a counsellor (the console, a second
// window) walk the five stages to a granted visa and a pre-departure registration with feedback, once for
// a UK application (student at 1440 px) and once for a Canadian one (student at 375 px). The steps up to
// the offer are set up through the API (the full-journey spec walks them in the browser). Each new screen
// leaves screenshots among the test's attachments and is checked with axe while loading and loaded.

test.describe.configure({ mode: 'parallel' });

type TWalk = {
  country: TCountry;
  studentWidth: number;
  deposit: { amount: number; currency: string };
  interview: { kind: string; subtitleWhenScheduled: string };
  /** The funds calculator's "Where the student will live" choice (null: the rule's only one). */
  livingOption: string | null;
  inrRate: string;
};

const WALKS: TWalk[] = [
  {
    country: 'UK',
    studentWidth: 1440,
    deposit: { amount: 5000, currency: 'GBP' },
    interview: { kind: 'Pre-CAS interview', subtitleWhenScheduled: S.interviewPreCas },
    livingOption: 'Studying in London',
    inrRate: '111.2450',
  },
  {
    country: 'Canada',
    studentWidth: 375,
    deposit: { amount: 3000, currency: 'CAD' },
    interview: { kind: 'Admissions interview', subtitleWhenScheduled: S.interviews },
    livingOption: null,
    inrRate: '61.5000',
  },
];

/** The console at 768 px (a tablet): one screenshot of the panel as it stands. */
async function snapAt768(desk: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = desk.viewportSize() ?? { width: 1440, height: 900 };
  await desk.setViewportSize({ width: 768, height: 1024 });
  await desk.waitForLoadState('networkidle');
  const body = await desk.screenshot({ fullPage: true, animations: 'disabled' });
  await testInfo.attach(`${name} (768 px)`, { body, contentType: 'image/png' });
  await desk.setViewportSize(original);
}

async function walk(walkOf: TWalk, page: Page, browser: Browser, testInfo: TestInfo): Promise<void> {
  const { country } = walkOf;
  const tag = country === 'UK' ? 'uk' : 'ca';
  let offered = {} as TOfferedStudent;
  await page.setViewportSize({ width: walkOf.studentWidth, height: walkOf.studentWidth < 600 ? 812 : 900 });

  await test.step(`set-up through the API: a student with an unconditional offer from a ${country} course`, async () => {
    offered = await offeredStudentIn(page.request, country, country === 'UK' ? 'Riya Sharma' : 'Arjun Mehta');
    await openAs(page, offered.student, '/dashboard');
    await expect(page.getByRole('article')).toHaveCount(9);
  });
  const { rule, courseName } = offered;
  const names = rule.stageNames;
  const shortName = rule.confirmation.shortName;

  // The counsellor's window: the console, signed in through the login screen.
  const counsellor = await createCounsellor(page.request, `${country} Journey Counsellor`);
  const desk = await openConsole(browser, counsellor.mobileNumber);
  let panel = postOfferPanel(desk, courseName);

  await test.step('counsellor: opens the student and enters the tuition deposit (amount, currency, due date)', async () => {
    await openStudentByPhone(desk, offered.student.mobileNumber, offered.student.name);
    await expectAccessibleLoadingAndLoaded(
      desk,
      'the After the offer panel',
      /\/api\/staff\/applications\/\d+\/post-offer$/,
      () => desk.reload(),
      postOfferPanel(desk, courseName).getByRole('status', { name: 'Loading the steps after the offer…' }),
      postOfferPanel(desk, courseName).getByRole('button', { name: new RegExp(`^${names.deposit}`) }),
    );
    await openPanelStage(panel, names.deposit);
    const form = panel.getByRole('form', { name: 'Save deposit' });
    await form.getByLabel('Amount').fill(String(walkOf.deposit.amount));
    await expect(form.getByLabel('Currency')).toHaveValue(walkOf.deposit.currency);
    await form.getByLabel('Due date').fill(indiaDay(14));
    await submitStage(desk, form, 'Save deposit', '/post-offer/deposit');
    await expect(panel.getByText(/^Asked: /)).toBeVisible();
    await snap(desk, testInfo, `${tag} c1 console: deposit asked`);
  });

  await test.step('student: "What happens next" asks for the receipt; uploads it on /post-offer', async () => {
    await expectAccessibleLoadingAndLoaded(
      page,
      '/post-offer',
      /\/api\/student\/applications\/\d+\/post-offer$/,
      () => page.goto(`/post-offer?application=${offered.applicationId}`),
      page.getByRole('status', { name: 'Loading what happens next' }),
      page.getByRole('heading', { level: 1, name: courseName }),
    );
    const next = page.getByRole('region', { name: 'What happens next', exact: true });
    await expect(next.getByText('You:')).toBeVisible();
    await expect(next.getByText(`By ${dayText(indiaDay(14))}`)).toBeVisible();
    const deposit = await studentStage(page, names.deposit);
    await expect(deposit.getByText(moneyText(walkOf.deposit.amount, walkOf.deposit.currency))).toBeVisible();
    await snap(page, testInfo, `${tag} s1 post-offer: deposit asked`);
    await uploadJourneyDocument(page, deposit, 'Tuition deposit receipt', pdfFile('deposit-receipt.pdf'));
    await expect(deposit.getByText('Receipt uploaded, your counsellor is checking it.')).toBeVisible();
    await snap(page, testInfo, `${tag} s2 post-offer: receipt uploaded`);
  });

  await test.step('counsellor: verifies the receipt', async () => {
    panel = await reloadPanel(desk, courseName, names.deposit);
    const form = panel.getByRole('form', { name: 'Verify the receipt' });
    await expect(form.getByLabel('Amount paid')).toHaveValue(String(walkOf.deposit.amount));
    await form.getByLabel('Paid on').fill(indiaDay(0));
    await submitStage(desk, form, 'Verify deposit', '/post-offer/deposit/verify');
    await expect(panel.getByText(/^Paid .+ on /)).toBeVisible();
  });

  await test.step('student: Fees & Finance says "Deposit paid"; See Detail lists the payments; a receipt PDF downloads', async () => {
    const fees = await expectCard(page, 'Fees & Finance', S.feesPaid, {
      label: 'See Detail',
      href: '/fees-and-finance',
    });
    await snap(page, testInfo, `${tag} s3 dashboard: deposit paid`);
    await expectAccessibleLoadingAndLoaded(
      page,
      '/fees-and-finance',
      /\/api\/student\/payments$/,
      () => fees.getByRole('link', { name: 'See Detail' }).click(),
      page.getByRole('status', { name: 'Loading your payments' }),
      page.getByText('Consultancy fee', { exact: true }).last(),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Fees & Finance' })).toBeVisible();
    const rows = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Download receipt/ }) });
    await expect(rows.filter({ hasText: 'Consultancy fee' })).toHaveCount(1);
    const depositRow = rows.filter({ hasText: `Tuition deposit — ${courseName}` });
    await expect(depositRow).toContainText(moneyText(walkOf.deposit.amount, walkOf.deposit.currency));
    await snap(page, testInfo, `${tag} s4 fees and finance`);
    await expectPdfDownload(page, () =>
      rows
        .filter({ hasText: 'Consultancy fee' })
        .getByRole('button', { name: /^Download receipt/ })
        .click(),
    );
    await expectPdfDownload(page, () =>
      depositRow.getByRole('button', { name: /^Download receipt/ }).click(),
    );
  });

  await test.step(`counsellor: schedules the ${walkOf.interview.kind.toLowerCase()}`, async () => {
    await openPanelStage(panel, names.interview);
    const form = panel.getByRole('form', { name: 'Schedule an interview' });
    await form.getByLabel('Kind').selectOption({ label: walkOf.interview.kind });
    await form.getByLabel('Date and time').fill(`${indiaDay(3)}T10:00`);
    await form.getByLabel('Meeting link (https)').fill('https://meet.example.org/interview');
    await form
      .getByLabel('Preparation notes')
      .fill('Know your course modules and how you will fund your studies.');
    await submitStage(desk, form, 'Schedule interview', '/post-offer/interviews');
    await expect(panel.getByRole('form', { name: /^Outcome: / })).toBeVisible();
    await snap(desk, testInfo, `${tag} c2 console: interview scheduled`);
  });

  await test.step(`student: the Interviews card says "${walkOf.interview.subtitleWhenScheduled}"; View Detail shows the interview`, async () => {
    const card = await expectCard(page, 'Interviews', walkOf.interview.subtitleWhenScheduled, {
      label: 'View Detail',
      href: '/post-offer?stage=INTERVIEW',
    });
    await card.getByRole('link', { name: 'View Detail' }).click();
    const interviews = page.getByRole('region', { name: names.interview, exact: true });
    await expect(interviews.getByRole('article', { name: walkOf.interview.kind })).toBeVisible();
    await expect(interviews.getByRole('link', { name: /Join the meeting/ })).toHaveAttribute(
      'href',
      'https://meet.example.org/interview',
    );
    await snap(page, testInfo, `${tag} s5 post-offer: interview`);
  });

  await test.step('counsellor: records Passed; the Interviews card says "Accepted"', async () => {
    const form = panel.getByRole('form', { name: /^Outcome: / });
    await form.getByRole('radio', { name: 'Passed', exact: true }).check();
    await submitStage(desk, form, 'Save outcome', '/outcome');
    await expect(panel.getByRole('form', { name: /^Outcome: / })).toHaveCount(0);
    await expectCard(page, 'Interviews', S.interviewPassed, {
      label: 'View Detail',
      href: '/post-offer?stage=INTERVIEW',
    });
  });

  await test.step(`student: uploads the ${shortName} letter`, async () => {
    await openStudentJourney(page, offered, 'CONFIRMATION');
    const stage = await studentStage(page, names.confirmation);
    await uploadJourneyDocument(page, stage, `${shortName} letter`, pdfFile(`${tag}-${shortName}.pdf`));
    await snap(page, testInfo, `${tag} s6 post-offer: ${shortName} letter uploaded`);
  });

  await test.step(`counsellor: records the ${shortName} number and issue date`, async () => {
    panel = await reloadPanel(desk, courseName, names.confirmation);
    const form = panel.getByRole('form', { name: `Save ${shortName}` });
    await form.getByLabel(`${shortName} number`).fill(country === 'UK' ? 'E4G8KX12345678' : 'F301234567');
    const issuedOn = indiaDay(0);
    await form.getByLabel('Issue date').fill(issuedOn);
    if (rule.confirmation.validForMonths !== null) {
      // The rule's validity fills the expiry in (a UK CAS: 6 months).
      const expiry = new Date(`${issuedOn}T00:00:00Z`);
      expiry.setUTCMonth(expiry.getUTCMonth() + rule.confirmation.validForMonths);
      await expect(form.getByLabel('Expiry date')).toHaveValue(expiry.toISOString().slice(0, 10));
    } else {
      await expect(form.getByLabel('Expiry date')).toHaveValue('');
    }
    await submitStage(desk, form, `Save ${shortName}`, '/post-offer/confirmation');
    await expect(panel.getByText(new RegExp(`^${shortName} [A-Z0-9]+$`))).toBeVisible();
    await expectCard(page, 'CAS', S.confirmationIssued(shortName), {
      label: 'See All',
      href: '/post-offer?stage=CONFIRMATION',
    });
  });

  await test.step('counsellor: the funds calculator, with a rupee rate and its date; the student sees the total', async () => {
    await openPanelStage(panel, names.visa);
    const form = panel.getByRole('form', { name: 'Funds calculator' });
    if (walkOf.livingOption)
      await form.getByLabel('Where the student will live').selectOption({ label: walkOf.livingOption });
    await form.getByLabel(`Rupees per 1 ${rule.funds.currency}`).fill(walkOf.inrRate);
    await form.getByLabel('Rate date').fill(indiaDay(0));
    await submitStage(desk, form, 'Save calculation', '/post-offer/visa/funds');
    await snap(desk, testInfo, `${tag} c3 console: funds calculator`);
    await snapAt768(desk, testInfo, `${tag} c3b console: the After the offer panel`);

    const { calculation } = (await journeyOf(page.request, offered)).visa.funds ?? {};
    expect(calculation?.total, 'the server kept a total').toBeGreaterThan(0);
    await openStudentJourney(page, offered, 'VISA');
    const funds = page.getByRole('region', { name: 'Funds you must show' });
    await expect(funds.getByText(moneyText(calculation?.total ?? 0, rule.funds.currency))).toBeVisible();
    await expect(
      funds.getByText(`In rupees at ₹${walkOf.inrRate} (rate of ${dayText(indiaDay(0))})`),
    ).toBeVisible();
    await snap(page, testInfo, `${tag} s7 post-offer: visa and funds`);
  });

  await test.step('counsellor: records the visa application; the VISA card says "Visa decision awaited"', async () => {
    const form = panel.getByRole('form', { name: 'Visa application' });
    await form.getByLabel('Applied on').fill(indiaDay(0));
    await form.getByLabel('Application reference').fill(country === 'UK' ? 'GWF071234567' : 'W307654321');
    await submitStage(desk, form, 'Save visa application', '/post-offer/visa/lodged');
    await expectCard(page, 'VISA', S.visaLodged, { label: 'See All', href: '/post-offer?stage=VISA' });
  });

  await test.step('student: uploads the visa decision letter', async () => {
    await openStudentJourney(page, offered, 'VISA');
    const stage = await studentStage(page, names.visa);
    await uploadJourneyDocument(page, stage, 'Visa decision letter', pdfFile(`${tag}-visa-decision.pdf`));
  });

  await test.step('counsellor: records the visa GRANTED with its validity; the VISA card says "Visa granted"', async () => {
    panel = await reloadPanel(desk, courseName, names.visa);
    const form = panel.getByRole('form', { name: 'Visa decision' });
    await expect(form.getByRole('button', { name: 'Open Visa decision letter' })).toBeVisible();
    await form.getByRole('radio', { name: 'Granted', exact: true }).check();
    await form.getByLabel('Decision date').fill(indiaDay(0));
    await form.getByLabel('Valid from').fill(indiaDay(30));
    await form.getByLabel('Valid until').fill(indiaDay(30 + 480));
    await submitStage(desk, form, 'Save decision', '/post-offer/visa/decision');
    await expect(panel.getByText(/^Granted: valid from /)).toBeVisible();
    await expectCard(page, 'VISA', S.visaGranted, { label: 'See All', href: '/post-offer?stage=VISA' });
    await snap(page, testInfo, `${tag} s8 dashboard: visa granted`);
  });

  await test.step("student: registers for today's pre-departure event, then gives feedback", async () => {
    const events = ZPreDepartureEventList.parse(
      await studentApi(page.request, offered.student, 'GET', '/api/student/pre-departure/events'),
    );
    const today = events.find((event) => event.date === indiaDay(0));
    if (!today) throw new Error('the seed has no pre-departure event today');
    const card = await expectCard(page, 'Pre-Departure', S.preDeparture, {
      label: 'Register',
      href: '/pre-departure',
    });
    await expectAccessibleLoadingAndLoaded(
      page,
      '/pre-departure',
      /\/api\/student\/pre-departure\/events$/,
      () => card.getByRole('link', { name: 'Register' }).click(),
      page.getByRole('status', { name: 'Loading pre-departure events' }),
      page.getByRole('article', { name: today.title }),
    );
    const event = page.getByRole('article', { name: today.title });
    await snap(page, testInfo, `${tag} s9 pre-departure`);
    await event.getByRole('button', { name: `Register for ${today.title}` }).click();
    await expect(event.getByText('Registered', { exact: true })).toBeVisible();

    const feedbackCard = await expectCard(page, 'Pre-Departure', S.preDepartureFeedback, {
      label: 'Give feedback',
      href: '/pre-departure',
    });
    await feedbackCard.getByRole('link', { name: 'Give feedback' }).click();
    await event.getByRole('button', { name: 'Give feedback' }).click();
    const form = page.getByRole('form', { name: `Feedback on ${today.title}` });
    await form.getByRole('radio', { name: '4 of 5', exact: true }).check();
    await form.getByLabel('Comment (optional)').fill('Useful: the forex and first-week tips.');
    await snap(page, testInfo, `${tag} s10 pre-departure: feedback form`);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expectToast(page, 'success', PRE_DEPARTURE_EVENT_MESSAGES.thanks);
    await expect(event.getByText('Your rating: 4 of 5')).toBeVisible();
    await snap(page, testInfo, `${tag} s11 pre-departure: thanks`);
  });

  await test.step('counsellor: marks pre-departure complete', async () => {
    await openPanelStage(panel, names.preDeparture);
    const form = panel.getByRole('form', { name: 'Mark pre-departure complete' });
    await submitStage(desk, form, 'Mark pre-departure complete', '/post-offer/pre-departure/complete');
    await expect(panel.getByText(/^Completed /)).toBeVisible();
    await snap(desk, testInfo, `${tag} c4 console: journey complete`);
    const journey = await journeyOf(page.request, offered);
    expect(journey.position).toBe('DONE');
    await openStudentJourney(page, offered, 'PRE_DEPARTURE');
    await expect(page.getByText('Pre-departure complete. Have a good journey!')).toBeVisible();
    await snap(page, testInfo, `${tag} s12 post-offer: ready to fly`);
  });
  await desk.context().close();
}

for (const walkOf of WALKS) {
  test(`a student and a counsellor walk a ${walkOf.country} application from the unconditional offer to a granted visa and a pre-departure registration with feedback (student at ${walkOf.studentWidth} px)`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(5 * 60_000);
    await walk(walkOf, page, browser, testInfo);
  });
}
