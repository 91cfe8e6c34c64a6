import type { TMessage, TMessageSide, TMessageThread } from '@portal/contract';
import type { TFakeReply, TFakeRequest } from './fake-api.ts';

type THandler = (request: TFakeRequest) => TFakeReply | Promise<TFakeReply>;

/** A message as the API answers it (a student's text by default). */
export function messageOf(id: number, overrides: Partial<TMessage> = {}): TMessage {
  const side: TMessageSide = overrides.side ?? 'STUDENT';
  return {
    id,
    side,
    author: side === 'STUDENT' ? { id: 7, name: 'Riya Sharma' } : { id: 2, name: 'Priya Nair' },
    body: `Message ${id}`,
    attachment: null,
    createdAt: new Date(Date.UTC(2026, 10, 25, 4, 30) + id * 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * One thread as the server keeps it, answering the calls of one side under `base` (/api/messages or
 * /api/staff/students/7/messages): pages of `pageSize` (newest without a cursor, older than `before`,
 * newer than `after`), sends appended as the viewer's side, reads moving that side's receipt.
 */
export function threadServer({
  base,
  viewer,
  messages = [],
  pageSize = 30,
  staffReadUpTo = null,
  studentReadUpTo = null,
}: {
  base: string;
  viewer: TMessageSide;
  messages?: TMessage[];
  pageSize?: number;
  staffReadUpTo?: number | null;
  studentReadUpTo?: number | null;
}) {
  const state = { messages: [...messages], staffReadUpTo, studentReadUpTo };
  const receipts = () => ({
    student: {
      upToId: state.studentReadUpTo,
      readAt: state.studentReadUpTo ? '2026-11-25T05:00:00.000Z' : null,
    },
    staff: { upToId: state.staffReadUpTo, readAt: state.staffReadUpTo ? '2026-11-25T05:00:00.000Z' : null },
  });
  const page = (request: TFakeRequest): TMessageThread => {
    const { before, after } = (request.params ?? {}) as { before?: number; after?: number };
    const all = state.messages;
    if (after !== undefined) {
      const newer = all.filter((message) => message.id > after).slice(0, pageSize);
      return { messages: newer, hasOlder: true, receipts: receipts(), counsellorName: 'Priya Nair' };
    }
    const older = before === undefined ? all : all.filter((message) => message.id < before);
    const shown = older.slice(-pageSize);
    return {
      messages: shown,
      hasOlder: older.length > shown.length,
      receipts: receipts(),
      counsellorName: 'Priya Nair',
    };
  };
  const routes: Record<string, THandler> = {
    [`GET ${base}`]: (request) => ({ status: 200, data: page(request) }),
    [`POST ${base}`]: (request) => {
      const form = request.data as FormData;
      const file = form.get('file') as File | null;
      const sent = messageOf((state.messages.at(-1)?.id ?? 0) + 1, {
        side: viewer,
        body: String(form.get('body') ?? ''),
        attachment: file ? { name: file.name, mimeType: file.type, sizeBytes: file.size } : null,
      });
      state.messages.push(sent);
      return { status: 201, data: sent };
    },
    [`PUT ${base}/read`]: (request) => {
      const { upToId } = request.data as { upToId: number };
      if (viewer === 'STUDENT') state.studentReadUpTo = Math.max(state.studentReadUpTo ?? 0, upToId);
      else state.staffReadUpTo = Math.max(state.staffReadUpTo ?? 0, upToId);
      return { status: 200, data: receipts() };
    },
  };
  /** The other side writes (as the real other window would). */
  const arrive = (message: TMessage) => state.messages.push(message);
  return { state, routes, arrive };
}
