import { eq } from 'drizzle-orm';
import { eventRegistrations, users } from '../../src/schema/index.ts';
import type { TTestApp } from '../helpers/test-app.ts';

/** Thin wrappers over the two event calls so the tests read as the rules they check. */
export function lookupEvent(t: TTestApp, eventCode?: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'GET',
    url: '/event-registration/event',
    query: eventCode === undefined ? {} : { eventCode },
    remoteAddress,
  });
}

export function registerForEvent(t: TTestApp, headers: Record<string, string>, eventCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/otp/register/event',
    query: eventCode === undefined ? {} : { eventCode },
    headers,
  });
}

export const userRow = async (t: TTestApp, id: number) =>
  (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

export const registrationsOf = (t: TTestApp, studentId: number) =>
  t.app.db.select().from(eventRegistrations).where(eq(eventRegistrations.studentId, studentId));
