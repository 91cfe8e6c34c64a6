import { COUNSELLING_SCHEDULE, PORTAL_NAME, SESSION_CALENDAR } from '@portal/contract';
import { createEvent } from 'ics';

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a session's instant is exact. */
const INDIA_OFFSET_MINUTES = 330;
/** SEQUENCE counts seconds from here: later information always carries a higher number (int32 until 2088). */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

export type TSessionCalendarInput = {
  /** Which calendar event this is: the same for a session, its reschedules and its cancellation. */
  uid: string;
  /** The session's India date (YYYY-MM-DD) and time (HH:mm). */
  date: string;
  time: string;
  /** When this information was current: a later file replaces an earlier one in a calendar. */
  asOf: Date;
  /** REQUEST adds or moves the event, CANCEL removes it, PUBLISH is a plain download. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The portal link the event's description carries. */
  link: string;
  /** For an emailed REQUEST / CANCEL: who sends it and who it is for (iTIP wants both). */
  organizer?: { name: string; email: string };
  attendee?: string;
};

/** The instant a session starts: its India date and time read as UTC+05:30. */
export function sessionStart(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - INDIA_OFFSET_MINUTES * 60_000);
}

/**
 * The UID of a student's session in calendars. A reschedule makes a new booking row (the old one is
 * cancelled), so the UID follows the student's current run of bookings, not the row: it changes only
 * once a session was completed, and a moved or re-booked session updates the same calendar event.
 */
export function sessionUid(studentId: number, completedBefore: number, publicUrl: string): string {
  return `counselling-${studentId}-${completedBefore}@${new URL(publicUrl).hostname}`;
}

/** A session as an iCalendar file: the start in UTC (so every calendar shows it in its own zone). */
export function sessionCalendarFile(input: TSessionCalendarInput): string {
  const { value, error } = createEvent({
    productId: `-//${PORTAL_NAME}//Counselling//EN`,
    method: input.method,
    uid: input.uid,
    sequence: Math.max(0, Math.floor((input.asOf.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    start: sessionStart(input.date, input.time).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: COUNSELLING_SCHEDULE.slotMinutes },
    title: SESSION_CALENDAR.title,
    description: SESSION_CALENDAR.description(input.link),
    url: input.link,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    ...(input.organizer ? { organizer: input.organizer } : {}),
    ...(input.attendee
      ? {
          attendees: [
            {
              name: input.attendee,
              email: input.attendee,
              rsvp: false,
              partstat: 'ACCEPTED',
              role: 'REQ-PARTICIPANT',
            },
          ],
        }
      : {}),
  });
  if (error || !value) throw error ?? new Error('calendar file could not be built');
  return value;
}
