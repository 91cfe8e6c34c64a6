import { expect, type Locator, type Page, test } from '@playwright/test';
import { APPLICATION_MESSAGES, DASHBOARD_CARD_TITLES, TOAST_MESSAGES } from '@portal/contract';
import { A11Y_WIDTHS, expectAccessibleAtAllWidths, expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { bookCounselling } from '../support/counselling.ts';
import { shootAtAllWidths } from '../support/screenshots.ts';
import { apiAs, signInAsRegisteredStudent } from '../support/session.ts';
import { asStaff } from '../support/staff.ts';

type TCourse = { id: number; name: string };

const studentIdOf = async (page: Page) =>
  Number(await page.evaluate(() => sessionStorage.getItem('studentId')));

async function someCourses(page: Page, count: number): Promise<TCourse[]> {
  const result = (await apiAs(page, 'POST', '/api/course/filter?pageNumber=1&pageSize=50', {
    course_category: [],
    country: [],
    studyLevel: '',
  })) as { content: TCourse[] };
  const distinct = [...new Map(result.content.map((course) => [course.name, course])).values()];
  expect(distinct.length).toBeGreaterThanOrEqual(count);
  return distinct.slice(0, count);
}

const recordPayment = async (page: Page) =>
  asStaff(page.request, 'POST', `/api/staff/students/${await studentIdOf(page)}/payments`, { amount: 4956 });
const markExpertChoice = async (page: Page, course: TCourse) =>
  asStaff(page.request, 'PUT', `/api/staff/students/${await studentIdOf(page)}/shortlist/${course.id}`, {
    status: 'EXPERT_CHOICE',
  });
const cardOf = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });
/** The level-1 heading each dashboard footer link must open (counselling's depends on the booking). */
const SCREEN_HEADINGS: Record<string, string | RegExp> = {
  '/profile': /\S/, // the student's name
  '/shortlisted': 'Shortlisted courses',
  '/payment': /^Complete Your Payment, .+!$/,
  '/applied-courses': 'Applied Courses',
  // No application past the offer yet: the list's empty state under its title.
  '/post-offer?stage=INTERVIEW': 'What happens next',
  '/post-offer?stage=CONFIRMATION': 'What happens next',
  '/post-offer?stage=VISA': 'What happens next',
  '/pre-departure': 'Pre-departure',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Follows every footer link of the dashboard to its screen's heading (every card has one: none says Coming soon). */
async function followFooterLinks(page: Page, counselling: string, counsellingHeading: string) {
  const headings = { ...SCREEN_HEADINGS, [counselling]: counsellingHeading };
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toHaveCount(9);
  for (const title of DASHBOARD_CARD_TITLES) {
    await expect(cardOf(page, title).getByText('Coming soon', { exact: true })).toHaveCount(0);
    const link = cardOf(page, title).getByRole('link');
    await expect(link, `${title}: a footer link`).toHaveCount(1);
    const href = (await link.getAttribute('href')) ?? '';
    expect(Object.keys(headings), `${title}: ${href}`).toContain(href);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
    await expect(page.getByRole('heading', { level: 1, name: headings[href] })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('article')).toHaveCount(9);
  }
}

/** The day a payment recorded now was completed, as the page words it (India time). */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());

