import fs from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  destinationRuleOf,
  type TCountry,
  type TDestinationRule,
  type TPostOfferJourney,
  toIsoDate,
  ZPostOfferJourney,
} from '@portal/contract';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { applicationCard } from './console.ts';
import type { TSampleFile } from './sample-files.ts';
import { asStaff } from './staff.ts';
import { createStudent, studentApi, type TStudent } from './student.ts';

/**
 * The steps after the unconditional offer (specs/post-offer-journey.spec.ts): the set-up through the API
 * up to the offer, then what the student does on /post-offer, /pre-departure and /fees-and-finance and
 * what the counsellor records in the console's "After the offer" panel, by the names the screens give.
 */

/** A calendar day `days` from today, India time (the portal's dates), as YYYY-MM-DD. */
export const indiaDay = (days = 0) => toIsoDate(new Date(Date.now() + days * 86_400_000));

/** A date as the student's screens write it: '25 Nov 2026'. */
export const dayText = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** An amount as the student's screens write it: '£30,347'. */
export const moneyText = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type TOfferedStudent = {
  student: TStudent;
  applicationId: number;
  courseName: string;
  rule: TDestinationRule;
};

/** Books the first free counselling slot through the API (the dashboard opens only with a booking). */
export async function bookCounsellingAs(request: APIRequestContext, student: TStudent): Promise<void> {
  for (let days = 1; days <= 8; days += 1) {
    const date = indiaDay(days);
    const slots = (await studentApi(request, student, 'GET', `/api/counselling/slots?date=${date}`)) as {
      time: string;
      available: boolean;
    }[];
    const slot = slots.find((candidate) => candidate.available);
    if (slot) {
      await studentApi(request, student, 'POST', '/api/counselling/book', {
        date,
        time: slot.time,
        topics: ['COURSE_SELECTION'],
      });
      return;
    }
  }
  throw new Error('no free counselling slot in the next week');
}

/**
 * A new student with an unconditional offer from a course of `country` (found through the catalogue's
 * filter), set up through the API as the earlier specs walk it in the browser: signed in (one OTP),
 * registered, counselling booked, the course shortlisted and made an expert choice, the fee paid, the
 * application made and moved to UNCONDITIONAL_OFFER_RECEIVED by this worker's counsellor.
 */
export async function offeredStudentIn(
  request: APIRequestContext,
  country: TCountry,
  name: string,
): Promise<TOfferedStudent> {
  const student = await createStudent(request, name);
  await bookCounsellingAs(request, student);
  const listing = (await studentApi(request, student, 'POST', '/api/course/filter?pageNumber=1&pageSize=1', {
    course_category: [],
    country: [country],
    studyLevel: '',
  })) as { content: { id: number; name: string; country: string }[] };
  const [course] = listing.content;
  if (!course) throw new Error(`no ${country} course in the catalogue`);
  expect(course.country).toBe(country);
  await studentApi(request, student, 'POST', '/shortlist/add', { courseId: course.id });
  await asStaff(request, 'PUT', `/api/staff/students/${student.studentId}/shortlist/${course.id}`, {
    status: 'EXPERT_CHOICE',
  });
  await asStaff(request, 'POST', `/api/staff/students/${student.studentId}/payments`, {
    amount: 4956,
    mode: 'UPI',
    reference: `UTR${student.mobileNumber}`,
  });
  const application = (await studentApi(request, student, 'POST', '/api/application', {
    courseId: course.id,
  })) as { id: number };
  await asStaff(request, 'PUT', `/api/staff/applications/${application.id}/status`, {
    status: 'UNCONDITIONAL_OFFER_RECEIVED',
  });
  return {
    student,
    applicationId: application.id,
    courseName: course.name,
    rule: destinationRuleOf(country),
  };
}

