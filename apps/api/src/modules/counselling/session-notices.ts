import type { TCounsellingBooking } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { notifyStaff, type TNotifier } from '../notifications/index.ts';
import { cancelReminders, scheduleReminders } from './session-reminders.ts';

export type TSessionNoticeDeps = { notifier: TNotifier; jobs: TJobQueue; clock: { now: () => Date } };

type TChange = 'BOOKED' | 'RESCHEDULED' | 'CANCELLED';
const STUDENT_KIND = {
  BOOKED: 'SESSION_BOOKED',
  RESCHEDULED: 'SESSION_RESCHEDULED',
  CANCELLED: 'SESSION_CANCELLED',
} as const;

const sessionOf = (booking: TCounsellingBooking) => ({
  bookingId: booking.id,
  date: booking.date,
  time: booking.time,
});

/**
 * A student booked, moved or cancelled their session (inside its transaction): the student hears it
 * (the email carries the calendar file), their staff hear it, and the reminders follow the session:
 * written for the new one, cancelled for the old one.
 */
export async function noticeSessionChange(
  deps: TSessionNoticeDeps,
  tx: TDb,
  change: { studentId: number; kind: TChange; booking: TCounsellingBooking; replaced?: TCounsellingBooking },
): Promise<void> {
  const { studentId, booking, kind } = change;
  const cause = `session-${kind.toLowerCase()}:${booking.id}`;
  if (change.replaced) await cancelReminders(deps.jobs, tx, change.replaced);
  if (kind === 'CANCELLED') await cancelReminders(deps.jobs, tx, booking);
  else await scheduleReminders(deps.jobs, tx, { ...booking, studentId }, deps.clock.now());
  await deps.notifier.notify(tx, {
    recipientId: studentId,
    event: { kind: STUDENT_KIND[kind], params: sessionOf(booking) },
    target: { screen: 'COUNSELLING' },
    dedupeKey: cause,
  });
  await notifyStaff(deps.notifier, tx, {
    studentId,
    actorId: studentId,
    event: (student) => ({
      kind: 'STAFF_SESSION_CHANGED',
      params: { ...student, ...sessionOf(booking), change: kind },
    }),
    section: 'sessions',
    dedupeKey: cause,
  });
}

/** Staff marked the session completed (inside its transaction): the student hears it, reminders stop. */
export async function noticeSessionCompleted(
  deps: Pick<TSessionNoticeDeps, 'notifier' | 'jobs'>,
  tx: TDb,
  completed: { studentId: number; booking: TCounsellingBooking },
): Promise<void> {
  const { booking } = completed;
  await cancelReminders(deps.jobs, tx, booking);
  await deps.notifier.notify(tx, {
    recipientId: completed.studentId,
    event: { kind: 'SESSION_COMPLETED', params: sessionOf(booking) },
    target: { screen: 'COUNSELLING' },
    dedupeKey: `session-completed:${booking.id}`,
  });
}
