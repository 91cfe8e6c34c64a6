import { MESSAGE_TEXTS, NOTIFICATION_LIMITS } from '@portal/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../../test/axe.ts';
import { installFakeApi } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { emptyQueue, makeUnanswered } from '../test/queue-fixtures.ts';
import { waitingDuration } from '../waiting-time.ts';
import { QueuePage } from './queue-page.tsx';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  sessionStorage.setItem('role', 'COUNSELLOR');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-05T03:00:00Z') });
});
afterEach(() => {
  fake.restore();
  vi.useRealTimers();
});

function renderQueue(queue: object) {
  fake = installFakeApi({
    'GET /api/staff/queue': { status: 200, data: queue },
    'GET /api/staff/me': {
      status: 200,
      data: { id: 7, name: 'Priya', mobileNumber: '9876543210', role: 'COUNSELLOR' },
    },
  });
  return renderWithApp(<QueuePage />, { route: '/staff' });
}
const messagesList = async () =>
  within(await screen.findByRole('region', { name: MESSAGE_TEXTS.queueTitle }));

describe('Unanswered messages in the work queue', { timeout: 20_000 }, () => {
  it('lists the students waiting for a reply as the server orders them (oldest first), with how long and what they wrote', async () => {
    const view = renderQueue({
      ...emptyQueue(),
      unansweredMessages: {
        items: [
          makeUnanswered(4, {
            studentName: 'Asha Rao',
            waitingSince: '2027-01-04T00:00:00.000Z',
            preview: 'Is my visa file complete?',
          }),
          makeUnanswered(5, {
            studentName: 'Dev Patel',
            waitingSince: '2027-01-05T00:00:00.000Z',
            preview: '',
            hasAttachment: true,
          }),
          makeUnanswered(6, { studentName: 'Meera Iyer', waitingSince: '2027-01-05T02:40:00.000Z' }),
        ],
        total: 3,
      },
    });
    const list = await messagesList();
    const rows = await list.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Asha Rao',
      'Dev Patel',
      'Meera Iyer',
    ]);
    expect(rows[0]).toHaveTextContent('Waiting 1 day');
    expect(rows[0]).toHaveTextContent('Is my visa file complete?');
    expect(rows[1]).toHaveTextContent('Waiting 3 h');
    expect(rows[1]).toHaveTextContent('Sent a file.');
    expect(rows[2]).toHaveTextContent('Waiting 20 min');
    const reply = within(rows[0] as HTMLElement).getByRole('link', { name: 'Reply' });
    expect(reply).toHaveAttribute('href', '/staff/students/4#messages');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/staff/students/4#messages',
    );
    expect(await seriousViolationsOf(view.container)).toEqual([]);
  });

  it('says nobody is waiting', async () => {
    renderQueue(emptyQueue());
    expect(await (await messagesList()).findByText(MESSAGE_TEXTS.queueEmpty)).toBeInTheDocument();
  });

  it('shows the list as empty, not loading, for a server that sends none', async () => {
    const { unansweredMessages: _, ...older } = emptyQueue();
    renderQueue(older);
    expect(await (await messagesList()).findByText(MESSAGE_TEXTS.queueEmpty)).toBeInTheDocument();
  });

  it('shows a student who writes while the queue is open, without a reload', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2027-01-05T03:00:00Z') });
    let queue = emptyQueue();
    fake = installFakeApi({
      'GET /api/staff/queue': () => ({ status: 200, data: queue }),
      'GET /api/staff/me': {
        status: 200,
        data: { id: 7, name: 'Priya', mobileNumber: '9876543210', role: 'COUNSELLOR' },
      },
    });
    renderWithApp(<QueuePage />, { route: '/staff' });
    expect(await (await messagesList()).findByText(MESSAGE_TEXTS.queueEmpty)).toBeInTheDocument();
    queue = {
      ...emptyQueue(),
      unansweredMessages: { items: [makeUnanswered(4, { studentName: 'Asha Rao' })], total: 1 },
    };
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_LIMITS.pollMs));
    expect(await (await messagesList()).findByRole('link', { name: 'Asha Rao' })).toBeInTheDocument();
  });

  it('says "Showing N of M" when the list is cut', async () => {
    renderQueue({ ...emptyQueue(), unansweredMessages: { items: [makeUnanswered(1)], total: 60 } });
    expect(await (await messagesList()).findByText('Showing 1 of 60')).toBeInTheDocument();
  });
});

describe('waitingDuration', () => {
  const now = Date.parse('2027-01-05T03:00:00Z');
  it.each([
    ['2027-01-05T02:59:50Z', '1 min'],
    ['2027-01-05T02:15:00Z', '45 min'],
    ['2027-01-05T00:00:00Z', '3 h'],
    ['2027-01-04T03:00:00Z', '1 day'],
    ['2027-01-01T02:00:00Z', '4 days'],
  ])('since %s: %s', (since, words) => expect(waitingDuration(since, now)).toBe(words));
});