/** The journey as the student's own call answers it (to compare the screen with the server's figures). */
export async function journeyOf(
  request: APIRequestContext,
  offered: TOfferedStudent,
): Promise<TPostOfferJourney> {
  return ZPostOfferJourney.parse(
    await studentApi(
      request,
      offered.student,
      'GET',
      `/api/student/applications/${offered.applicationId}/post-offer`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The student's side

/** /post-offer?application=…[&stage=…]: the application's steps after the offer, its course as the title. */
export async function openStudentJourney(
  page: Page,
  offered: TOfferedStudent,
  stage?: string,
): Promise<void> {
  await page.goto(`/post-offer?application=${offered.applicationId}${stage ? `&stage=${stage}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: offered.courseName })).toBeVisible();
}

/** One stage's details on the student's timeline, opened if it is closed. */
export async function studentStage(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name, exact: true });
}

/** Uploads a journey document through the documents feature's control in `scope`; the server then has it. */
export async function uploadJourneyDocument(
  page: Page,
  scope: Locator,
  label: string,
  file: TSampleFile,
): Promise<void> {
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().includes('/student/document/upload') && response.request().method() === 'POST',
  );
  await scope.getByLabel(`${label} file`, { exact: true }).setInputFiles(file);
  expect((await uploaded).ok(), `upload of ${label}`).toBe(true);
  await expect(scope.getByText(file.name).first()).toBeVisible();
}

/** A dashboard card's subtitle and footer link (the link opens the card's screen). */
export async function expectCard(
  page: Page,
  title: string,
  subtitle: string,
  link: { label: string; href: string },
): Promise<Locator> {
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(9);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card.getByText(subtitle, { exact: true }), `${title}: subtitle`).toBeVisible();
  await expect(card.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  return card;
}

/** A PDF reaches the browser's downloads when `click` runs. */
export async function expectPdfDownload(page: Page, click: () => Promise<void>): Promise<void> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  const saved = await fs.readFile(await download.path());
  expect(saved.subarray(0, 5).toString('latin1'), 'the receipt is a PDF').toBe('%PDF-');
}

/**
 * The screen is accessible while the call matching `held` is held back (its loading state, what paints
 * first) and once it has answered (`loaded` visible): axe at the current width each time.
 */
export async function expectAccessibleLoadingAndLoaded(
  page: Page,
  label: string,
  held: RegExp,
  open: () => Promise<unknown>,
  loading: Locator,
  loaded: Locator,
): Promise<void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: import('@playwright/test').Route) => {
    await gate;
    await route.continue().catch(() => {});
  };
  await page.route(held, handler);
  await open();
  await expect(loading).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${label}, loading`);
  release();
  await expect(loaded).toBeVisible();
  await page.unroute(held, handler);
  await expectNoSeriousA11yViolations(page, `${label}, loaded`);
}

// ---------------------------------------------------------------------------------------------
// The counsellor's side: the "After the offer" panel of the application's card on the student's page

/** The application's "After the offer" panel in the console. */
export const postOfferPanel = (desk: Page, courseName: string) =>
  applicationCard(desk, courseName).getByRole('region', { name: 'After the offer', exact: true });

/** Opens one stage's fold of the panel (the current one is open already). */
export async function openPanelStage(panel: Locator, name: string): Promise<void> {
  const control = panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
  await expect(control).toBeVisible();
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
}

/** Presses a form's submit button and waits for the call it sends to succeed. */
export async function submitStage(desk: Page, form: Locator, button: string, call: string): Promise<void> {
  const answered = desk.waitForResponse(
    (response) => response.url().includes(call) && response.request().method() !== 'GET',
  );
  await form.getByRole('button', { name: button, exact: true }).click();
  const response = await answered;
  expect(response.ok(), `${call}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** After the student acted in their window: the console reads the journey again (a reload), at the panel. */
export async function reloadPanel(desk: Page, courseName: string, stageName: string): Promise<Locator> {
  await desk.reload();
  const panel = postOfferPanel(desk, courseName);
  await openPanelStage(panel, stageName);
  return panel;
}
