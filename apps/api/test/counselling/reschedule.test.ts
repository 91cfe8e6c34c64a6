import {
  COUNSELLING_MESSAGES,
  COUNSELLING_SCHEDULE,
  ZCounsellingBooking,
  ZCounsellingSlots,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  addDays,
  bookCall,
  bookedRowsAt,
  bookingCall,
  bookingRowsOf,
  cancelCall,
  MONDAY,
  rescheduleCall,
  SUNDAY,
  setIndiaTime,
  slotsCall,
} from './counselling-calls.ts';

/** PUT /api/counselling/booking: moving the upcoming session to another slot in one step. */
const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
const at9 = () => setIndiaTime(t, `${MONDAY}T09:15`);
const REFUSAL_TIMES = ['14:00', '14:30', '15:00', '16:30', '17:00', '17:30'];
let refusals = 0;

async function bookedStudent(slot: { date: string; time: string }): Promise<TSignedIn> {
  const student = await createSignedInUser(t.app);
  const res = await bookCall(t, student.headers, { ...slot, topics: ['VISA_PROCESS'] });
  expect(res.statusCode, res.body).toBe(201);
  return student;
}

const statusesOf = async (studentId: number) =>
  (await bookingRowsOf(t, studentId))
    .sort((a, b) => a.id - b.id)
    .map(({ date, time, status }) => ({ date, time, status }));

describe('PUT /api/counselling/booking', () => {
  it('moves the session: the old one CANCELLED, a new BOOKED one answered and read back', async () => {
    at9();
    const student = await bookedStudent({ date: TUESDAY, time: '10:00' });
    const res = await rescheduleCall(t, student.headers, {
      date: WEDNESDAY,
      time: '15:30',
      topics: ['COURSE_SELECTION', 'SCHOLARSHIPS_AND_FUNDING'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking = ZCounsellingBooking.parse(res.json());
    expect(booking).toMatchObject({
      date: WEDNESDAY,
      time: '15:30',
      topics: ['COURSE_SELECTION', 'SCHOLARSHIPS_AND_FUNDING'],
      status: 'BOOKED',
    });
    expect((await bookingCall(t, student.headers)).json()).toEqual(booking);
    expect(await statusesOf(student.id)).toEqual([
      { date: TUESDAY, time: '10:00', status: 'CANCELLED' },
      { date: WEDNESDAY, time: '15:30', status: 'BOOKED' },
    ]);
  });

  it('frees the seat of the old slot', async () => {
    at9();
    const time = '11:00';
    const students: TSignedIn[] = [];
    for (let i = 0; i < COUNSELLING_SCHEDULE.slotCapacity; i++) {
      students.push(await bookedStudent({ date: TUESDAY, time }));
    }
    const mover = students[0] as TSignedIn;
    const slot = async () => {
      const slots = ZCounsellingSlots.parse((await slotsCall(t, mover.headers, TUESDAY)).json());
      return slots.find((s) => s.time === time);
    };
    expect(await slot()).toEqual({ time, available: false });
    const moved = await rescheduleCall(t, mover.headers, {
      date: TUESDAY,
      time: '11:30',
      topics: ['VISA_PROCESS'],
    });
    expect(moved.statusCode).toBe(200);
    expect(await slot()).toEqual({ time, available: true });
    expect(await bookedRowsAt(t, TUESDAY, time)).toHaveLength(COUNSELLING_SCHEDULE.slotCapacity - 1);
  });

  it('leaves the old booking as it was when the new slot is full (409 slotTaken)', async () => {
    at9();
    for (let i = 0; i < COUNSELLING_SCHEDULE.slotCapacity; i++) {
      await bookedStudent({ date: WEDNESDAY, time: '12:00' });
    }
    const student = await bookedStudent({ date: TUESDAY, time: '12:00' });
    const res = await rescheduleCall(t, student.headers, {
      date: WEDNESDAY,
      time: '12:00',
      topics: ['VISA_PROCESS'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(COUNSELLING_MESSAGES.slotTaken);
    expect(await statusesOf(student.id)).toEqual([{ date: TUESDAY, time: '12:00', status: 'BOOKED' }]);
    expect(await bookedRowsAt(t, WEDNESDAY, '12:00')).toHaveLength(COUNSELLING_SCHEDULE.slotCapacity);
  });

  it('answers 404 when nothing is booked (never booked, or cancelled)', async () => {
    at9();
    const cancelled = await bookedStudent({ date: TUESDAY, time: '12:30' });
    expect((await cancelCall(t, cancelled.headers)).statusCode).toBe(200);
    const again = await rescheduleCall(t, cancelled.headers, {
      date: TUESDAY,
      time: '13:00',
      topics: ['VISA_PROCESS'],
    });
    expect(again.statusCode).toBe(404);
    const student = await createSignedInUser(t.app);
    const res = await rescheduleCall(t, student.headers, {
      date: TUESDAY,
      time: '13:00',
      topics: ['VISA_PROCESS'],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(COUNSELLING_MESSAGES.nothingToReschedule);
    expect(await bookingRowsOf(t, student.id)).toEqual([]);
  });

  it('refuses the same date and time with 409 sameSlot and changes nothing', async () => {
    at9();
    const student = await bookedStudent({ date: TUESDAY, time: '13:30' });
    const res = await rescheduleCall(t, student.headers, {
      date: TUESDAY,
      time: '13:30',
      topics: ['COURSE_SELECTION'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(COUNSELLING_MESSAGES.sameSlot);
    expect(await statusesOf(student.id)).toEqual([{ date: TUESDAY, time: '13:30', status: 'BOOKED' }]);
  });

  it.each([
    ['a Sunday', { date: SUNDAY }, 400, COUNSELLING_MESSAGES.closedDay],
    ['a time off the half hour', { time: '14:15' }, 400, COUNSELLING_MESSAGES.notASlot],
    [
      'a date too far ahead',
      { date: addDays(MONDAY, COUNSELLING_SCHEDULE.maxDaysAhead + 1) },
      400,
      COUNSELLING_MESSAGES.tooFarAhead,
    ],
    ['a time before opening', { date: WEDNESDAY, time: '09:00' }, 400, COUNSELLING_MESSAGES.notASlot],
    ['a slot already started today', { date: MONDAY, time: '10:00' }, 409, COUNSELLING_MESSAGES.slotPast],
    ['no topics', { topics: [] }, 400, COUNSELLING_MESSAGES.topicsRequired],
  ])('refuses %s like booking does, keeping the session', async (_label, change, code, reason) => {
    setIndiaTime(t, `${MONDAY}T10:05`);
    // Each case books its own slot, so the cases never fill one.
    const time = REFUSAL_TIMES[refusals++] as string;
    const student = await bookedStudent({ date: TUESDAY, time });
    const res = await rescheduleCall(t, student.headers, {
      date: WEDNESDAY,
      time: '14:00',
      topics: ['VISA_PROCESS'],
      ...change,
    });
    expect(res.statusCode).toBe(code);
    expect(res.json().debugMessage).toBe(reason);
    expect(await statusesOf(student.id)).toEqual([{ date: TUESDAY, time, status: 'BOOKED' }]);
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    at9();
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const body = { date: TUESDAY, time: '16:00', topics: ['VISA_PROCESS'] };
    const res = await rescheduleCall(t, staff.headers, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe(COUNSELLING_MESSAGES.studentsOnly);
    expect((await rescheduleCall(t, {}, body)).statusCode).toBe(401);
  });
});
