import { createHash } from 'node:crypto';
import type { TCounsellingBooking } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { REMINDER_QUEUE, type TNotifier } from '../notifications/index.ts';
import { findBooking } from './counselling-repository.ts';

/** How long before a session each reminder is due. */
export const REMINDER_HOURS = [24, 1] as const;
export type TReminderHours = (typeof REMINDER_HOURS)[number];

export type TReminderJob = {
  bookingId: number;
  studentId: number;
  date: string;
  time: string;
  hoursBefore: TReminderHours;
};

type TSession = Pick<TCounsellingBooking, 'id' | 'date' | 'time'> & { studentId: number };

const HOUR_MS = 60 * 60 * 1000;

/** A session's start: its date and time are India time (Asia/Kolkata, +05:30 all year, no daylight saving). */
export const sessionStart = (session: { date: string; time: string }): Date =>
  new Date(`${session.date}T${session.time}:00+05:30`);

/**
 * The job id of one reminder: a name-based UUID (the v5 layout over SHA-1) of the booking, the offset
 * and the session time, so scheduling the same reminder again writes nothing (pg-boss ignores a
 * known id) and the ids to cancel are known without a lookup.
 */
export function reminderJobId(session: Omit<TSession, 'studentId'>, hoursBefore: TReminderHours): string {
  const hash = createHash('sha1')
    .update(`session-reminder:${session.id}:${hoursBefore}:${session.date}T${session.time}`)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Writes the session's reminders as pg-boss jobs inside tx (the booking's transaction): due 24 h and
 * 1 h before the start; one whose time has already passed is left out. They are rows of pgboss.job, so
 * they outlive a restart.
 */
export async function scheduleReminders(jobs: TJobQueue, tx: TDb, session: TSession, now: Date) {
  const start = sessionStart(session).getTime();
  for (const hoursBefore of REMINDER_HOURS) {
    const due = new Date(start - hoursBefore * HOUR_MS);
    if (due.getTime() <= now.getTime()) continue;
    const data: TReminderJob = {
      bookingId: session.id,
      studentId: session.studentId,
      date: session.date,
      time: session.time,
      hoursBefore,
    };
    await jobs.boss.send(REMINDER_QUEUE, data, {
      id: reminderJobId(session, hoursBefore),
      startAfter: due,
      db: jobs.inTransaction(tx),
    });
  }
}

/**
 * Cancels the session's reminders inside tx (a move or a cancellation). A reminder that slipped
 * through anyway (already taken by a worker) finds its booking changed and does nothing.
 */
export async function cancelReminders(jobs: TJobQueue, tx: TDb, session: Omit<TSession, 'studentId'>) {
  const ids = REMINDER_HOURS.map((hoursBefore) => reminderJobId(session, hoursBefore));
  await jobs.boss.cancel(REMINDER_QUEUE, ids, { db: jobs.inTransaction(tx) });
}

/**
 * A due reminder: tells the student only if the booking is still BOOKED at the same date and time
 * (else it was moved, cancelled or completed, and the reminder is stale).
 */
export async function remindOfSession(
  deps: { db: TDb; notifier: TNotifier },
  job: TReminderJob,
): Promise<{ skipped?: string }> {
  return deps.db.transaction(async (tx) => {
    const booking = await findBooking(tx, job.bookingId);
    if (booking?.status !== 'BOOKED' || booking.date !== job.date || booking.time !== job.time) {
      return { skipped: 'stale' };
    }
    await deps.notifier.notify(tx, {
      recipientId: booking.studentId,
      event: {
        kind: 'SESSION_REMINDER',
        params: {
          bookingId: booking.id,
          date: booking.date,
          time: booking.time,
          hoursBefore: job.hoursBefore,
        },
      },
      target: { screen: 'COUNSELLING' },
      dedupeKey: `reminder:${booking.id}:${job.hoursBefore}:${booking.date}T${booking.time}`,
    });
    return {};
  });
}
