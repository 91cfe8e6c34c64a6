import {
  PRE_DEPARTURE_EVENT_MESSAGES as MESSAGES,
  type TEventFeedbackBody,
  type TPreDepartureEvent,
  toIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { insertFeedback, insertRegistration } from './event-repository.ts';
import { findPreDepartureEvent, listPreDepartureEvents } from './pre-departure-read-model.ts';

/** Pre-departure events (§4 "Pre Departure event" → Register, "Event Feedback" → Give feedback). */

export type TPreDepartureDeps = { db: TDb; clock: { now: () => Date } };

/** Staff never attend: the three calls are the student's own. */
function requireStudent(user: TSessionUser): number {
  if (user.role !== 'STUDENT') throw forbidden(MESSAGES.studentsOnly);
  return user.id;
}

async function requireEvent(db: TDb, studentId: number, eventId: number, today: string) {
  const lookup = await findPreDepartureEvent(db, studentId, eventId, today);
  if (lookup.found === 'none') throw notFound(MESSAGES.notFound);
  if (lookup.found === 'other-kind') throw notFound(MESSAGES.notPreDeparture);
  return lookup.event;
}

/** GET /api/student/pre-departure/events. */
export function listForStudent(deps: TPreDepartureDeps, user: TSessionUser): Promise<TPreDepartureEvent[]> {
  return listPreDepartureEvents(deps.db, requireStudent(user), toIsoDate(deps.clock.now()));
}

/** POST /api/student/events/{eventId}/registration: until the event's day is over; again changes nothing. */
export async function registerForPreDeparture(
  deps: TPreDepartureDeps,
  user: TSessionUser,
  eventId: number,
): Promise<TPreDepartureEvent> {
  const studentId = requireStudent(user);
  const today = toIsoDate(deps.clock.now());
  const event = await requireEvent(deps.db, studentId, eventId, today);
  if (event.registered) return event;
  if (!event.canRegister) throw conflict(MESSAGES.over);
  // A pre-departure registration does not make the student an event user (users.isEvent is the expos').
  await insertRegistration(deps.db, studentId, eventId);
  return requireEvent(deps.db, studentId, eventId, today);
}

/** POST /api/student/events/{eventId}/feedback: registered students, from the event's day on, once. */
export async function giveFeedback(
  deps: TPreDepartureDeps,
  user: TSessionUser,
  eventId: number,
  body: TEventFeedbackBody,
): Promise<TPreDepartureEvent> {
  const studentId = requireStudent(user);
  const today = toIsoDate(deps.clock.now());
  const event = await requireEvent(deps.db, studentId, eventId, today);
  if (!event.registered) throw conflict(MESSAGES.notRegistered);
  if (event.feedback) throw conflict(MESSAGES.feedbackGiven);
  if (event.date > today) throw conflict(MESSAGES.notYetHeld);
  // The unique index settles two racing submissions: the second inserts nothing.
  if (!(await insertFeedback(deps.db, studentId, eventId, body))) throw conflict(MESSAGES.feedbackGiven);
  return requireEvent(deps.db, studentId, eventId, today);
}
