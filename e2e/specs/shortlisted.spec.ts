import { expect, type Locator, type Page, test } from '@playwright/test';
import { SHORTLIST_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { expectAccessibleAtAllWidths, expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { bookCounselling } from '../support/counselling.ts';
import { apiAs, signInAsRegisteredStudent } from '../support/session.ts';
import { asStaff } from '../support/staff.ts';

type TCourse = { id: number; name: string };

const studentIdOf = async (page: Page) =>
  Number(await page.evaluate(() => sessionStorage.getItem('studentId')));

/** `count` catalogue courses with distinct names (cards are found by the course name). */
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

const shortlist = (page: Page, course: TCourse) =>
  apiAs(page, 'POST', '/shortlist/add', { courseId: course.id });
const setStatus = async (page: Page, course: TCourse, status: 'EXPERT_CHOICE' | 'NOT_ELIGIBLE') =>
  asStaff(page.request, 'PUT', `/api/staff/students/${await studentIdOf(page)}/shortlist/${course.id}`, {
    status,
    // Staff must say why a course is not eligible; the student never sees the reason.
    ...(status === 'NOT_ELIGIBLE' ? { reason: 'The entry requirements are not met.' } : {}),
  });

const cardOf = (page: Page, course: TCourse): Locator => page.getByRole('article', { name: course.name });

test.describe('Shortlisted courses', () => {
  test('lists the shortlist by status with its markers; Remove, Undo (after a confirmation) and close work', async ({
    page,
  }) => {
    test.slow(); // sign-in, staff set-up and two axe runs on a shared machine
    await signInAsRegisteredStudent(page);
    const [expert, first, second, ineligible] = await someCourses(page, 4);
    if (!expert || !first || !second || !ineligible) throw new Error('not enough courses');
    for (const course of [ineligible, first, second, expert]) await shortlist(page, course);
    await setStatus(page, expert, 'EXPERT_CHOICE');
    await setStatus(page, ineligible, 'NOT_ELIGIBLE');

    await page.goto('/shortlisted');
    await expect(page.getByRole('heading', { level: 1, name: 'Shortlisted courses' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('article')).toHaveCount(4);
    // §4: EXPERT_CHOICE, STUDENT_CHOICE, APPLIED, NOT_ELIGIBLE (newest first within a status).
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      expert.name,
      second.name,
      first.name,
      ineligible.name,
    ]);

    await expect(cardOf(page, expert).getByText('EXPERT CHOICE')).toBeVisible();
    await expect(cardOf(page, expert).getByText('Shortlisted', { exact: true })).toHaveCount(0);
    await expect(cardOf(page, expert).getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    await expect(cardOf(page, expert).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    for (const course of [first, second]) {
      await expect(cardOf(page, course).getByText('Shortlisted', { exact: true })).toBeVisible();
      // Counselling not completed: no Apply Now, but Remove.
      await expect(cardOf(page, course).getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
      await expect(cardOf(page, course).getByRole('button', { name: `Remove ${course.name}` })).toBeVisible();
    }
    for (const label of ['Country', 'Campus', 'Start Date', 'Approx. Fee', 'Duration']) {
      await expect(cardOf(page, first).getByText(label, { exact: true })).toBeVisible();
    }
    const notEligible = cardOf(page, ineligible).getByRole('alert');
    await expect(notEligible).toContainText('You are not eligible in this course.');
    await expect(cardOf(page, ineligible).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add a new course' })).toHaveAttribute('href', '/courses');

    await expectAccessibleAtAllWidths(page, 'shortlisted courses', async () => {
      await expect(page.getByRole('article')).toHaveCount(4);
    });

    // Close hides the alert for this visit; the course stays.
    await notEligible.getByRole('button', { name: /^Close/ }).click();
    await expect(cardOf(page, ineligible).getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(cardOf(page, ineligible).getByRole('alert')).toBeVisible();

    // Remove: the course leaves the list (server included) with the §7 toast.
    await cardOf(page, second)
      .getByRole('button', { name: `Remove ${second.name}` })
      .click();
    await expect(page.getByText('Course removed from shortlist successfully!')).toBeVisible();
    await expect(cardOf(page, second)).toHaveCount(0);

    // Undo on the NOT_ELIGIBLE alert says what it will do first: Keep leaves the course where it is…
    await expect(page.getByText(TOAST_MESSAGES.shortlistRemoved)).toHaveCount(0, { timeout: 10_000 });
    const undo = cardOf(page, ineligible).getByRole('button', { name: /^Undo/ });
    await undo.click();
    const confirm = page.getByRole('dialog', { name: `Remove ${ineligible.name} from your shortlist?` });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the Undo confirmation');
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await expect(confirm).toBeHidden();
    await expect(undo).toBeFocused();
    await expect(cardOf(page, ineligible)).toBeVisible();
    await expect(page.getByText(TOAST_MESSAGES.shortlistRemoved)).toHaveCount(0);
    // …and Remove takes it off the shortlist.
    await undo.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(TOAST_MESSAGES.shortlistRemoved)).toBeVisible();
    await expect(cardOf(page, ineligible)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      expert.name,
      first.name,
    ]);

    await page.getByRole('link', { name: 'Add a new course' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('Apply Now goes to /payment while unpaid and creates the application once paid', async ({ page }) => {
    test.slow();
    await signInAsRegisteredStudent(page);
    const [course] = await someCourses(page, 1);
    if (!course) throw new Error('no course');
    await shortlist(page, course);
    await setStatus(page, course, 'EXPERT_CHOICE');

    await page.goto('/shortlisted');
    await cardOf(page, course).getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    await asStaff(page.request, 'POST', `/api/staff/students/${await studentIdOf(page)}/payments`, {
      amount: 4956,
    });
    await page.goto('/shortlisted');
    await cardOf(page, course).getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/application-journey$/);
    const stored = await page.evaluate(() => ({
      applicationId: sessionStorage.getItem('applicationId'),
      appliedCourseId: sessionStorage.getItem('appliedCourseId'),
      applicationStatus: sessionStorage.getItem('applicationStatus'),
    }));
    expect(stored.applicationId).toMatch(/^\d+$/);
    expect(stored).toMatchObject({ appliedCourseId: String(course.id), applicationStatus: 'APPLIED' });

    await page.goto('/shortlisted');
    const card = cardOf(page, course);
    await expect(card.getByText('ALREADY APPLIED')).toBeVisible();
    await expect(card.getByText('Additional Docs')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    // Always disabled (§4), and it says why.
    await expect(card.getByRole('button', { name: 'See Application' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'See Application' })).toHaveAccessibleDescription(
      'You have applied to this course.',
    );
    await expect(card.getByText('You have applied to this course.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expectAccessibleAtAllWidths(page, 'shortlisted courses with an application', async () => {
      await expect(card.getByText('ALREADY APPLIED')).toBeVisible();
    });
  });

  test('after counselling is completed, a student choice offers Apply Now and cannot be removed', async ({
    page,
  }) => {
    await signInAsRegisteredStudent(page);
    const [choice, ineligible] = await someCourses(page, 2);
    if (!choice || !ineligible) throw new Error('not enough courses');
    await shortlist(page, choice);
    await shortlist(page, ineligible);
    await setStatus(page, ineligible, 'NOT_ELIGIBLE');
    await bookCounselling(page);
    await asStaff(
      page.request,
      'POST',
      `/api/staff/students/${await studentIdOf(page)}/counselling/complete`,
    );

    await page.goto('/shortlisted');
    await expect(cardOf(page, choice).getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    await expect(cardOf(page, choice).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    // §6: removal is blocked, so the alert's Undo is too; NOT_ELIGIBLE never offers Apply Now.
    const undo = cardOf(page, ineligible).getByRole('button', { name: /^Undo/ });
    await expect(undo).toBeDisabled();
    await expect(undo).toHaveAccessibleDescription(SHORTLIST_MESSAGES.counsellingCompleted);
    await expect(cardOf(page, ineligible).getByText(SHORTLIST_MESSAGES.counsellingCompleted)).toBeVisible();
    await expect(cardOf(page, ineligible).getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

    // Not paid yet: Apply Now leads to the payment page.
    await cardOf(page, choice).getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/payment$/);
  });
});
