import type { TMessageSide } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notifyStaff, type TNotifier } from '../notifications/index.ts';
import { sideWroteBetween, type TMessageRow, type TThreadRow } from './message-repository.ts';

/**
 * Tells the other side of a new message, once per burst: only when it is the first message of its side
 * that the other side has not read yet (five quick messages make one notification; once the other side
 * has read them, the next one tells again). The student hears of staff messages; staff messages go to
 * the student's counsellor, or every active admin when none is assigned. The text never travels.
 */
export async function noticeMessage(
  notifier: TNotifier,
  tx: TDb,
  input: { message: TMessageRow; thread: TThreadRow; senderName: string },
): Promise<void> {
  const { message, thread } = input;
  const side = message.side as TMessageSide;
  const readUpTo = (side === 'STUDENT' ? thread.staffReadUpTo : thread.studentReadUpTo) ?? 0;
  const studentId = message.studentId;
  const earlierUnread = await sideWroteBetween(tx, {
    studentId,
    side,
    afterId: readUpTo,
    beforeId: message.id,
  });
  if (earlierUnread) return;
  const dedupeKey = `message:${studentId}:${message.id}`;
  if (side === 'STAFF') {
    await notifier.notify(tx, {
      recipientId: studentId,
      event: { kind: 'MESSAGE_RECEIVED', params: { senderName: input.senderName.slice(0, 200) } },
      target: { screen: 'MESSAGES' },
      dedupeKey,
    });
    return;
  }
  await notifyStaff(notifier, tx, {
    studentId,
    actorId: message.authorId,
    event: (student) => ({ kind: 'STAFF_MESSAGE_RECEIVED', params: student }),
    section: 'messages',
    dedupeKey,
  });
}
