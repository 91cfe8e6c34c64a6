import { EVENT_CODE_PATTERN, EVENT_MESSAGES, ZPreDepartureEventList } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRE_DEPARTURE_LIST_LIMIT } from '../../src/modules/events/pre-departure-read-model.ts';
import { events } from '../../src/schema/index.ts';
import { preDepartureEventSeeds } from '../../src/seed/pre-departure-events-data.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, useTestApp } from '../helpers/test-app.ts';
import { lookupEvent, registrationsOf, userRow } from './event-calls.ts';
import {
  dayFromToday,
  insertPreDepartureEvent,
  listEvents,
  moveClockDays,
  register,
  sendFeedback,
} from './pre-departure-calls.ts';

const t = useTestApp();

describe('GET /api/student/pre-departure/events', () => {
  it('lists upcoming events soonest first, then past ones the student registered for, latest first', async () => {
    const student = await createSignedInUser(t.app);
    const attended = await insertPreDepartureEvent(t, 0, { title: 'Attended' });
    const attendedEarlier = await insertPreDepartureEvent(t, 1, { title: 'Attended earlier' });
    const missed = await insertPreDepartureEvent(t, 1, { title: 'Not registered' });
    await register(t, student.headers, attended);
    await register(t, student.headers, attendedEarlier);
    moveClockDays(t, 2);
    const later = await insertPreDepartureEvent(t, 30, { title: 'Later', country: 'Canada' });
    const sooner = await insertPreDepartureEvent(t, 0, { title: 'Sooner', country: null });

    const res = await listEvents(t, student.headers);
    expect(res.statusCode).toBe(200);
    const ids = ZPreDepartureEventList.parse(res.json()).map((event) => event.id);
    const mine = ids.filter((id) => [attended, attendedEarlier, missed, later, sooner].includes(id));
    expect(mine).toEqual([sooner, later, attendedEarlier, attended]);
    // No expo is listed.
    const codes = await t.app.db.select({ id: events.id }).from(events).where(eq(events.kind, 'EXPO'));
    expect(ids.some((id) => codes.some((expo) => expo.id === id))).toBe(false);
  });

  it('shows each student their own registration and feedback only', async () => {
    const [alice, bob] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    const eventId = await insertPreDepartureEvent(t, 0);
    await register(t, alice.headers, eventId);
    await sendFeedback(t, alice.headers, eventId, { rating: 5, comment: 'Loved it' });
    const find = async (headers: Record<string, string>) =>
      ((await listEvents(t, headers)).json() as { id: number }[]).find((event) => event.id === eventId);
    expect(await find(alice.headers)).toMatchObject({
      registered: true,
      canRegister: true,
      canGiveFeedback: false,
      feedback: { rating: 5, comment: 'Loved it' },
    });
    expect(await find(bob.headers)).toMatchObject({
      registered: false,
      canRegister: true,
      canGiveFeedback: false,
      feedback: null,
    });
  });

  it(`holds at most ${PRE_DEPARTURE_LIST_LIMIT} events`, async () => {
    const own = await createTestApp();
    try {
      const student = await createSignedInUser(own.app);
      for (let i = 0; i <= PRE_DEPARTURE_LIST_LIMIT; i++) await insertPreDepartureEvent(own, 10 + (i % 7));
      const res = await listEvents(own, student.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(PRE_DEPARTURE_LIST_LIMIT);
    } finally {
      await own.close();
    }
  });
});

describe('the seeded pre-departure events', () => {
  it('are one today for everyone, one for the UK in 2 weeks and one for Canada in 5', () => {
    const seeds = preDepartureEventSeeds(new Date('2026-11-28T20:00:00Z'));
    // 20:00 UTC is 01:30 the next day in India: dates are India dates.
    expect(seeds.map((seed) => [seed.date, seed.country, seed.kind])).toEqual([
      ['2026-11-29', null, 'PRE_DEPARTURE'],
      ['2026-12-13', 'UK', 'PRE_DEPARTURE'],
      ['2027-01-03', 'Canada', 'PRE_DEPARTURE'],
    ]);
    for (const seed of seeds) {
      expect(seed.title).not.toBe('');
      expect(seed.locationLink).toMatch(/^https:\/\//);
      // A hyphen: no code sent at sign-in can name a pre-departure event.
      expect(EVENT_CODE_PATTERN.test(seed.code)).toBe(false);
    }
  });

  it('are in a fresh database, the everyone-session dated the seed day', async () => {
    const rows = await t.app.db.select().from(events).where(eq(events.kind, 'PRE_DEPARTURE'));
    const seeded = rows.filter((event) => event.code.startsWith('PD-') && !event.code.startsWith('PD-TEST'));
    const dateOf = (country: string | null) => seeded.find((event) => event.country === country)?.date ?? '';
    expect(seeded).toHaveLength(3);
    // The template database was seeded when this run began: today, or yesterday across midnight.
    expect([dayFromToday(t, 0), dayFromToday(t, -1)]).toContain(dateOf(null));
    const daysAfter = (date: string) => (Date.parse(date) - Date.parse(dateOf(null))) / 86_400_000;
    expect([daysAfter(dateOf('UK')), daysAfter(dateOf('Canada'))]).toEqual([14, 35]);
  });
});

describe('event codes name expos only', () => {
  it('finds no pre-departure event by code, at lookup or at sign-in', async () => {
    const eventId = await insertPreDepartureEvent(t, 3, { code: 'PDX1' });
    const lookup = await lookupEvent(t, 'PDX1');
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json().debugMessage).toBe(EVENT_MESSAGES.notFound);
    const session = await signInWithOtp(t, nextMobileNumber(), { event: 'PDX1' });
    expect(await registrationsOf(t, session.studentId)).toHaveLength(0);
    expect(await userRow(t, session.studentId)).toMatchObject({ isEvent: false, eventId: null });
    expect(eventId).toBeGreaterThan(0);
  });
});
