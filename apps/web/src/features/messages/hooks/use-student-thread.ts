import { MESSAGE_LIMITS } from '@portal/contract';
import {
  type TThreadMessage,
  threadMessageOf,
  threadPageOf,
} from '../../../components/messages/message-models.ts';
import { openSignedFile } from '../../../lib/open-signed-file.ts';
import { useMessageThread } from '../../../lib/use-message-thread.ts';
import { getMessageAttachmentLink } from '../api/get-message-attachment.ts';
import { getMessages } from '../api/get-messages.ts';
import { markMessagesRead } from '../api/mark-messages-read.ts';
import { sendMessage } from '../api/send-message.ts';

const CALLS = {
  studentId: null,
  fetchPage: async (cursor: { before?: number; after?: number }, signal?: AbortSignal) =>
    threadPageOf(await getMessages(cursor, signal), 'STUDENT'),
  send: async (message: { body: string; file: File | null }) =>
    threadMessageOf(await sendMessage(message), 'STUDENT'),
  markRead: markMessagesRead,
  pollMs: MESSAGE_LIMITS.pollMs,
};

/** The student's thread with the consultancy (their own: the server knows them by the token). */
export const useStudentThread = () => useMessageThread(CALLS);

export async function openStudentAttachment(message: TThreadMessage): Promise<void> {
  if (!message.attachment) return;
  await openSignedFile(await getMessageAttachmentLink(message.id), message.attachment.fileName);
}
