import {
  MESSAGE_ERRORS,
  MESSAGE_TEXTS,
  type TMessage,
  type TMessageSide,
  type TMessageThread,
  ZMessageBody,
} from '@portal/contract';

/**
 * A message as the thread draws it, whichever side reads it: the student app and the console map the
 * contract's answer to this (features/messages, staff/features/messages), so the widgets make no calls.
 */
export type TThreadMessage = {
  id: number;
  /** Written by the reader's side (the student, or anyone of the consultancy): drawn on the right. */
  isOwn: boolean;
  /** Who wrote it, as the reader should see it ("You", the counsellor's or the student's name). */
  authorName: string;
  body: string;
  attachment: { fileName: string; sizeBytes: number } | null;
  /** ISO instant. */
  createdAt: string;
};

/** What the thread holds: the messages oldest first, whether older ones exist, and both sides' receipts. */
export type TThreadState = {
  messages: TThreadMessage[];
  hasOlder: boolean;
  /** The other side has read every message up to this id (null: nothing yet). */
  otherReadUpTo: number | null;
  /** The reader's side has read up to this id. */
  ownReadUpTo: number | null;
};

/** One answer of the thread's call: a page of messages (oldest first) and the receipts as they are now. */
export type TThreadPage = TThreadState;

/** What the composer sends: the trimmed text (may be '' with a file) and the file, if any. */
export type TOutgoingMessage = { body: string; file: File | null };

/** The id of the last own message the other side has read (its "Seen"), or null. */
export function seenMessageId(state: TThreadState): number | null {
  const readUpTo = state.otherReadUpTo;
  if (readUpTo === null) return null;
  for (let index = state.messages.length - 1; index >= 0; index--) {
    const message = state.messages[index];
    if (message?.isOwn && message.id <= readUpTo) return message.id;
  }
  return null;
}

/** The newest message of the other side not yet read by the reader's side, or null. */
export function newestUnreadId(state: TThreadState): number | null {
  const last = state.messages.findLast((message) => !message.isOwn);
  if (!last) return null;
  return state.ownReadUpTo !== null && last.id <= state.ownReadUpTo ? null : last.id;
}

const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * `page` merged into `state`: messages by id (a message seen twice is kept once), oldest first; the
 * receipts never move back (a slow answer must not undo a newer one). `hasOlder` comes from a page read
 * at the top (the first one, or an earlier page), never from a poll of newer messages.
 */
export function mergePage(
  state: TThreadState | undefined,
  page: TThreadPage,
  source: 'latest' | 'older' | 'newer',
): TThreadState {
  const byId = new Map<number, TThreadMessage>();
  for (const message of state?.messages ?? []) byId.set(message.id, message);
  for (const message of page.messages) byId.set(message.id, message);
  const messages = [...byId.values()].sort((a, b) => a.id - b.id);
  return {
    messages,
    hasOlder: source === 'newer' && state ? state.hasOlder : page.hasOlder,
    otherReadUpTo: maxOf(state?.otherReadUpTo ?? null, page.otherReadUpTo),
    ownReadUpTo: maxOf(state?.ownReadUpTo ?? null, page.ownReadUpTo),
  };
}

/** The contract's rules for a message, before it is sent: what to say, or null when it may go. */
export function outgoingProblem({ body, file }: TOutgoingMessage): string | null {
  if (!body && !file) return MESSAGE_ERRORS.bodyRequired;
  const parsed = ZMessageBody.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGE_ERRORS.bodyUnsafe);
}

/**
 * A page of the contract's thread as `viewer` reads it: its own side on the right, and the names it
 * knows people by (a student reads "You" for themselves; staff read every author's name).
 */
export function threadPageOf(thread: TMessageThread, viewer: TMessageSide): TThreadPage {
  const receipts =
    viewer === 'STUDENT'
      ? thread.receipts
      : { student: thread.receipts.staff, staff: thread.receipts.student };
  return {
    messages: thread.messages.map((message) => threadMessageOf(message, viewer)),
    hasOlder: thread.hasOlder,
    ownReadUpTo: receipts.student.upToId,
    otherReadUpTo: receipts.staff.upToId,
  };
}

export function threadMessageOf(message: TMessage, viewer: TMessageSide): TThreadMessage {
  const isOwn = message.side === viewer;
  return {
    id: message.id,
    isOwn,
    authorName: isOwn && viewer === 'STUDENT' ? MESSAGE_TEXTS.you : message.author.name,
    body: message.body,
    attachment: message.attachment
      ? { fileName: message.attachment.name, sizeBytes: message.attachment.sizeBytes }
      : null,
    createdAt: message.createdAt,
  };
}
