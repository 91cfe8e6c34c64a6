import { and, eq } from 'drizzle-orm';
import { counsellingBookings } from '../../src/schema/index.ts';
import type { TTestApp } from '../helpers/test-app.ts';

type THeaders = Record<string, string>;

/**
 * Puts the app's clock at a wall-clock time in India (YYYY-MM-DDTHH:mm), so tests never depend on
 * the real date. useTestApp puts the clock back after each test.
 */
export function setIndiaTime(t: TTestApp, dateTime: string): void {
  t.clock.offsetMs = Date.parse(`${dateTime}:00+05:30`) - Date.now();
}

/** The YYYY-MM-DD `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A Monday, a Saturday and a Sunday of one week, far from today whatever today is. */
export const MONDAY = '2031-03-03';
export const SATURDAY = '2031-03-08';
export const SUNDAY = '2031-03-09';

export const ALL_SLOT_TIMES = [
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
];

export const topicsCall = (t: TTestApp, headers: THeaders) =>
  t.app.inject({ method: 'GET', url: '/api/counselling/topics', headers });

export const slotsCall = (t: TTestApp, headers: THeaders, date?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/counselling/slots',
    query: date === undefined ? {} : { date },
    headers,
  });

export const bookCall = (t: TTestApp, headers: THeaders, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/counselling/book', headers, payload });

export const bookingCall = (t: TTestApp, headers: THeaders) =>
  t.app.inject({ method: 'GET', url: '/api/counselling/booking', headers });

export const rescheduleCall = (t: TTestApp, headers: THeaders, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/counselling/booking', headers, payload });

export const cancelCall = (t: TTestApp, headers: THeaders) =>
  t.app.inject({ method: 'DELETE', url: '/api/counselling/booking', headers });

export const bookedRowsAt = (t: TTestApp, date: string, time: string) =>
  t.app.db
    .select()
    .from(counsellingBookings)
    .where(
      and(
        eq(counsellingBookings.date, date),
        eq(counsellingBookings.time, time),
        eq(counsellingBookings.status, 'BOOKED'),
      ),
    );

export const bookingRowsOf = (t: TTestApp, studentId: number) =>
  t.app.db.select().from(counsellingBookings).where(eq(counsellingBookings.studentId, studentId));
