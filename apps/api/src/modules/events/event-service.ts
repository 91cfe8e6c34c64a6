import { EVENT_MESSAGES, type TEvent, type TEventRegistrationResult } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { markEventUser } from '../auth/sign-in-repository.ts';
import { findAccountById } from '../students/account-repository.ts';
import { findEventByCode, insertRegistration, type TStoredEvent } from './event-repository.ts';

/** Event codes match case-insensitively, like POST /otp/verify?event=. */
const normaliseCode = (code: string) => code.trim().toUpperCase();

async function requireEvent(db: TDb, eventCode: string): Promise<TStoredEvent> {
  const found = await findEventByCode(db, normaliseCode(eventCode));
  if (!found) throw notFound(EVENT_MESSAGES.notFound);
  return found;
}

/** GET /event-registration/event: the event of a code, or 404 'Event details not found' (§8). */
export async function getEventByCode(db: TDb, eventCode: string): Promise<TEvent> {
  return (await requireEvent(db, eventCode)).event;
}

/**
 * POST /otp/register/event: registers the signed-in student for the event and makes them an event
 * user (users.isEvent, users.eventId: the latest event registered for). Calling again changes
 * nothing and gives the same answer.
 */
export async function registerForEvent(
  db: TDb,
  user: TSessionUser,
  eventCode: string,
): Promise<TEventRegistrationResult> {
  if (user.role !== 'STUDENT') throw forbidden(EVENT_MESSAGES.studentsOnly);
  const { code, event } = await requireEvent(db, eventCode);
  const referenceId = await db.transaction(async (tx) => {
    await insertRegistration(tx, user.id, event.id);
    await markEventUser(tx, user.id, event.id);
    const account = await findAccountById(tx, user.id);
    if (!account) throw notFound('Student not found.');
    return account.referenceId;
  });
  return { referenceId, eventCode: code, message: EVENT_MESSAGES.registered, event };
}
