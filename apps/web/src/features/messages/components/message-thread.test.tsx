import { MESSAGE_ERRORS, MESSAGE_LIMITS, MESSAGE_TEXTS } from '@portal/contract';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../test/axe.ts';
import { apiErrorBody, installFakeApi, type TFakeReply, type TFakeRequest } from '../../../test/fake-api.ts';
import { messageOf, threadServer } from '../../../test/message-thread-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { MessageThread } from './message-thread.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const BASE = '/api/messages';
let fake: ReturnType<typeof installFakeApi>;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  localStorage.setItem('token', 't');
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function open(
  server: ReturnType<typeof threadServer>,
  extra: Record<string, TFakeReply | (() => TFakeReply)> = {},
) {
  fake = installFakeApi({ ...server.routes, ...extra });
  const user = userEvent.setup({ delay: null });
  const view = renderWithApp(<MessageThread />);
  const requestsTo = (method: string, url = BASE) =>
    fake.requests.filter((request) => request.method === method && request.url === url);
  return { ...view, user, requestsTo };
}

const formOf = (request: TFakeRequest | undefined) => request?.data as FormData;
const log = () => screen.findByRole('log', { name: MESSAGE_TEXTS.threadLabel });
const items = async () => within(await log()).getAllByRole('listitem');
const composer = () => screen.getByRole('textbox', { name: MESSAGE_TEXTS.composerLabel });

