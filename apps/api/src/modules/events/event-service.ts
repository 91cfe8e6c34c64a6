import { EVENT_MESSAGES, type TEvent, type TEventRegistrationResult } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { findEventByCode, findEventIdByCode, type TStoredEvent } from '../courses/index.ts';
import { findAccount, markEventUser } from '../students/index.ts';
import { insertRegistration } from './event-repository.ts';

/** Event codes match case-insensitively, like POST /otp/verify?event=. */
const normaliseCode = (code: string) => code.trim().toUpperCase();

async function requireEvent(db: TDb, eventCode: string): Promise<TStoredEvent> {
  const found = await findEventByCode(db, normaliseCode(eventCode));
  if (!found) throw notFound(EVENT_MESSAGES.notFound);
  return found;
}

/** The id of an event code (matched case-insensitively), or undefined. */
export const findEventId = (db: TDb, eventCode: string): Promise<number | undefined> =>
  findEventIdByCode(db, normaliseCode(eventCode));

/**
 * Registers a student for an event and makes them an event user (users.isEvent, users.eventId: the
 * latest event registered for), together. Registering again changes nothing.
 */
export async function recordEventRegistration(db: TDb, studentId: number, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await insertRegistration(tx, studentId, eventId);
    await markEventUser(tx, studentId, eventId);
  });
}

/** GET /event-registration/event: the event of a code, or 404 'Event details not found' (§8). */
export async function getEventByCode(db: TDb, eventCode: string): Promise<TEvent> {
  return (await requireEvent(db, eventCode)).event;
}

/**
 * POST /otp/register/event: registers the signed-in student for the event (recordEventRegistration).
 * Calling again changes nothing and gives the same answer.
 */
export async function registerForEvent(
  db: TDb,
  user: TSessionUser,
  eventCode: string,
): Promise<TEventRegistrationResult> {
  if (user.role !== 'STUDENT') throw forbidden(EVENT_MESSAGES.studentsOnly);
  const { code, event } = await requireEvent(db, eventCode);
  const account = await findAccount(db, user.id);
  if (!account) throw notFound('Student not found.');
  await recordEventRegistration(db, user.id, event.id);
  return { referenceId: account.referenceId, eventCode: code, message: EVENT_MESSAGES.registered, event };
}
