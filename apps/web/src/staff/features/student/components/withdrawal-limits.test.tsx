import { EXTRA_APPLICATION_MESSAGES, LIMITS, type TStaffWithdrawalLimit } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody } from '../../../../test/fake-api.ts';
import { APPLICATION_SECTION_TEXTS } from '../application-texts.ts';
import { applicationDocumentsOf, applicationOf } from '../test/shortlist-payment-application-fixtures.ts';
import { staffMe, studentDetail } from '../test/staff-student-fixtures.ts';
import { renderStudentPage, sectionNamed } from '../test/student-page-test-kit.tsx';

const TEXTS = APPLICATION_SECTION_TEXTS.limits;
const GRANT_URL = '/api/staff/students/7/courses/101/extra-application';

/** Course 101, opted out of as often as the limit allows (three WITHDRAWN applications). */
const limitOf = (overrides: Partial<TStaffWithdrawalLimit> = {}): TStaffWithdrawalLimit => ({
  courseId: 101,
  courseName: 'MSc Course 101',
  universityName: 'University 101',
  optOuts: LIMITS.withdrawalsPerCourseMax,
  extraApplicationsAllowed: 0,
  hasUnusedExtraApplication: false,
  isAtLimit: true,
  ...overrides,
});

const detailWith = (limit: TStaffWithdrawalLimit) =>
  studentDetail({
    applications: [1, 2, 3].map((id) => applicationOf(id, 'WITHDRAWN', { courseId: 101 })),
    withdrawalLimits: [limit],
  });

const documentsRoute = {
  'GET /application/document/all': (request: { params: unknown }) => ({
    status: 200,
    data: applicationDocumentsOf((request.params as { applicationId: number }).applicationId, 'WITHDRAWN'),
  }),
};

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

describe('Opt-out limit on the staff student page', { timeout: 20_000 }, () => {
  it('an admin allows one more application: asks first, sends the reason, toasts and reads the student again', async () => {
    let limit = limitOf();
    const page = renderStudentPage({
      me: staffMe('ADMIN'),
      detail: () => ({ status: 200, data: detailWith(limit) }),
      routes: {
        ...documentsRoute,
        [`POST ${GRANT_URL}`]: (request) => {
          limit = limitOf({ extraApplicationsAllowed: 1, hasUnusedExtraApplication: true, isAtLimit: false });
          return {
            status: 201,
            data: {
              id: 5,
              studentId: 7,
              courseId: 101,
              grantedBy: { id: 1, name: 'Anil Admin' },
              reason: (request.data as { reason: string }).reason,
              createdAt: '2026-11-24T04:30:00.000Z',
              usedByApplicationId: null,
            },
          };
        },
      },
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Applications');
    const limits = within(section.getByRole('group', { name: TEXTS.title }));
    expect(limits.getByText('MSc Course 101')).toBeInTheDocument();
    expect(
      limits.getByText(`Opted out ${LIMITS.withdrawalsPerCourseMax} times. ${TEXTS.atLimit}`),
    ).toBeVisible();

    await page.user.click(await limits.findByRole('button', { name: TEXTS.allowCourse('MSc Course 101') }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.confirmTitle('MSc Course 101') });
    expect(page.requestsTo('POST', GRANT_URL)).toHaveLength(0);
    await page.user.type(within(dialog).getByLabelText(TEXTS.reasonLabel), 'Visa delay');
    await page.user.click(within(dialog).getByRole('button', { name: TEXTS.confirm }));

    await waitFor(() => expect(page.notifier.success).toHaveBeenCalledWith(TEXTS.allowed));
    expect(page.requestsTo('POST', GRANT_URL).map((request) => request.data)).toEqual([
      { reason: 'Visa delay' },
    ]);
    // The student is read again: the course now says the student can apply, and the button is gone.
    expect(await limits.findByText(new RegExp(TEXTS.unused))).toBeInTheDocument();
    expect(page.requestsTo('GET', '/api/staff/students/7').length).toBeGreaterThanOrEqual(2);
    expect(limits.queryByRole('button', { name: /Allow one more application/ })).toBeNull();
  });

  it('cancelling sends nothing and forgets the typed reason', async () => {
    const page = renderStudentPage({
      me: staffMe('ADMIN'),
      detail: detailWith(limitOf()),
      routes: documentsRoute,
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Applications');
    await page.user.click(await section.findByRole('button', { name: TEXTS.allowCourse('MSc Course 101') }));
    const dialog = await screen.findByRole('dialog');
    await page.user.type(within(dialog).getByLabelText(TEXTS.reasonLabel), 'Typed for nothing');
    await page.user.click(within(dialog).getByRole('button', { name: TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.requestsTo('POST', GRANT_URL)).toHaveLength(0);
    // Asked again, the dialog starts empty: a cancelled reason is not carried to the next grant.
    await page.user.click(section.getByRole('button', { name: TEXTS.allowCourse('MSc Course 101') }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText(TEXTS.reasonLabel)).toHaveValue('');
  });

  it("shows the server's refusal beside the course", async () => {
    const page = renderStudentPage({
      me: staffMe('ADMIN'),
      detail: detailWith(limitOf()),
      routes: {
        ...documentsRoute,
        [`POST ${GRANT_URL}`]: {
          status: 409,
          data: apiErrorBody('CONFLICT', EXTRA_APPLICATION_MESSAGES.alreadyAllowed),
        },
      },
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Applications');
    await page.user.click(await section.findByRole('button', { name: TEXTS.allowCourse('MSc Course 101') }));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(within(dialog).getByRole('button', { name: TEXTS.confirm }));
    expect(await section.findByRole('alert')).toHaveTextContent(EXTRA_APPLICATION_MESSAGES.alreadyAllowed);
    expect(page.notifier.success).not.toHaveBeenCalled();
  });

  it('a counsellor sees the limit but no control', async () => {
    const page = renderStudentPage({ detail: detailWith(limitOf()), routes: documentsRoute });
    restore = page.fake.restore;
    const section = await sectionNamed('Applications');
    await waitFor(() => expect(page.requestsTo('GET', '/api/staff/me')).toHaveLength(1));
    const limits = within(section.getByRole('group', { name: TEXTS.title }));
    expect(await limits.findByText(TEXTS.adminOnly)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Allow one more application/ })).toBeNull();
  });

  it('an admin gets no control while a grant is unused', async () => {
    const page = renderStudentPage({
      me: staffMe('ADMIN'),
      detail: detailWith(
        limitOf({ extraApplicationsAllowed: 1, hasUnusedExtraApplication: true, isAtLimit: false }),
      ),
      routes: documentsRoute,
    });
    restore = page.fake.restore;
    const section = await sectionNamed('Applications');
    await waitFor(() => expect(page.requestsTo('GET', '/api/staff/me')).toHaveLength(1));
    expect(section.getByText(/1 extra application allowed so far\./)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Allow one more application/ })).toBeNull();
  });
});