describe('the student’s message thread', () => {
  it('shows the thread oldest first with who wrote each, "Seen" under the last message staff read, and marks the rest read', async () => {
    const server = threadServer({
      base: BASE,
      viewer: 'STUDENT',
      messages: [
        messageOf(1, { body: 'Hello, which intake suits me?' }),
        messageOf(2, { body: 'Is a gap year a problem?' }),
        messageOf(3, { side: 'STAFF', body: 'January works. A gap year is fine.' }),
      ],
      staffReadUpTo: 2,
    });
    const page = open(server);
    const rows = await items();
    expect(rows.map((row) => row.querySelector('.message__author')?.textContent)).toEqual([
      'You',
      'You',
      'Priya Nair',
    ]);
    expect(rows[2]).toHaveTextContent('January works. A gap year is fine.');
    // Only the last own message the counsellor read says so.
    expect(within(rows[1] as HTMLElement).getByText(MESSAGE_TEXTS.seen)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText(MESSAGE_TEXTS.seen)).toBeNull();
    await waitFor(() =>
      expect(page.requestsTo('PUT', `${BASE}/read`).map((request) => request.data)).toEqual([{ upToId: 3 }]),
    );
    expect(page.requestsTo('GET')[0]?.params).toEqual({});
    expect(await seriousViolationsOf(page.container)).toEqual([]);
  });

  it('says so when there are no messages yet, and marks nothing read', async () => {
    const page = open(threadServer({ base: BASE, viewer: 'STUDENT' }));
    expect(await within(await log()).findByText(MESSAGE_TEXTS.studentEmpty)).toBeInTheDocument();
    expect(page.requestsTo('PUT', `${BASE}/read`)).toEqual([]);
    expect(await seriousViolationsOf(page.container)).toEqual([]);
  });

  it('shows a placeholder while loading, then a failure with Try again that reads again', async () => {
    let failures = 3; // the query client retries a 5xx twice
    const server = threadServer({
      base: BASE,
      viewer: 'STUDENT',
      messages: [messageOf(1, { body: 'Back again' })],
    });
    const page = open(server, {
      [`GET ${BASE}`]: () =>
        failures-- > 0
          ? { status: 503, data: apiErrorBody('SERVICE_UNAVAILABLE', 'Down') }
          : {
              status: 200,
              data: {
                messages: server.state.messages,
                hasOlder: false,
                receipts: { student: { upToId: null, readAt: null }, staff: { upToId: null, readAt: null } },
                counsellorName: null,
              },
            },
    });
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
    // The composer is there from the start: the student may write while the thread loads.
    expect(composer()).toBeInTheDocument();
    expect(await screen.findByText(MESSAGE_TEXTS.loadFailed, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await seriousViolationsOf(page.container)).toEqual([]);
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await log()).findByText('Back again')).toBeInTheDocument();
  });

  it('loads earlier messages on demand, above, until there are none', async () => {
    const messages = Array.from({ length: 5 }, (_, index) => messageOf(index + 1));
    const page = open(threadServer({ base: BASE, viewer: 'STUDENT', messages, pageSize: 2 }));
    expect((await items()).map((row) => row.querySelector('.message__body')?.textContent)).toEqual([
      'Message 4',
      'Message 5',
    ]);
    await page.user.click(screen.getByRole('button', { name: MESSAGE_TEXTS.loadOlder }));
    await waitFor(async () => expect(await items()).toHaveLength(4));
    expect(page.requestsTo('GET').at(-1)?.params).toEqual({ before: 4 });
    await page.user.click(screen.getByRole('button', { name: MESSAGE_TEXTS.loadOlder }));
    await waitFor(async () => expect(await items()).toHaveLength(5));
    expect((await items())[0]).toHaveTextContent('Message 1');
    expect(screen.queryByRole('button', { name: MESSAGE_TEXTS.loadOlder })).toBeNull();
  });

  it('sends once however often Send is pressed, trimmed, then shows it and empties the field', async () => {
    const server = threadServer({ base: BASE, viewer: 'STUDENT', messages: [messageOf(1)] });
    const page = open(server);
    await log();
    await page.user.type(composer(), '  When is my visa interview?  ');
    await page.user.dblClick(screen.getByRole('button', { name: MESSAGE_TEXTS.send }));
    await waitFor(() => expect(composer()).toHaveValue(''));
    const sends = page.requestsTo('POST');
    expect(sends).toHaveLength(1);
    expect(formOf(sends[0]).get('body')).toBe('When is my visa interview?');
    expect(within(await log()).getByText('When is my visa interview?')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    const refusal = MESSAGE_ERRORS.tooManyPerMinute(42);
    const page = open(threadServer({ base: BASE, viewer: 'STUDENT' }), {
      [`POST ${BASE}`]: { status: 429, data: apiErrorBody('TOO_MANY_REQUESTS', refusal) },
    });
    await log();
    await page.user.type(composer(), 'One more question');
    await page.user.click(screen.getByRole('button', { name: MESSAGE_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(composer()).toHaveValue('One more question');
    expect(composer()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['an empty message', '   ', MESSAGE_ERRORS.bodyRequired],
    ['a message with control characters', 'bad\u0007bell', MESSAGE_ERRORS.bodyUnsafe],
    ['a message over the limit', 'a'.repeat(MESSAGE_LIMITS.bodyMax + 1), MESSAGE_ERRORS.bodyTooLong],
  ])('refuses %s at the field and sends nothing', async (_name, text, message) => {
    const page = open(threadServer({ base: BASE, viewer: 'STUDENT' }));
    await log();
    fireEvent.change(composer(), { target: { value: text } });
    await page.user.click(screen.getByRole('button', { name: MESSAGE_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(page.requestsTo('POST')).toEqual([]);
  });

  it('counts the characters against the limit', async () => {
    open(threadServer({ base: BASE, viewer: 'STUDENT' }));
    await log();
    fireEvent.change(composer(), { target: { value: 'Hello' } });
    expect(screen.getByText(`5 / ${MESSAGE_LIMITS.bodyMax}`)).toBeInTheDocument();
  });

  it('attaches a file of the documents’ types only, and sends it with the message', async () => {
    const page = open(threadServer({ base: BASE, viewer: 'STUDENT' }));
    await log();
    const input = screen.getByLabelText('File to attach');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only');
    await user.upload(input, new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(/Attached: offer\.pdf/)).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: MESSAGE_TEXTS.send }));
    await waitFor(() => expect(page.requestsTo('POST')).toHaveLength(1));
    const form = formOf(page.requestsTo('POST')[0]);
    expect(form.get('body')).toBe('');
    expect((form.get('file') as File).name).toBe('offer.pdf');
    expect(await within(await log()).findByRole('button', { name: /offer\.pdf/ })).toBeInTheDocument();
    expect(screen.queryByText(/Attached: offer\.pdf/)).toBeNull();
  });

  it('opens an attached file from its signed link', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => {};
    const server = threadServer({
      base: BASE,
      viewer: 'STUDENT',
      messages: [
        messageOf(4, {
          side: 'STAFF',
          body: '',
          attachment: { name: 'checklist.pdf', mimeType: 'application/pdf', sizeBytes: 250_000 },
        }),
      ],
    });
    const page = open(server, {
      [`GET ${BASE}/4/attachment`]: { status: 200, data: { tempURL: '/files/signed?file=9' } },
      'GET /files/signed?file=9': { status: 200, data: new Blob(['%PDF'], { type: 'application/pdf' }) },
    });
    await page.user.click(
      await within(await log()).findByRole('button', { name: 'Download checklist.pdf (244 KB)' }),
    );
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  });

  it('asks for newer messages every few seconds while the tab is visible, and marks them read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = threadServer({ base: BASE, viewer: 'STUDENT', messages: [messageOf(1)] });
    const page = open(server);
    await log();
    server.arrive(messageOf(2, { side: 'STAFF', body: 'Your offer is here.' }));
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_LIMITS.pollMs));
    expect(await within(await log()).findByText('Your offer is here.')).toBeInTheDocument();
    expect(page.requestsTo('GET').at(-1)?.params).toEqual({ after: 1 });
    await waitFor(() => expect(page.requestsTo('PUT', `${BASE}/read`).at(-1)?.data).toEqual({ upToId: 2 }));

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    const asked = page.requestsTo('GET').length;
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_LIMITS.pollMs * 3));
    expect(page.requestsTo('GET')).toHaveLength(asked);
  });

  it('marks nothing read while the thread is off screen, and marks it once it is scrolled into view', async () => {
    let report: (isIntersecting: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (isIntersecting) => callback([{ isIntersecting }]);
        }
        observe() {
          report(false);
        }
        disconnect() {}
      },
    );
    try {
      const page = open(
        threadServer({ base: BASE, viewer: 'STUDENT', messages: [messageOf(1, { side: 'STAFF' })] }),
      );
      await within(await log()).findByText('Message 1');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(page.requestsTo('PUT', `${BASE}/read`)).toEqual([]);
      act(() => report(true));
      await waitFor(() => expect(page.requestsTo('PUT', `${BASE}/read`)).toHaveLength(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
