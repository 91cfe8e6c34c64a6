import type { TStaffMe, TStaffQueue } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { COMPLETE_COUNSELLING_TEXTS } from '../../../api/complete-counselling.ts';
import {
  emptyQueue,
  makeQueueDocument,
  makeSession,
  makeUnpaid,
  makeWaiting,
} from '../test/queue-fixtures.ts';
import { QueuePage } from './queue-page.tsx';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  // Today in India for the session times.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-05T03:00:00Z') });
});
afterEach(() => {
  fake.restore();
  vi.useRealTimers();
});

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const me = (role: TStaffMe['role']): TFakeReply =>
  ok({ id: 7, name: 'Priya', mobileNumber: '9876543210', role });

function renderQueue(
  queue: TStaffQueue | TFakeReply | ((request: TFakeRequest) => TFakeReply | Promise<TFakeReply>),
  {
    role = 'COUNSELLOR',
    route = '/staff',
    routes = {},
  }: { role?: TStaffMe['role']; route?: string; routes?: Parameters<typeof installFakeApi>[0] } = {},
) {
  sessionStorage.setItem('role', role);
  const reply = typeof queue === 'function' || 'status' in queue ? queue : ok(queue);
  fake = installFakeApi({ 'GET /api/staff/queue': reply, 'GET /api/staff/me': me(role), ...routes });
  return renderWithApp(<QueuePage />, { route });
}
const queueReads = () => fake.requests.filter((request) => request.url === '/api/staff/queue');
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Work queue page', { timeout: 20_000 }, () => {
  it('shows the headings and skeleton rows while loading', async () => {
    renderQueue(() => new Promise<TFakeReply>(() => {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Work queue' })).toBeInTheDocument();
    for (const name of [
      'Counselling sessions',
      'Documents to review',
      'Counselled, not paid',
      'Applications waiting',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Loading the work queue…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Nothing to review.')).not.toBeInTheDocument();
  });

  it('says each list is empty in its own words', async () => {
    renderQueue({ ...emptyQueue(), isAnyoneCounselled: true });
    expect(await screen.findByText('No sessions in the next 7 days.')).toBeInTheDocument();
    expect(screen.getByText('Nothing to review.')).toBeInTheDocument();
    expect(screen.getByText('Everyone counselled has paid.')).toBeInTheDocument();
    expect(screen.getByText('No applications waiting on us.')).toBeInTheDocument();
    expect(screen.queryByText('Loading the work queue…')).not.toBeInTheDocument();
  });

  it('does not say everyone counselled has paid when nobody has been counselled', async () => {
    renderQueue({ ...emptyQueue(), isAnyoneCounselled: false });
    expect(await screen.findByText('Nobody has been counselled yet.')).toBeInTheDocument();
    expect(screen.queryByText('Everyone counselled has paid.')).not.toBeInTheDocument();
  });

  it('lists the week ahead, and one date from the date filter (kept in the address)', async () => {
    renderQueue(emptyQueue());
    const sessions = section('Counselling sessions');
    expect(await sessions.findByText('No sessions in the next 7 days.')).toBeInTheDocument();
    expect(queueReads().map((request) => request.params)).toEqual([{ mine: true }]);
    fireEvent.change(sessions.getByLabelText('Sessions on'), { target: { value: '2027-01-09' } });
    expect(await sessions.findByText('No sessions on Sat, 9 Jan 2027.')).toBeInTheDocument();
    expect(queueReads().at(-1)?.params).toEqual({ mine: true, sessionDate: '2027-01-09' });
    expect(screen.getByTestId('location')).toHaveTextContent('/staff?day=2027-01-09');
    fireEvent.click(sessions.getByRole('button', { name: 'Show the next 7 days' }));
    expect(await sessions.findByText('No sessions in the next 7 days.')).toBeInTheDocument();
    expect(queueReads().at(-1)?.params).toEqual({ mine: true });
  });

  it('shows each item with its link into the student, and the count when a list is cut', async () => {
    renderQueue({
      sessions: [
        makeSession(1, { studentName: 'Asha Rao' }),
        makeSession(2, { date: '2027-01-06', time: '15:00', status: 'COMPLETED', studentName: '' }),
      ],
      documentsToReview: { items: [makeQueueDocument(3, { studentName: 'Ravi K' })], total: 120 },
      counselledNotPaid: { items: [makeUnpaid(4, { studentName: 'Meena S' })], total: 1 },
      applicationsWaiting: {
        items: [
          makeWaiting(5, { studentName: 'Kiran P', courseName: 'MSc Data Science' }),
          makeWaiting(6, { status: 'CONDITIONAL_OFFER_RECEIVED', courseName: 'MBA' }),
        ],
        total: 2,
      },
    });
    const sessions = await screen.findByRole('region', { name: 'Counselling sessions' });
    await within(sessions).findByRole('link', { name: 'Asha Rao' });
    expect(within(sessions).getByText('Today, 10:30 AM IST')).toBeInTheDocument();
    expect(within(sessions).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/staff/students/1#counselling',
    );
    expect(within(sessions).getAllByText('Visa process, Course selection')).toHaveLength(2);
    expect(within(sessions).getByText('Tomorrow, 3:00 PM IST')).toBeInTheDocument();
    expect(within(sessions).getByRole('link', { name: 'Unnamed student' })).toBeInTheDocument();
    // Only the booked session can be completed; the held one says so.
    expect(within(sessions).getAllByRole('button', { name: 'Mark completed' })).toHaveLength(1);
    expect(within(sessions).getByText('Completed')).toBeInTheDocument();

    const documents = section('Documents to review');
    expect(documents.getByText('Showing 1 of 120')).toBeInTheDocument();
    expect(documents.getByText('Passport')).toBeInTheDocument();
    expect(documents.getByRole('link', { name: 'Ravi K' })).toHaveAttribute('href', '/staff/students/3');
    expect(documents.getByText('Uploaded 3 Jan 2027, 10:00 AM IST')).toBeInTheDocument();
    expect(documents.getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/staff/students/3#document-PASSPORT',
    );

    const unpaid = section('Counselled, not paid');
    expect(unpaid.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(unpaid.getByText('Paid ₹1,000, outstanding ₹3,956')).toBeInTheDocument();
    expect(unpaid.getByRole('link', { name: 'Record payment' })).toHaveAttribute(
      'href',
      '/staff/students/4#payments',
    );

    const waiting = section('Applications waiting');
    expect(waiting.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Application Submitted',
      'Conditional Offer Received',
    ]);
    expect(waiting.getByText('MSc Data Science')).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'Kiran P' })).toHaveAttribute(
      'href',
      '/staff/students/5#applications',
    );
  });

  it('shows a failed read with Try again, which asks again', async () => {
    let calls = 0;
    renderQueue(() => (++calls === 1 ? { status: 400, data: {} } : ok(emptyQueue())));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('The work queue could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();
  });

  it.each([
    ['COUNSELLOR', 'My students', true],
    ['ADMIN', 'All students', false],
  ] as const)('a %s starts on %s (mine=%s)', async (role, label, mine) => {
    renderQueue(emptyQueue(), { role });
    const whose = screen.getByRole('radiogroup', { name: 'Whose work' });
    expect(within(whose).getByRole('radio', { name: label })).toBeChecked();
    await screen.findByText('Nothing to review.');
    expect(queueReads().map((request) => request.params)).toEqual([{ mine }]);
  });

  it('switches to All students: in the address and in the request', async () => {
    const { getByTestId } = renderQueue(emptyQueue());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Nothing to review.');
    await user.click(screen.getByRole('radio', { name: 'All students' }));
    await waitFor(() => expect(queueReads().at(-1)?.params).toEqual({ mine: false }));
    expect(getByTestId('location').textContent).toBe('/staff?mine=false');
  });

  it('keeps the choice of the address', async () => {
    renderQueue(emptyQueue(), { route: '/staff?mine=false' });
    expect(screen.getByRole('radio', { name: 'All students' })).toBeChecked();
    await screen.findByText('Nothing to review.');
    expect(queueReads().map((request) => request.params)).toEqual([{ mine: false }]);
  });

  it('marks a session completed from its row, then reads the queue again', async () => {
    renderQueue(
      { ...emptyQueue(), sessions: [makeSession(1, { studentName: 'Asha Rao', time: '08:00' })] },
      {
        routes: {
          'POST /api/staff/students/1/counselling/complete': ok({
            id: 101,
            date: '2027-01-05',
            time: '10:30',
            topics: [],
            status: 'COMPLETED',
            createdAt: '2027-01-01T00:00:00.000Z',
            completedAt: '2027-01-05T05:00:00.000Z',
            completionNote: 'Good',
          }),
        },
      },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark session completed' }));
    expect(dialog.getByText(/Asha Rao's booked counselling session/)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Note \(optional\)/ }), 'Good');
    const readsBefore = queueReads().length;
    await user.click(dialog.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText(COMPLETE_COUNSELLING_TEXTS.success)).toBeInTheDocument();
    const posts = fake.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.data)).toEqual([{ note: 'Good' }]);
    await waitFor(() => expect(queueReads().length).toBeGreaterThan(readsBefore));
  });

  it('asks before completing a session that has not started, and keeps the focus in the row after', async () => {
    let isDone = false;
    const session = makeSession(1, { studentName: 'Asha Rao', date: '2027-01-09', time: '11:00' });
    renderQueue(
      () => ok({ ...emptyQueue(), sessions: [{ ...session, status: isDone ? 'COMPLETED' : 'BOOKED' }] }),
      {
        routes: {
          'POST /api/staff/students/1/counselling/complete': () => {
            isDone = true;
            return ok({
              id: 101,
              date: '2027-01-09',
              time: '11:00',
              topics: [],
              status: 'COMPLETED',
              createdAt: '2027-01-01T00:00:00.000Z',
              completedAt: '2027-01-05T05:00:00.000Z',
              completionNote: '',
            });
          },
        },
      },
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark session completed' }));
    expect(dialog.getByText(/has not started yet/)).toHaveTextContent(
      'This session is booked for Sat, 9 Jan 2027, 11:00 AM IST and has not started yet.',
    );
    await user.click(dialog.getByRole('button', { name: 'Mark completed anyway' }));
    const sessions = section('Counselling sessions');
    const badge = await sessions.findByText('Completed');
    // The button pressed is gone: the focus goes to what replaced it, not to <body>.
    await waitFor(() => expect(document.activeElement).toBe(badge.closest('[tabindex]')));
    expect(document.activeElement).toHaveAccessibleDescription(/11:00 AM IST/);
  });
});
