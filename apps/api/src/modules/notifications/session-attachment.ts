import { SESSION_CALENDAR } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { sessionCalendarFile, sessionUid } from '../../lib/session-calendar.ts';
import type { TOutgoingEmail } from './mailer.ts';
import type { TNotificationRow } from './notification-repository.ts';

/** Whose booking it is and how many of their sessions were completed before it (the counselling module's). */
export type TSessionSeriesLookup = (
  db: TDb,
  bookingId: number,
) => Promise<{ studentId: number; completedBefore: number } | undefined>;

const METHODS = {
  SESSION_BOOKED: 'REQUEST',
  SESSION_RESCHEDULED: 'REQUEST',
  SESSION_REMINDER: 'REQUEST',
  SESSION_CANCELLED: 'CANCEL',
} as const;

/** Parses `Name <address>` (MAIL_FROM) into the calendar event's organizer. */
function organizerOf(mailFrom: string): { name: string; email: string } | undefined {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1] || (match[2] ?? ''), email: match[2] ?? '' };
  return mailFrom.includes('@') ? { name: mailFrom, email: mailFrom.trim() } : undefined;
}

/**
 * The .ics of a session email: a booking, a move or a reminder adds or updates the student's calendar
 * event (REQUEST), a cancellation removes it (CANCEL); the same UID throughout, SEQUENCE from the time
 * the notification was made, so a later email always wins.
 */
export async function sessionAttachment(
  db: TDb,
  notification: TNotificationRow,
  options: {
    to: string;
    link: string;
    publicUrl: string;
    mailFrom: string;
    sessionSeriesOf: TSessionSeriesLookup;
  },
): Promise<TOutgoingEmail['calendar']> {
  const { event } = notification;
  if (!(event.kind in METHODS)) return undefined;
  const params = event.params as { bookingId: number; date: string; time: string };
  const series = await options.sessionSeriesOf(db, params.bookingId);
  if (!series) return undefined;
  const method = METHODS[event.kind as keyof typeof METHODS];
  const organizer = organizerOf(options.mailFrom);
  const content = sessionCalendarFile({
    uid: sessionUid(series.studentId, series.completedBefore, options.publicUrl),
    date: params.date,
    time: params.time,
    asOf: notification.createdAt,
    method,
    link: options.link,
    attendee: options.to,
    ...(organizer ? { organizer } : {}),
  });
  return { method, fileName: SESSION_CALENDAR.fileName, content };
}