test.describe('Payment, Apply Now and Applied Courses', () => {
  test('the payment page: the summary and How to pay, then the paid state once staff record it', async ({
    page,
  }) => {
    test.slow(); // sign-in, staff set-up and axe runs on a shared machine
    await signInAsRegisteredStudent(page);
    await page.goto('/payment');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete Your Payment, Riya Sharma!' }),
    ).toBeVisible();
    await expect(page.getByText("Secure your spot in the courses you've shortlisted.")).toBeVisible();
    const summary = page.getByRole('region', { name: 'Payment Summary' });
    await expect(summary.getByText('₹4,200')).toBeVisible();
    await expect(summary.getByText('₹4,956')).toBeVisible();
    await expect(summary.getByText(/including GST/)).toBeVisible();
    await shootAtAllWidths(page, 'payment-unpaid');

    await page.getByRole('button', { name: 'Pay Now' }).click();
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    await expect(howToPay.getByRole('heading', { name: 'How to pay' })).toBeFocused();
    await expect(howToPay).toContainText('Contact your counsellor to pay the fee of ₹4,956.');
    await expectAccessibleAtAllWidths(page, 'the unpaid payment page', () => expect(howToPay).toBeVisible());
    await shootAtAllWidths(page, 'payment-how-to-pay');

    // Staff record the fee; the page shows it when the student comes back to the window (no reload).
    await recordPayment(page);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('₹4,956', { exact: true })).toBeVisible();
    await expect(page.getByText(`Paid on ${todayInIndia()}`)).toBeVisible();
    await expectAccessibleAtAllWidths(page, 'the paid payment page');
    await shootAtAllWidths(page, 'payment-paid');
    await page.getByRole('link', { name: 'Go to Shortlisted courses' }).click();
    await expect(page).toHaveURL(/\/shortlisted$/);
  });

  test('apply from the shortlist, follow it on Applied Courses, and Opt Out', async ({ page }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    const [expert, choice] = await someCourses(page, 2);
    if (!expert || !choice) throw new Error('not enough courses');
    await apiAs(page, 'POST', '/shortlist/add', { courseId: choice.id });
    await markExpertChoice(page, expert);
    await bookCounselling(page);

    // Nothing applied yet: the empty state leads to the shortlist.
    await page.goto('/applied-courses');
    await expect(page.getByRole('heading', { level: 2, name: 'No applications yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Shortlisted courses' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
    await shootAtAllWidths(page, 'applied-empty');

    await page.getByRole('link', { name: 'Go to Shortlisted courses' }).click();
    // Counselling not completed: the student's own choice has no Apply Now, and says why.
    await expect(cardOf(page, choice.name).getByText(APPLICATION_MESSAGES.counsellingRequired)).toBeVisible();
    await expect(cardOf(page, choice.name).getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    // Unpaid: Apply Now leads to the payment page.
    await cardOf(page, expert.name).getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();

    await recordPayment(page);
    await page.goto('/shortlisted');
    await shootAtAllWidths(page, 'shortlisted-before-apply');
    await cardOf(page, expert.name).getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/application-journey$/);
    await expect(page.getByText(TOAST_MESSAGES.applicationSubmitted)).toBeVisible();
    const applicationId = await page.evaluate(() => sessionStorage.getItem('applicationId'));

    // The dashboard's Applied Courses card leads to the list.
    await page.goto('/dashboard');
    await cardOf(page, 'Applied Courses').getByRole('link', { name: 'See All' }).click();
    await expect(page).toHaveURL(/\/applied-courses$/);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    const card = cardOf(page, expert.name);
    await expect(card.getByText('Application Submitted')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await expect(card.getByRole('link', { name: 'Conditional Offer' })).toHaveAttribute(
      'href',
      `/application-journey?applicationId=${applicationId}&step=0`,
    );
    await expect(page.getByRole('link', { name: 'Apply Another Course' })).toHaveAttribute(
      'href',
      '/shortlisted',
    );
    await expectAccessibleAtAllWidths(page, 'applied courses', () => expect(card).toBeVisible());
    await shootAtAllWidths(page, 'applied-list');

    // Opt Out asks first; Keep application leaves it.
    const optOut = card.getByRole('button', { name: 'Opt Out' });
    await optOut.click();
    const dialog = page.getByRole('dialog', { name: `Opt out of ${expert.name}?` });
    await expect(dialog.getByRole('button', { name: 'Keep application' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the Opt Out confirmation');
    await shootAtAllWidths(page, 'applied-opt-out-dialog');
    await dialog.getByRole('button', { name: 'Keep application' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Application Submitted')).toBeVisible();

    await optOut.click();
    await dialog.getByRole('button', { name: 'Yes, opt out' }).click();
    await expect(page.getByText(APPLICATION_MESSAGES.withdrawn(expert.name))).toBeVisible();
    await expect(card.getByText('Withdrawn')).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByRole('link')).toHaveCount(0);
    await shootAtAllWidths(page, 'applied-withdrawn');
    // The course is no longer APPLIED on the shortlist.
    await page.goto('/shortlisted');
    await expect(cardOf(page, expert.name).getByText('ALREADY APPLIED')).toHaveCount(0);
  });

  test('every dashboard footer link leads to a screen, at 375 and 1440 px; none says Coming soon', async ({
    page,
  }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    await bookCounselling(page);
    for (const width of A11Y_WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await followFooterLinks(page, '/select-topic', 'Your counselling session');
    }
    await shootAtAllWidths(page, 'dashboard');
    // Counselling completed: Rebook Now (and Contact Counsellor) start the booking flow again.
    await asStaff(
      page.request,
      'POST',
      `/api/staff/students/${await studentIdOf(page)}/counselling/complete`,
    );
    await followFooterLinks(page, '/book-counselling', 'Book Free Counselling');
  });
});
