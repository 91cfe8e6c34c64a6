import { COUNSELLING_MESSAGES, COUNSELLING_SCHEDULE, ZCounsellingBooking } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counsellingBookings } from '../../src/schema/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  addDays,
  bookCall,
  bookingCall,
  bookingRowsOf,
  cancelCall,
  MONDAY,
  SUNDAY,
  setIndiaTime,
} from './counselling-calls.ts';

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
const at9 = () => setIndiaTime(t, `${MONDAY}T09:15`);

const completeBooking = (id: number) =>
  t.app.db
    .update(counsellingBookings)
    .set({ status: 'COMPLETED', completedAt: new Date() })
    .where(eq(counsellingBookings.id, id));

describe('POST /api/counselling/book', () => {
  it('books a slot (201) and GET /api/counselling/booking answers it', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    const res = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '14:30',
      topics: ['COURSE_SELECTION', 'VISA_PROCESS'],
    });
    expect(res.statusCode).toBe(201);
    const booking = ZCounsellingBooking.parse(res.json());
    expect(booking).toMatchObject({
      date: TUESDAY,
      time: '14:30',
      topics: ['COURSE_SELECTION', 'VISA_PROCESS'],
      status: 'BOOKED',
      completedAt: null,
    });
    const latest = await bookingCall(t, student.headers);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual(booking);
    expect(await bookingRowsOf(t, student.id)).toHaveLength(1);
  });

  it('books a later slot of today', async () => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T12:10`);
    const res = await bookCall(t, student.headers, { date: MONDAY, time: '12:30', topics: ['VISA_PROCESS'] });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['no topics', { topics: [] }, COUNSELLING_MESSAGES.topicsRequired],
    ['topics missing', { topics: undefined }, COUNSELLING_MESSAGES.topicsRequired],
    ['topics not a list', { topics: 'VISA_PROCESS' }, COUNSELLING_MESSAGES.topicsRequired],
    ['an unknown topic', { topics: ['VISA_PROCESS', 'ASTROLOGY'] }, COUNSELLING_MESSAGES.unknownTopic],
    ['a topic name instead of its id', { topics: ['Visa process'] }, COUNSELLING_MESSAGES.unknownTopic],
    ['a duplicate topic', { topics: ['VISA_PROCESS', 'VISA_PROCESS'] }, COUNSELLING_MESSAGES.duplicateTopic],
    ['a bad date', { date: '2031-02-30' }, COUNSELLING_MESSAGES.invalidDate],
    ['no date', { date: undefined }, COUNSELLING_MESSAGES.invalidDate],
    ['a bad time', { time: '9:00' }, COUNSELLING_MESSAGES.invalidTime],
    ['an impossible time', { time: '24:00' }, COUNSELLING_MESSAGES.invalidTime],
    ['no time', { time: undefined }, COUNSELLING_MESSAGES.invalidTime],
    ['a time off the half hour', { time: '10:15' }, COUNSELLING_MESSAGES.notASlot],
    ['a time before opening', { time: '09:30' }, COUNSELLING_MESSAGES.notASlot],
    ['the closing time', { time: '18:00' }, COUNSELLING_MESSAGES.notASlot],
    ['a Sunday', { date: SUNDAY }, COUNSELLING_MESSAGES.closedDay],
    [
      'a date too far ahead',
      { date: addDays(MONDAY, COUNSELLING_SCHEDULE.maxDaysAhead + 1) },
      COUNSELLING_MESSAGES.tooFarAhead,
    ],
  ])('refuses %s with 400 and books nothing', async (_label, change, reason) => {
    const student = await createSignedInUser(t.app);
    at9();
    const payload = { date: TUESDAY, time: '10:00', topics: ['VISA_PROCESS'], ...change };
    const res = await bookCall(t, student.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: reason });
    expect(await bookingRowsOf(t, student.id)).toHaveLength(0);
  });

  it('refuses unknown fields with 400', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    const res = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '10:00',
      topics: ['VISA_PROCESS'],
      studentId: 1,
    });
    expect(res.statusCode).toBe(400);
  });

  it('books the last day allowed', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    const date = addDays(MONDAY, COUNSELLING_SCHEDULE.maxDaysAhead);
    const res = await bookCall(t, student.headers, { date, time: '10:00', topics: ['VISA_PROCESS'] });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['a slot of today that has started', MONDAY, '12:00'],
    ['an earlier slot of today', MONDAY, '10:00'],
    ['a slot of an earlier day', addDays(MONDAY, -2), '15:00'],
  ])('refuses %s with 409', async (_label, date, time) => {
    const student = await createSignedInUser(t.app);
    setIndiaTime(t, `${MONDAY}T12:00`);
    const res = await bookCall(t, student.headers, { date, time, topics: ['VISA_PROCESS'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'CONFLICT', debugMessage: COUNSELLING_MESSAGES.slotPast });
    expect(await bookingRowsOf(t, student.id)).toHaveLength(0);
  });

  it(`refuses a slot holding ${COUNSELLING_SCHEDULE.slotCapacity} sessions with 409`, async () => {
    at9();
    const booked = [];
    for (let i = 0; i < COUNSELLING_SCHEDULE.slotCapacity; i++) {
      const student = await createSignedInUser(t.app);
      booked.push(
        await bookCall(t, student.headers, { date: TUESDAY, time: '16:00', topics: ['VISA_PROCESS'] }),
      );
    }
    expect(booked.map((res) => res.statusCode)).toEqual(booked.map(() => 201));
    const late = await createSignedInUser(t.app);
    const res = await bookCall(t, late.headers, { date: TUESDAY, time: '16:00', topics: ['VISA_PROCESS'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'CONFLICT', debugMessage: COUNSELLING_MESSAGES.slotTaken });
    expect(await bookingRowsOf(t, late.id)).toHaveLength(0);
  });

  it('allows one upcoming session per student (409), even for a free slot', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    const first = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '10:30',
      topics: ['VISA_PROCESS'],
    });
    expect(first.statusCode).toBe(201);
    for (const time of ['10:30', '11:30']) {
      const again = await bookCall(t, student.headers, { date: TUESDAY, time, topics: ['COURSE_SELECTION'] });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        status: 'CONFLICT',
        debugMessage: COUNSELLING_MESSAGES.alreadyBooked,
      });
    }
    expect(await bookingRowsOf(t, student.id)).toHaveLength(1);
  });

  it('keeps a missed (past, still BOOKED) session as the upcoming one until it is cancelled', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    expect(
      (await bookCall(t, student.headers, { date: MONDAY, time: '10:00', topics: ['VISA_PROCESS'] }))
        .statusCode,
    ).toBe(201);
    setIndiaTime(t, `${TUESDAY}T09:00`);
    const again = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '11:00',
      topics: ['VISA_PROCESS'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().debugMessage).toBe(COUNSELLING_MESSAGES.alreadyBooked);
    expect((await cancelCall(t, student.headers)).statusCode).toBe(200);
    expect(
      (await bookCall(t, student.headers, { date: TUESDAY, time: '11:00', topics: ['VISA_PROCESS'] }))
        .statusCode,
    ).toBe(201);
  });

  it('allows booking again after the session is completed; the new booking is the latest', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    const first = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '13:00',
      topics: ['VISA_PROCESS'],
    });
    await completeBooking(first.json().id);
    const completed = await bookingCall(t, student.headers);
    expect(completed.json()).toMatchObject({
      id: first.json().id,
      status: 'COMPLETED',
      completedAt: expect.any(String),
    });

    const second = await bookCall(t, student.headers, {
      date: addDays(MONDAY, 3),
      time: '13:00',
      topics: ['SCHOLARSHIPS_AND_FUNDING'],
    });
    expect(second.statusCode).toBe(201);
    expect((await bookingCall(t, student.headers)).json()).toEqual(second.json());
    expect(await bookingRowsOf(t, student.id)).toHaveLength(2);
  });

  it('never answers 500 when one student books two slots at once: one 201, the rest 409', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    const results = await Promise.all(
      ['10:00', '10:30', '11:00', '11:30'].map((time) =>
        bookCall(t, student.headers, { date: addDays(MONDAY, 4), time, topics: ['VISA_PROCESS'] }),
      ),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().debugMessage).toBe(COUNSELLING_MESSAGES.alreadyBooked);
    }
    expect(await bookingRowsOf(t, student.id)).toHaveLength(1);
  });

  it('needs a token', async () => {
    at9();
    const res = await bookCall(t, {}, { date: TUESDAY, time: '10:00', topics: ['VISA_PROCESS'] });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/counselling/booking', () => {
  it('answers null when the student never booked', async () => {
    const student = await createSignedInUser(t.app);
    const res = await bookingCall(t, student.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
    expect(res.json()).toBeNull();
  });
});

describe('DELETE /api/counselling/booking', () => {
  it('cancels the upcoming session; booking again is then allowed', async () => {
    const student = await createSignedInUser(t.app);
    at9();
    const booked = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '15:30',
      topics: ['VISA_PROCESS'],
    });
    const res = await cancelCall(t, student.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...booked.json(), status: 'CANCELLED' });
    expect((await bookingCall(t, student.headers)).json()).toMatchObject({ status: 'CANCELLED' });
    const again = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '15:30',
      topics: ['VISA_PROCESS'],
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers 404 when nothing is booked, and leaves completed sessions alone', async () => {
    const student = await createSignedInUser(t.app);
    const none = await cancelCall(t, student.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      status: 'NOT_FOUND',
      debugMessage: COUNSELLING_MESSAGES.nothingToCancel,
    });

    at9();
    const booked = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '17:00',
      topics: ['VISA_PROCESS'],
    });
    await completeBooking(booked.json().id);
    expect((await cancelCall(t, student.headers)).statusCode).toBe(404);
    expect((await bookingCall(t, student.headers)).json().status).toBe('COMPLETED');
  });
});

describe('staff tokens', () => {
  it.each(['COUNSELLOR', 'ADMIN'] as const)(
    'a %s cannot book, read or cancel a session (403)',
    async (role) => {
      const staff = await createSignedInUser(t.app, role);
      at9();
      const calls = [
        await bookCall(t, staff.headers, { date: TUESDAY, time: '12:00', topics: ['VISA_PROCESS'] }),
        await bookingCall(t, staff.headers),
        await cancelCall(t, staff.headers),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          status: 'FORBIDDEN',
          debugMessage: COUNSELLING_MESSAGES.studentsOnly,
        });
      }
      expect(await bookingRowsOf(t, staff.id)).toHaveLength(0);
    },
  );
});
