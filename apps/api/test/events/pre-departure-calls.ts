import { randomUUID } from 'node:crypto';
import { toIsoDate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { eventFeedback, eventRegistrations, events } from '../../src/schema/index.ts';
import type { TTestApp } from '../helpers/test-app.ts';

/** Thin wrappers over the pre-departure calls, and events written as rows (the seed's job in production). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India date `days` from the app clock's now. */
export const dayFromToday = (t: TTestApp, days: number) =>
  toIsoDate(new Date(t.app.clock.now().getTime() + days * DAY_MS));

/** Moves the app's clock by whole days. */
export const moveClockDays = (t: TTestApp, days: number) => {
  t.clock.offsetMs += days * DAY_MS;
};

type TEventOverrides = Partial<typeof events.$inferInsert>;

/** A pre-departure event `days` from today; answers its id. */
export async function insertPreDepartureEvent(t: TTestApp, days: number, overrides: TEventOverrides = {}) {
  const [row] = await t.app.db
    .insert(events)
    .values({
      code: `PD-TEST-${randomUUID()}`,
      kind: 'PRE_DEPARTURE',
      title: 'Test pre-departure session',
      country: 'UK',
      city: 'Pune',
      date: dayFromToday(t, days),
      startTime: '11:00',
      endTime: '12:00',
      address: 'Somewhere\nPune',
      locationLink: null,
      countryCount: 1,
      universityCount: 0,
      ...overrides,
    })
    .returning({ id: events.id });
  if (!row) throw new Error('event insert returned nothing');
  return row.id;
}

export const listEvents = (t: TTestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/student/pre-departure/events', headers });

export const register = (t: TTestApp, headers: Record<string, string>, eventId: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/student/events/${eventId}/registration`, headers });

export const sendFeedback = (
  t: TTestApp,
  headers: Record<string, string>,
  eventId: number | string,
  payload: unknown,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/student/events/${eventId}/feedback`,
    headers,
    payload: payload as Record<string, unknown>,
  });

export const registrationRows = (t: TTestApp, eventId: number) =>
  t.app.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));

export const feedbackRows = (t: TTestApp, eventId: number) =>
  t.app.db.select().from(eventFeedback).where(eq(eventFeedback.eventId, eventId));

/** The id of a seeded expo (JLG, KOP, AUR, SSU). */
export async function expoId(t: TTestApp, code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: events.id }).from(events).where(eq(events.code, code));
  if (!row) throw new Error(`no event ${code}`);
  return row.id;
}
