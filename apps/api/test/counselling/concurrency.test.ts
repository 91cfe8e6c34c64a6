import { COUNSELLING_MESSAGES, COUNSELLING_SCHEDULE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  addDays,
  bookCall,
  bookedRowsAt,
  MONDAY,
  rescheduleCall,
  setIndiaTime,
} from './counselling-calls.ts';

/**
 * Students racing for the same slot. On PGlite (one connection) requests are serialised anyway; on
 * PostgreSQL they run on separate pool connections, so only the per-slot lock keeps the count right.
 */
const t = useTestApp();
const capacity = COUNSELLING_SCHEDULE.slotCapacity;

describe('concurrent bookings of one slot', () => {
  it.each([
    ['one more student than seats', capacity + 1],
    ['three times as many students as seats', capacity * 3],
  ])('%s: exactly the capacity is booked, the rest get 409', async (_label, racers) => {
    setIndiaTime(t, `${MONDAY}T09:15`);
    const date = addDays(MONDAY, racers === capacity + 1 ? 1 : 2);
    const students = await Promise.all(Array.from({ length: racers }, () => createSignedInUser(t.app)));
    const results = await Promise.all(
      students.map((student) =>
        bookCall(t, student.headers, { date, time: '15:00', topics: ['VISA_PROCESS'] }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(capacity);
    expect(codes.filter((code) => code === 409)).toHaveLength(racers - capacity);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().debugMessage).toBe(COUNSELLING_MESSAGES.slotTaken);
    }
    expect(await bookedRowsAt(t, date, '15:00')).toHaveLength(capacity);
  });

  it('racing for different slots does not block or refuse anyone', async () => {
    setIndiaTime(t, `${MONDAY}T09:15`);
    const date = addDays(MONDAY, 3);
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const students = await Promise.all(times.map(() => createSignedInUser(t.app)));
    const results = await Promise.all(
      students.map((student, i) =>
        bookCall(t, student.headers, { date, time: times[i], topics: ['COURSE_SELECTION'] }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(times.map(() => 201));
  });

  it('a reschedule racing a booking for the last seat: one gets it, the loser keeps what it had', async () => {
    setIndiaTime(t, `${MONDAY}T09:15`);
    const date = addDays(MONDAY, 4);
    const [mover, booker, ...others] = await Promise.all(
      Array.from({ length: capacity + 1 }, () => createSignedInUser(t.app)),
    );
    if (!mover || !booker) throw new Error('no students');
    for (const other of others) {
      expect(
        (await bookCall(t, other.headers, { date, time: '16:00', topics: ['VISA_PROCESS'] })).statusCode,
      ).toBe(201);
    }
    expect(
      (await bookCall(t, mover.headers, { date, time: '10:00', topics: ['VISA_PROCESS'] })).statusCode,
    ).toBe(201);
    const body = { date, time: '16:00', topics: ['VISA_PROCESS'] };
    const [moved, booked] = await Promise.all([
      rescheduleCall(t, mover.headers, body),
      bookCall(t, booker.headers, body),
    ]);
    expect([moved.statusCode, booked.statusCode].sort()).toEqual(
      moved.statusCode === 200 ? [200, 409] : [201, 409],
    );
    expect(await bookedRowsAt(t, date, '16:00')).toHaveLength(capacity);
    // The mover holds exactly one session: the new one, or the old one when it lost.
    const moverAt10 = (await bookedRowsAt(t, date, '10:00')).filter((row) => row.studentId === mover.id);
    expect(moverAt10).toHaveLength(moved.statusCode === 200 ? 0 : 1);
  });
});
