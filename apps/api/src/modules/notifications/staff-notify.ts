import type { TNotificationEvent, TNotificationTarget } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TNotifier } from './notify.ts';
import { staffRecipientsOf, studentNameOf } from './recipients-read-model.ts';

export type TStudentRef = { studentId: number; studentName: string };

export type TStaffNotice = {
  studentId: number;
  /** Who made the change: never told of their own action. */
  actorId: number;
  event: (student: TStudentRef) => TNotificationEvent;
  section: Extract<TNotificationTarget, { screen: 'STAFF_STUDENT' }>['section'];
  /** Names the cause; each recipient's notification gets its own key from it. */
  dedupeKey: string;
};

/**
 * Tells the staff who look after a student (their counsellor, else the active admins) of the student's
 * change, inside tx, the change's transaction.
 */
export async function notifyStaff(notifier: TNotifier, tx: TDb, notice: TStaffNotice): Promise<void> {
  const recipients = (await staffRecipientsOf(tx, notice.studentId)).filter((id) => id !== notice.actorId);
  if (recipients.length === 0) return;
  const event = notice.event({
    studentId: notice.studentId,
    studentName: await studentNameOf(tx, notice.studentId),
  });
  for (const recipientId of recipients) {
    await notifier.notify(tx, {
      recipientId,
      event,
      target: { screen: 'STAFF_STUDENT', studentId: notice.studentId, section: notice.section },
      dedupeKey: `${notice.dedupeKey}:staff:${recipientId}`,
    });
  }
}
