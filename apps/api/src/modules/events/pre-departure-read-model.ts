import type { TCountry, TPreDepartureEvent } from '@portal/contract';
import { and, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { events } from '../courses/courses-tables.ts';
import { eventFeedback, eventRegistrations } from './events-tables.ts';

/**
 * The pre-departure events (events of kind PRE_DEPARTURE, declared by the courses module) as one
 * student sees them: joined with that student's registration and feedback only.
 */

/** The most events the student's list holds: the upcoming ones first, then the ones they attended. */
export const PRE_DEPARTURE_LIST_LIMIT = 50;

const isPreDeparture = eq(events.kind, 'PRE_DEPARTURE');

const columns = {
  id: events.id,
  kind: events.kind,
  title: events.title,
  country: events.country,
  city: events.city,
  date: events.date,
  startTime: events.startTime,
  endTime: events.endTime,
  address: events.address,
  locationLink: events.locationLink,
  registrationId: eventRegistrations.id,
  rating: eventFeedback.rating,
  comment: eventFeedback.comment,
};

/** The events left-joined with the student's registration and feedback. */
const studentView = (db: TDb, studentId: number) =>
  db
    .select(columns)
    .from(events)
    .leftJoin(
      eventRegistrations,
      and(eq(eventRegistrations.eventId, events.id), eq(eventRegistrations.studentId, studentId)),
    )
    .leftJoin(
      eventFeedback,
      and(eq(eventFeedback.eventId, events.id), eq(eventFeedback.studentId, studentId)),
    );

type TRow = Awaited<ReturnType<typeof studentView>>[number];

/** Registration is open until the event's day is over; feedback from its day on (India dates). */
function toView(row: TRow, today: string): TPreDepartureEvent {
  const { date } = row;
  const registered = row.registrationId !== null;
  const feedback = row.rating === null ? null : { rating: row.rating, comment: row.comment ?? '' };
  return {
    id: row.id,
    title: row.title,
    country: row.country as TCountry | null,
    city: row.city,
    date,
    startTime: row.startTime,
    endTime: row.endTime,
    address: row.address,
    locationLink: row.locationLink,
    registered,
    canRegister: date >= today,
    canGiveFeedback: registered && date <= today && feedback === null,
    feedback,
  };
}

/**
 * Upcoming pre-departure events (from `today` on) soonest first, then the past ones the student
 * registered for, latest first; at most PRE_DEPARTURE_LIST_LIMIT.
 */
export async function listPreDepartureEvents(
  db: TDb,
  studentId: number,
  today: string,
): Promise<TPreDepartureEvent[]> {
  const rows = await studentView(db, studentId)
    .where(and(isPreDeparture, or(gte(events.date, today), isNotNull(eventRegistrations.id))))
    .orderBy(
      sql`${events.date} < ${today}`,
      sql`case when ${events.date} >= ${today} then ${events.date} end`,
      desc(events.date),
      events.startTime,
      events.id,
    )
    .limit(PRE_DEPARTURE_LIST_LIMIT);
  return rows.map((row) => toView(row, today));
}

export type TEventLookup =
  | { found: 'none' }
  | { found: 'other-kind' }
  | { found: 'pre-departure'; event: TPreDepartureEvent };

/** One event as the student sees it, or why it is not a pre-departure event. */
export async function findPreDepartureEvent(
  db: TDb,
  studentId: number,
  eventId: number,
  today: string,
): Promise<TEventLookup> {
  const [row] = await studentView(db, studentId).where(eq(events.id, eventId));
  if (!row) return { found: 'none' };
  if (row.kind !== 'PRE_DEPARTURE') return { found: 'other-kind' };
  return { found: 'pre-departure', event: toView(row, today) };
}
