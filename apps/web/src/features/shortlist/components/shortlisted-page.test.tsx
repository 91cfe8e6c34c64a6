import { notifications } from '@mantine/notifications';
import { APPLICATION_MESSAGES, ERROR_MESSAGES, SHORTLIST_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeItem } from './shortlist-fixtures.ts';
import { ShortlistedPage, type TStudentProgress } from './shortlisted-page.tsx';

const notPaid: TStudentProgress = { isCounsellingCompleted: false, isPaymentCompleted: false };
const paid: TStudentProgress = { isCounsellingCompleted: true, isPaymentCompleted: true };

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => {
  fake?.restore();
  notifications.clean(); // toasts are global: each test starts without the last one's
});

const list = (...items: ReturnType<typeof makeItem>[]): TFakeReply => ({ status: 200, data: items });
const shortlistGets = () =>
  fake.requests.filter((request) => request.method === 'GET' && request.url === '/shortlist');
const cardOf = (name: string) => within(screen.getByRole('article', { name }));

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('Shortlisted courses page', { timeout: 20_000 }, () => {
  it('shows the title, a Back link to /dashboard, the cards sorted by status and the Add a new course card', async () => {
    fake = installFakeApi({
      'GET /shortlist': list(
        makeItem(1, 'NOT_ELIGIBLE'),
        makeItem(2, 'APPLIED'),
        makeItem(3, 'STUDENT_CHOICE'),
        makeItem(4, 'EXPERT_CHOICE'),
      ),
    });
    renderWithApp(<ShortlistedPage progress={notPaid} />, { route: '/shortlisted' });
    expect(screen.getByRole('heading', { level: 1, name: 'Shortlisted courses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    await screen.findByRole('article', { name: 'Course 4' });
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('data-status'));
    expect(names).toEqual(['EXPERT_CHOICE', 'STUDENT_CHOICE', 'APPLIED', 'NOT_ELIGIBLE']);
    const add = screen.getByRole('link', { name: 'Add a new course' });
    expect(add).toHaveAttribute('href', '/courses');
    // The final card comes after every course card.
    const last = screen.getAllByRole('article').at(-1);
    expect(last?.compareDocumentPosition(add)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows skeletons, not a spinner, until the shortlist and the student state are known', async () => {
    fake = installFakeApi({ 'GET /shortlist': list(makeItem(1, 'STUDENT_CHOICE')) });
    const { rerender } = renderWithApp(<ShortlistedPage progress={undefined} />, { route: '/shortlisted' });
    expect(screen.getByRole('status', { name: 'Loading your shortlisted courses' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(shortlistGets()).toHaveLength(1));
    expect(screen.queryByRole('article')).toBeNull();
    rerender(<ShortlistedPage progress={notPaid} />);
    expect(await screen.findByRole('article', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your shortlisted courses' })).toBeNull();
  });

  it('says so and retries when the list cannot be read', async () => {
    let calls = 0;
    fake = installFakeApi({
      'GET /shortlist': () => {
        calls += 1;
        return calls === 1
          ? { status: 404, data: apiErrorBody('NOT_FOUND', 'nope') }
          : list(makeItem(1, 'APPLIED'));
      },
    });
    renderWithApp(<ShortlistedPage progress={notPaid} />, { route: '/shortlisted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Course 1' })).toBeInTheDocument();
  });

  it('removes a course (DELETE /shortlist/delete?courseId=), toasts and reloads the list', async () => {
    let items = [makeItem(3, 'STUDENT_CHOICE'), makeItem(8, 'STUDENT_CHOICE')];
    const onChanged = vi.fn();
    fake = installFakeApi({
      'GET /shortlist': () => list(...items),
      'DELETE /shortlist/delete': (request) => {
        items = items.filter((item) => item.courseId !== (request.params as { courseId: number }).courseId);
        return { status: 200, data: { courseId: 3, message: TOAST_MESSAGES.shortlistRemoved } };
      },
    });
    renderWithApp(<ShortlistedPage progress={notPaid} onChanged={onChanged} />, { route: '/shortlisted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Course 3' }));
    expect(await screen.findByText(TOAST_MESSAGES.shortlistRemoved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Course 3' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Course 8' })).toBeInTheDocument();
    const remove = fake.requests.find((request) => request.method === 'DELETE');
    expect(remove?.url).toBe('/shortlist/delete');
    expect(remove?.params).toEqual({ courseId: 3 });
    expect(shortlistGets()).toHaveLength(2);
    expect(onChanged).toHaveBeenCalled();
  });

  it("toasts the server's reason when a removal is refused, else 'Failed to remove course from shortlist!'", async () => {
    let reply: TFakeReply = {
      status: 409,
      data: apiErrorBody('CONFLICT', SHORTLIST_MESSAGES.counsellingCompleted),
    };
    fake = installFakeApi({
      'GET /shortlist': list(makeItem(3, 'STUDENT_CHOICE')),
      'DELETE /shortlist/delete': () => reply,
    });
    renderWithApp(<ShortlistedPage progress={notPaid} />, { route: '/shortlisted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Course 3' }));
    expect(await screen.findByText(SHORTLIST_MESSAGES.counsellingCompleted)).toBeInTheDocument();
    reply = { status: 500 };
    await userEvent.click(screen.getByRole('button', { name: 'Remove Course 3' }));
    expect(await screen.findByText(ERROR_MESSAGES.shortlistRemove)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Course 3' })).toBeInTheDocument();
  });

  describe('NOT_ELIGIBLE alert', () => {
    it('Undo asks, then takes the course off the shortlist and reloads the list', async () => {
      let items = [makeItem(5, 'NOT_ELIGIBLE'), makeItem(6, 'STUDENT_CHOICE')];
      fake = installFakeApi({
        'GET /shortlist': () => list(...items),
        'DELETE /shortlist/delete': (request) => {
          items = items.filter((item) => item.courseId !== (request.params as { courseId: number }).courseId);
          return { status: 200, data: { courseId: 5, message: TOAST_MESSAGES.shortlistRemoved } };
        },
      });
      renderWithApp(<ShortlistedPage progress={notPaid} />, { route: '/shortlisted' });
      await screen.findByRole('article', { name: 'Course 5' });
      const card = cardOf('Course 5');
      expect(card.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.notEligible);
      expect(card.queryByRole('button', { name: /^Remove/ })).toBeNull();
      await userEvent.click(card.getByRole('button', { name: /^Undo/ }));
      // It says what it will do before doing it.
      const dialog = await screen.findByRole('dialog', { name: 'Remove Course 5 from your shortlist?' });
      expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Course 5' })).toBeNull());
      expect(fake.requests.find((request) => request.method === 'DELETE')?.params).toEqual({ courseId: 5 });
      expect(await screen.findByText(TOAST_MESSAGES.shortlistRemoved)).toBeInTheDocument();
    });

    it('close dismisses the alert and leaves the course on the list', async () => {
      fake = installFakeApi({ 'GET /shortlist': list(makeItem(5, 'NOT_ELIGIBLE')) });
      renderWithApp(<ShortlistedPage progress={notPaid} />, { route: '/shortlisted' });
      await screen.findByRole('article', { name: 'Course 5' });
      await userEvent.click(screen.getByRole('button', { name: /^Close the eligibility message/ }));
      expect(cardOf('Course 5').queryByRole('alert')).toBeNull();
      expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false);
    });

    it('cannot Undo once counselling is completed (§6)', async () => {
      fake = installFakeApi({ 'GET /shortlist': list(makeItem(5, 'NOT_ELIGIBLE')) });
      renderWithApp(<ShortlistedPage progress={paid} />, { route: '/shortlisted' });
      await screen.findByRole('article', { name: 'Course 5' });
      const undo = screen.getByRole('button', { name: /^Undo/ });
      expect(undo).toHaveAttribute('aria-disabled', 'true');
      expect(undo).toHaveAccessibleDescription(SHORTLIST_MESSAGES.counsellingCompleted);
      expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    });
  });

  describe('Apply Now (§4 Apply flow)', () => {
    it('when paid: creates the application, toasts, stores it in session storage and opens /application-journey', async () => {
      sessionStorage.setItem('enrollmentId', '12');
      const onChanged = vi.fn();
      fake = installFakeApi({
        'GET /shortlist': list(makeItem(4, 'EXPERT_CHOICE')),
        'POST /api/application': {
          status: 201,
          data: { id: 31, courseId: 4, status: 'APPLIED', statusLabel: 'Application Submitted', step: 2 },
        },
      });
      const { queryClient } = renderWithApp(<ShortlistedPage progress={paid} onChanged={onChanged} />, {
        route: '/shortlisted',
      });
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/application-journey'));
      expect(await screen.findByText(TOAST_MESSAGES.applicationSubmitted)).toBeInTheDocument();
      // Applied Courses and the journey read the new application.
      expect(invalidate).toHaveBeenCalledWith({ queryKey: APPLICATION_KEYS.all });
      expect(fake.requests.find((request) => request.method === 'POST')?.data).toEqual({
        enrollmentId: 12,
        courseId: 4,
      });
      expect(sessionStorage.getItem('applicationId')).toBe('31');
      expect(sessionStorage.getItem('appliedCourseId')).toBe('4');
      expect(sessionStorage.getItem('applicationStatus')).toBe('APPLIED');
      expect(onChanged).toHaveBeenCalled();
    });

    it('a double click applies once: one request, one toast', async () => {
      fake = installFakeApi({
        'GET /shortlist': list(makeItem(4, 'EXPERT_CHOICE')),
        'POST /api/application': {
          status: 201,
          data: { id: 31, courseId: 4, status: 'APPLIED', statusLabel: 'Application Submitted', step: 2 },
        },
      });
      renderWithApp(<ShortlistedPage progress={paid} />, { route: '/shortlisted' });
      // No pause between the two clicks: the second comes before the button shows it is busy.
      const user = userEvent.setup({ delay: null });
      await user.dblClick(await screen.findByRole('button', { name: 'Apply Now' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/application-journey'));
      expect(await screen.findByText(TOAST_MESSAGES.applicationSubmitted)).toBeInTheDocument();
      expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
      expect(screen.getAllByText(TOAST_MESSAGES.applicationSubmitted)).toHaveLength(1);
    });

    it('sends a null enrollmentId when none is stored (the server takes the latest)', async () => {
      fake = installFakeApi({
        'GET /shortlist': list(makeItem(4, 'EXPERT_CHOICE')),
        'POST /api/application': {
          status: 200,
          data: {
            id: 9,
            courseId: 4,
            status: 'UNDER_REVIEW',
            statusLabel: 'Application Under Review',
            step: 2,
          },
        },
      });
      renderWithApp(<ShortlistedPage progress={paid} />, { route: '/shortlisted' });
      await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/application-journey'));
      expect(fake.requests.find((request) => request.method === 'POST')?.data).toEqual({
        enrollmentId: null,
        courseId: 4,
      });
      expect(sessionStorage.getItem('applicationStatus')).toBe('UNDER_REVIEW');
    });

    it('when not paid: goes to /payment without creating anything', async () => {
      fake = installFakeApi({ 'GET /shortlist': list(makeItem(4, 'EXPERT_CHOICE')) });
      renderWithApp(<ShortlistedPage progress={notPaid} />, { route: '/shortlisted' });
      await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
      expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
      expect(sessionStorage.getItem('applicationId')).toBeNull();
    });

    it("toasts the server's reason for a refusal and stays", async () => {
      fake = installFakeApi({
        'GET /shortlist': list(makeItem(3, 'STUDENT_CHOICE')),
        'POST /api/application': {
          status: 409,
          data: apiErrorBody('CONFLICT', APPLICATION_MESSAGES.counsellingRequired),
        },
      });
      renderWithApp(<ShortlistedPage progress={paid} />, { route: '/shortlisted' });
      await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
      expect(await screen.findByText(APPLICATION_MESSAGES.counsellingRequired)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/shortlisted');
      expect(sessionStorage.getItem('applicationId')).toBeNull();
    });

    it('goes to /payment when the server says the fee is unpaid (402), with its reason', async () => {
      fake = installFakeApi({
        'GET /shortlist': list(makeItem(4, 'EXPERT_CHOICE')),
        'POST /api/application': {
          status: 402,
          data: apiErrorBody('PAYMENT_REQUIRED', APPLICATION_MESSAGES.paymentRequired),
        },
      });
      renderWithApp(<ShortlistedPage progress={paid} />, { route: '/shortlisted' });
      await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
      expect(await screen.findByText(APPLICATION_MESSAGES.paymentRequired)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    });

    it('is disabled for event users (§6), saying why', async () => {
      sessionStorage.setItem('isEvent', 'true');
      fake = installFakeApi({ 'GET /shortlist': list(makeItem(4, 'EXPERT_CHOICE'), makeItem(2, 'APPLIED')) });
      renderWithApp(<ShortlistedPage progress={paid} />, { route: '/shortlisted' });
      const apply = await screen.findByRole('button', { name: 'Apply Now' });
      expect(apply).toHaveAttribute('aria-disabled', 'true');
      expect(apply).toHaveAccessibleDescription(APPLICATION_MESSAGES.eventUserCannotApply);
      await userEvent.click(apply);
      expect(fake.requests.some((request) => request.method === 'POST')).toBe(false);
      expect(screen.getByTestId('location')).toHaveTextContent('/shortlisted');
      const see = screen.getByRole('button', { name: 'See Application' });
      expect(see).toHaveAttribute('aria-disabled', 'true');
      expect(see).toHaveAccessibleDescription('You have applied to this course.');
    });
  });
});
