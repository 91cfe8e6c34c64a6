import {
  MESSAGE_AUDIT_ACTIONS,
  MESSAGE_ERRORS,
  MESSAGE_TEXTS,
  type TMessage,
  type TMessageAttachmentLink,
  type TMessageReceipts,
  type TMessageSide,
  type TMessageThread,
  type TMessageThreadQuery,
  ZMessageSendFields,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { downloadUrlOf, storeUploadedFile, type TFileDeps, type TUpload } from '../files/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { noticeMessage } from './message-notices.ts';
import {
  findMessage,
  findPage,
  findThread,
  insertMessage,
  lockThread,
  markRead,
  recordInThread,
  type TMessageRow,
  type TThreadRow,
} from './message-repository.ts';
import { findThreadOwner, namesOf } from './people-read-model.ts';
import { checkSendLimits } from './send-limits.ts';

/**
 * One thread per student, between the student and the consultancy. Callers pass the thread's student:
 * the student's own id from their token, or the staff call's path. Every call answers 404 for a thread
 * that is not a student's. The message text is never logged or audited.
 */
export type TMessageDeps = TFileDeps & { notifier: TNotifier };

/** The side a caller writes and reads on. */
export const sideOf = (user: TSessionUser): TMessageSide => (user.role === 'STUDENT' ? 'STUDENT' : 'STAFF');

async function requireOwner(db: TDb, studentId: number) {
  const owner = await findThreadOwner(db, studentId);
  if (!owner) throw notFound(MESSAGE_ERRORS.studentNotFound);
  return owner;
}

const receiptsOf = (thread: TThreadRow | undefined): TMessageReceipts => ({
  student: {
    upToId: thread?.studentReadUpTo ?? null,
    readAt: thread?.studentReadAt?.toISOString() ?? null,
  },
  staff: { upToId: thread?.staffReadUpTo ?? null, readAt: thread?.staffReadAt?.toISOString() ?? null },
});

const toMessage = (row: TMessageRow, names: Map<number, string>): TMessage => ({
  id: row.id,
  side: row.side as TMessageSide,
  author: { id: row.authorId, name: names.get(row.authorId) ?? '' },
  body: row.body,
  attachment:
    row.attachmentFileId === null
      ? null
      : {
          name: row.attachmentName ?? '',
          mimeType: row.attachmentMimeType ?? '',
          sizeBytes: row.attachmentSizeBytes ?? 0,
        },
  createdAt: row.createdAt.toISOString(),
});

/** GET …/messages: a page, oldest first, with both sides' receipts and the counsellor's name. */
export async function getThread(
  db: TDb,
  studentId: number,
  query: TMessageThreadQuery,
): Promise<TMessageThread> {
  const owner = await requireOwner(db, studentId);
  const [page, thread] = await Promise.all([findPage(db, studentId, query), findThread(db, studentId)]);
  const names = await namesOf(
    db,
    page.rows.map((row) => row.authorId),
  );
  return {
    messages: page.rows.map((row) => toMessage(row, names)),
    hasOlder: page.hasOlder,
    receipts: receiptsOf(thread),
    counsellorName: owner.counsellorName,
  };
}

/** Refuses a send before its form is read: an unknown thread, or a sender past a send limit. */
export async function precheckSend(deps: TMessageDeps, sender: TSessionUser, studentId: number) {
  await requireOwner(deps.db, studentId);
  await checkSendLimits(deps.db, { studentId, authorId: sender.id, now: deps.clock.now() });
}

/** The form's text, checked: only `body`, within the limits, safe; '' only beside a file. */
function bodyOf(fields: Record<string, string>, hasFile: boolean): string {
  const unknown = Object.keys(fields).find((name) => name !== 'body');
  if (unknown !== undefined) throw badRequest(MESSAGE_ERRORS.unknownField(unknown.slice(0, 40)));
  const parsed = ZMessageSendFields.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGE_ERRORS.bodyNotText);
  if (parsed.data.body === '' && !hasFile) throw badRequest(MESSAGE_ERRORS.bodyRequired);
  return parsed.data.body;
}

/**
 * POST …/messages: the message, its thread row, its audit entry and the other side's notification in
 * one transaction, under the thread's lock (the send limits are counted again there). A file is stored
 * through the files pipeline first (a student's own file counts toward their upload quotas; staff files
 * do not) and removed again if anything fails.
 */
export async function sendMessage(
  deps: TMessageDeps,
  sender: TSessionUser,
  studentId: number,
  form: { fields: TUpload['fields']; file: TUpload['file'] | null },
): Promise<TMessage> {
  const body = bodyOf(form.fields, form.file !== null);
  const { file } = form;
  const write = async (tx: TDb, fileId: number | null): Promise<TMessage> => {
    await lockThread(tx, studentId);
    const now = deps.clock.now();
    await checkSendLimits(tx, { studentId, authorId: sender.id, now });
    const side = sideOf(sender);
    const message = await insertMessage(tx, {
      studentId,
      authorId: sender.id,
      side,
      body,
      attachmentFileId: fileId,
      attachmentName: file?.name ?? null,
      attachmentMimeType: file?.contentType ?? null,
      attachmentSizeBytes: file?.sizeBytes ?? null,
      createdAt: now,
    });
    const thread = await recordInThread(tx, message);
    await recordAudit(tx, {
      actor: sender,
      studentId,
      action: MESSAGE_AUDIT_ACTIONS.sent,
      entityType: 'MESSAGE',
      entityId: message.id,
      before: null,
      // Never the text: the thread is the record, and the audit trail is read more widely.
      after: {
        messageId: message.id,
        side,
        hasAttachment: file !== null,
        attachmentName: file?.name ?? null,
        attachmentSizeBytes: file?.sizeBytes ?? null,
      },
    });
    const names = await namesOf(tx, [sender.id]);
    const senderName = names.get(sender.id) || MESSAGE_TEXTS.teamName;
    await noticeMessage(deps.notifier, tx, { message, thread, senderName });
    return toMessage(message, names);
  };
  if (!file) return deps.db.transaction((tx) => write(tx, null));
  return storeUploadedFile(deps, { studentId, uploadedBy: sender.id, file }, (tx, fileId) =>
    write(tx, fileId),
  );
}

/** PUT …/messages/read: the reader's side has read up to a message of this thread; never moves back. */
export async function readUpTo(
  deps: Pick<TMessageDeps, 'db' | 'clock'>,
  reader: TSessionUser,
  studentId: number,
  upToId: number,
): Promise<TMessageReceipts> {
  await requireOwner(deps.db, studentId);
  return deps.db.transaction(async (tx) => {
    if (!(await findMessage(tx, studentId, upToId))) throw notFound(MESSAGE_ERRORS.messageNotFound);
    const thread = await markRead(tx, {
      studentId,
      side: sideOf(reader),
      upToId,
      readerId: reader.id,
      at: deps.clock.now(),
    });
    return receiptsOf(thread);
  });
}

/** GET …/messages/{messageId}/attachment: a signed link to the file of a message of this thread. */
export async function attachmentLink(
  deps: Pick<TMessageDeps, 'db' | 'clock' | 'signingSecret'>,
  studentId: number,
  messageId: number,
): Promise<TMessageAttachmentLink> {
  await requireOwner(deps.db, studentId);
  const message = await findMessage(deps.db, studentId, messageId);
  if (!message) throw notFound(MESSAGE_ERRORS.messageNotFound);
  if (message.attachmentFileId === null) throw notFound(MESSAGE_ERRORS.attachmentNotFound);
  return { tempURL: downloadUrlOf(deps, message.attachmentFileId) };
}
