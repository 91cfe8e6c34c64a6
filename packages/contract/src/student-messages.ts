// One message thread per student, between the student and the consultancy (any staff member may write in it).
// Student calls: /api/messages…; staff calls: /api/staff/students/{studentId}/messages….
import { z } from 'zod';
import { MAX_DB_ID, makePositiveId } from './ids.ts';
import { ZStudentRef } from './staff-console-parts.ts';
import { hasUnsafeFreeTextCharacters, TEXT_SAFETY_MESSAGES } from './text-safety.ts';

export const MESSAGE_LIMITS = {
  /** Characters of one message's text (after trimming). */
  bodyMax: 2000,
  /** Messages in one page of the thread, unless `limit` asks for another size. */
  pageSize: 30,
  /** The largest `limit` a page may ask for. */
  pageSizeMax: 100,
  /** Messages one sender may send in one thread in any minute (counted by the server, across instances). */
  perMinute: 10,
  /** Messages one sender may send in one thread in any 24 hours (rolling). */
  perDay: 200,
  /** How often an open thread asks for new messages (`after` = the newest shown) while the tab is visible. */
  pollMs: 5000,
  /** Characters of the latest student message the staff queue shows. */
  previewMax: 120,
} as const;

export const MESSAGE_SIDES = ['STUDENT', 'STAFF'] as const;
export const ZMessageSide = z.enum(MESSAGE_SIDES);
export type TMessageSide = z.infer<typeof ZMessageSide>;

export const MESSAGE_AUDIT_ACTIONS = {
  /** Every message, by either side: message id, side, whether a file came with it, its name and size; never the text. */
  sent: 'MESSAGE_SENT',
} as const;

const perDayHours = 24;

/** Every word the messages screens and calls use. */
export const MESSAGE_TEXTS = {
  studentTitle: 'Messages',
  staffSectionTitle: 'Messages',
  /** The thread's label for screen readers (a log region: new messages are read out). */
  threadLabel: 'Conversation with the consultancy',
  staffThreadLabel: (studentName: string) => `Conversation with ${studentName}`,
  studentEmpty: 'No messages yet. Write to your counsellor here; the team answers in working hours.',
  staffEmpty: 'No messages with this student yet.',
  composerLabel: 'Your message',
  composerPlaceholder: 'Write a message',
  composerHint: `Up to ${MESSAGE_LIMITS.bodyMax} characters. You may attach one PDF, Word document or image.`,
  attachLabel: 'Attach a file',
  removeAttachment: 'Remove the attached file',
  send: 'Send',
  sending: 'Sending…',
  loadOlder: 'Show older messages',
  seen: 'Seen',
  /** The author line of the student's own messages, as they see it. */
  you: 'You',
  /** Who the thread is with when no counsellor is assigned yet. */
  teamName: 'The consultancy team',
  downloadAttachment: (name: string) => `Download ${name}`,
  newMessages: 'New messages below',
  sendFailed: 'Your message was not sent. Please try again.',
  loadFailed: 'Messages could not be loaded. Please try again.',
  /** Staff console: the queue list and the students list filter. */
  queueTitle: 'Unanswered messages',
  queueEmpty: 'No student is waiting for a reply.',
  waitingSince: (duration: string) => `Waiting ${duration}`,
  unreadFilter: 'Has unread messages',
  unreadBadge: 'Unread messages',
} as const;

/** Reasons the server gives for refused message calls (4xx). */
export const MESSAGE_ERRORS = {
  bodyRequired: 'Write a message or attach a file.',
  bodyTooLong: `A message may be at most ${MESSAGE_LIMITS.bodyMax} characters.`,
  bodyUnsafe: TEXT_SAFETY_MESSAGES.freeTextUnsafe('A message'),
  bodyNotText: 'The message must be text.',
  unknownField: (name: string) => `Unknown field "${name}": send only "body" and "file".`,
  /** 429: MESSAGE_LIMITS.perMinute in the last minute. */
  tooManyPerMinute: (seconds: number) =>
    `You can send at most ${MESSAGE_LIMITS.perMinute} messages a minute. Try again in ${seconds} seconds.`,
  /** 429: MESSAGE_LIMITS.perDay in the last 24 hours. */
  tooManyPerDay: (minutes: number) =>
    `You can send at most ${MESSAGE_LIMITS.perDay} messages in ${perDayHours} hours. Try again in ${minutes} minutes.`,
  beforeAndAfter: 'Ask for messages before or after a message, not both.',
  afterInvalid: 'after must be a whole number of 0 or more',
  limitInvalid: `limit must be a whole number from 1 to ${MESSAGE_LIMITS.pageSizeMax}`,
  messageNotFound: 'Message not found.',
  attachmentNotFound: 'This message has no attached file.',
  studentNotFound: 'Student not found.',
  studentsOnly: 'Only students have a message thread of their own.',
} as const;

