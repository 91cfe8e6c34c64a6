import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { events } from '../courses/courses-tables.ts';
import { eventFeedback, eventRegistrations } from '../events/events-tables.ts';

/**
 * Whether the student is registered to a pre-departure event still ahead, and whether one whose day has
 * come awaits their feedback (the same rules as the events module's preDepartureEventState), as one
 * subquery so the dashboard stays one statement. `today` is the India date.
 */
export type TPreDepartureEventState = { registeredUpcoming: boolean; awaitingFeedback: boolean };
export const NO_PRE_DEPARTURE_EVENTS: TPreDepartureEventState = {
  registeredUpcoming: false,
  awaitingFeedback: false,
};

export const preDepartureEventsStateOf = (
  studentId: AnyColumn,
  today: SQL,
): SQL<TPreDepartureEventState | null> => sql`(select json_build_object(
    'registeredUpcoming', coalesce(bool_or(${events.date} >= ${today}), false),
    'awaitingFeedback', coalesce(bool_or(${events.date} <= ${today} and ${eventFeedback.id} is null), false))
  from ${eventRegistrations}
  inner join ${events} on ${events.id} = ${eventRegistrations.eventId}
  left join ${eventFeedback} on ${eventFeedback.eventId} = ${events.id}
    and ${eventFeedback.studentId} = ${eventRegistrations.studentId}
  where ${eventRegistrations.studentId} = ${studentId} and ${events.kind} = 'PRE_DEPARTURE')`;
