import { MESSAGE_LIMITS, MESSAGE_TEXTS } from '@portal/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../test/axe.ts';
import { messageOf, threadServer } from '../../test/message-thread-server.ts';
import { renderStudentPage } from '../features/student/test/student-page-test-kit.tsx';
import { StaffStudentPage } from './student-page.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const BASE = '/api/staff/students/7/messages';
let restore = () => {};
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The console's student page as its module composes it (the thread passed into the Messages section). */
function openPage(server: ReturnType<typeof threadServer>, route?: string) {
  const page = renderStudentPage({ routes: server.routes, page: <StaffStudentPage />, route });
  restore = page.fake.restore;
  return page;
}

const messagesSection = async () => within(await screen.findByRole('region', { name: 'Messages' }));
const threadLog = async () =>
  within(
    await (await messagesSection()).findByRole('log', { name: MESSAGE_TEXTS.staffThreadLabel('Asha Rao') }),
  );

describe('the student page’s Messages section', () => {
  it('is the section #messages, apart from the staff-only notes, and names who wrote each message', async () => {
    const server = threadServer({
      base: BASE,
      viewer: 'STAFF',
      messages: [
        messageOf(1, { author: { id: 7, name: 'Asha Rao' }, body: 'Can I apply for January?' }),
        messageOf(2, {
          side: 'STAFF',
          author: { id: 3, name: 'Kiran Mehta' },
          body: 'Yes, three universities.',
        }),
        messageOf(3, { author: { id: 7, name: 'Asha Rao' }, body: 'Thank you!' }),
      ],
      studentReadUpTo: 2,
    });
    const page = openPage(server);
    const log = await threadLog();
    const rows = log.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.message__author')?.textContent)).toEqual([
      'Asha Rao',
      'Kiran Mehta',
      'Asha Rao',
    ]);
    // The student read the team's message: "Seen" under it.
    expect(within(rows[1] as HTMLElement).getByText(MESSAGE_TEXTS.seen)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveAttribute('id', 'messages');
    // Notes stay a section of their own: no message is in it.
    expect(within(screen.getByRole('region', { name: 'Notes' })).queryByText('Thank you!')).toBeNull();
    // What staff see is read for the team.
    await waitFor(() =>
      expect(page.requestsTo('PUT', `${BASE}/read`).map((request) => request.data)).toEqual([{ upToId: 3 }]),
    );
  });

  it('replies as the team; the reply shows at the bottom', async () => {
    const server = threadServer({ base: BASE, viewer: 'STAFF', messages: [messageOf(1)] });
    const page = openPage(server);
    const section = await messagesSection();
    await threadLog();
    await page.user.type(
      section.getByRole('textbox', { name: MESSAGE_TEXTS.composerLabel }),
      'Booked for Monday.',
    );
    await page.user.dblClick(section.getByRole('button', { name: MESSAGE_TEXTS.send }));
    await waitFor(() => expect(page.requestsTo('POST', BASE)).toHaveLength(1));
    const rows = (await threadLog()).getAllByRole('listitem');
    await waitFor(() => expect(rows.length).toBeGreaterThan(0));
    expect((await threadLog()).getAllByRole('listitem').at(-1)).toHaveTextContent('Booked for Monday.');
  });

  it('says when there are no messages yet', async () => {
    const page = openPage(threadServer({ base: BASE, viewer: 'STAFF' }));
    expect(await (await threadLog()).findByText(MESSAGE_TEXTS.staffEmpty)).toBeInTheDocument();
    expect(await seriousViolationsOf(page.container)).toEqual([]);
  });

  it('shows a new student message without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = threadServer({ base: BASE, viewer: 'STAFF', messages: [messageOf(1)] });
    openPage(server);
    await threadLog();
    server.arrive(messageOf(2, { author: { id: 7, name: 'Asha Rao' }, body: 'I uploaded my passport.' }));
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_LIMITS.pollMs));
    expect(await (await threadLog()).findByText('I uploaded my passport.')).toBeInTheDocument();
  });
});