/** The file sent with a message, as shown (its content is fetched through the attachment call). */
export const ZMessageAttachment = z.object({
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZMessage = z.object({
  id: z.number().int(),
  side: ZMessageSide,
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** Trimmed text; '' when the message is only a file. */
  body: z.string(),
  attachment: ZMessageAttachment.nullable(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

/**
 * How far each side has read: the newest message id it marked read and when (null: nothing yet). A message
 * shows "Seen" when the other side's upToId is at least its id. Never moves back.
 */
export const ZMessageReceipt = z.object({
  upToId: z.number().int().nullable(),
  readAt: z.string().nullable(),
});
export const ZMessageReceipts = z.object({ student: ZMessageReceipt, staff: ZMessageReceipt });
export type TMessageReceipts = z.infer<typeof ZMessageReceipts>;

/** GET …/messages: one page, oldest → newest, with both sides' receipts. */
export const ZMessageThread = z.object({
  messages: z.array(ZMessage),
  /** Whether messages older than the first of this page exist (ask again with before = its id). */
  hasOlder: z.boolean(),
  receipts: ZMessageReceipts,
  /** The student's assigned counsellor; null while none is assigned (the team answers). */
  counsellorName: z.string().nullable(),
});
export type TMessageThread = z.infer<typeof ZMessageThread>;

/**
 * GET …/messages?before=&after=&limit=. Neither: the newest page. before: the page just older than that
 * message. after: every message newer than that one, up to limit (oldest first; what polling asks);
 * after=0 is the poll of a thread still empty (so it too is the page's doing, not the person's).
 */
export const ZMessageThreadQuery = z
  .strictObject({
    before: makePositiveId('before').optional(),
    after: z.coerce
      .number({ error: MESSAGE_ERRORS.afterInvalid })
      .int(MESSAGE_ERRORS.afterInvalid)
      .min(0, MESSAGE_ERRORS.afterInvalid)
      .max(MAX_DB_ID, MESSAGE_ERRORS.afterInvalid)
      .optional(),
    limit: z.coerce
      .number({ error: MESSAGE_ERRORS.limitInvalid })
      .int(MESSAGE_ERRORS.limitInvalid)
      .min(1, MESSAGE_ERRORS.limitInvalid)
      .max(MESSAGE_LIMITS.pageSizeMax, MESSAGE_ERRORS.limitInvalid)
      .default(MESSAGE_LIMITS.pageSize),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: MESSAGE_ERRORS.beforeAndAfter,
  });
export type TMessageThreadQuery = z.infer<typeof ZMessageThreadQuery>;

/** The text of a message as the send form checks it; an empty one needs a file (checked by the server). */
export const ZMessageBody = z
  .string({ error: MESSAGE_ERRORS.bodyNotText })
  .trim()
  .max(MESSAGE_LIMITS.bodyMax, MESSAGE_ERRORS.bodyTooLong)
  .refine((text) => !hasUnsafeFreeTextCharacters(text), MESSAGE_ERRORS.bodyUnsafe);

/** POST …/messages: multipart/form-data with the field `body` and an optional part `file`; 201 with the message. */
export const ZMessageSendFields = z.object({ body: ZMessageBody.default('') });
export type TMessageSendFields = z.infer<typeof ZMessageSendFields>;

/** PUT …/messages/read: mark read up to this message of the thread (idempotent; never moves back). Answers the receipts. */
export const ZMessageReadBody = z.strictObject({ upToId: makePositiveId('upToId') });
export type TMessageReadBody = z.infer<typeof ZMessageReadBody>;

export const ZMessageIdParams = z.strictObject({ messageId: makePositiveId('messageId') });
export const ZStaffMessagesParams = z.strictObject({ studentId: makePositiveId('studentId') });
export const ZStaffMessageIdParams = z.strictObject({
  studentId: makePositiveId('studentId'),
  messageId: makePositiveId('messageId'),
});

/** GET …/messages/{messageId}/attachment: a signed link valid DOWNLOAD_URL_TTL_SECONDS (as documents). */
export const ZMessageAttachmentLink = z.object({ tempURL: z.string() });
export type TMessageAttachmentLink = z.infer<typeof ZMessageAttachmentLink>;

/** The staff queue's "Unanswered messages": threads whose latest student messages have no staff reply yet. */
export const ZQueueUnansweredMessage = z.object({
  ...ZStudentRef,
  /** The first student message after the last staff message (the queue is oldest first). */
  waitingSince: z.string(),
  /** The latest student message, at most MESSAGE_LIMITS.previewMax characters ('' for a file alone). */
  preview: z.string(),
  /** Whether the latest student message carries a file (its text may be empty: the preview then says so). */
  hasAttachment: z.boolean(),
  counsellor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TQueueUnansweredMessage = z.infer<typeof ZQueueUnansweredMessage>;
