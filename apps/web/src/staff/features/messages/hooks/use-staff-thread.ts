import { MESSAGE_LIMITS } from '@portal/contract';
import { useMemo } from 'react';
import {
  type TThreadMessage,
  threadMessageOf,
  threadPageOf,
} from '../../../../components/messages/message-models.ts';
import { openSignedFile } from '../../../../lib/open-signed-file.ts';
import { useMessageThread } from '../../../../lib/use-message-thread.ts';
import { getStudentMessageAttachmentLink } from '../api/get-student-message-attachment.ts';
import { getStudentMessages } from '../api/get-student-messages.ts';
import { markStudentMessagesRead } from '../api/mark-student-messages-read.ts';
import { sendStudentMessage } from '../api/send-student-message.ts';

/** One student's thread from the consultancy's side: any staff member reads and writes it. */
export function useStaffThread(studentId: number) {
  const calls = useMemo(
    () => ({
      studentId,
      fetchPage: async (cursor: { before?: number; after?: number }, signal?: AbortSignal) =>
        threadPageOf(await getStudentMessages(studentId, cursor, signal), 'STAFF'),
      send: async (message: { body: string; file: File | null }) =>
        threadMessageOf(await sendStudentMessage(studentId, message), 'STAFF'),
      markRead: (upToId: number) => markStudentMessagesRead(studentId, upToId),
      pollMs: MESSAGE_LIMITS.pollMs,
      openAttachment: async (message: TThreadMessage) => {
        if (!message.attachment) return;
        const link = await getStudentMessageAttachmentLink(studentId, message.id);
        await openSignedFile(link, message.attachment.fileName);
      },
    }),
    [studentId],
  );
  return { ...useMessageThread(calls), openAttachment: calls.openAttachment };
}
