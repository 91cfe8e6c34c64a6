import { COUNSELLING_MESSAGES, EVENT_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, users } from '../../src/schema/index.ts';
import {
  addDays,
  bookCall,
  bookingCall,
  bookingRowsOf,
  cancelCall,
  MONDAY,
  setIndiaTime,
} from '../counselling/counselling-calls.ts';
import { signInWithOtp, type TOtpSignIn } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Two real students signed in through the OTP flow. Student A books counselling and registers for an
 * event; student B's calls must never show or change A's booking or registration.
 */
const t = useTestApp();
let a: TOtpSignIn;
let b: TOtpSignIn;
let aBookingId: number;
const DATE = addDays(MONDAY, 1);

const rowOf = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

beforeAll(async () => {
  a = await signInWithOtp(t, nextMobileNumber());
  b = await signInWithOtp(t, nextMobileNumber());
  setIndiaTime(t, `${MONDAY}T09:15`);
  const booked = await bookCall(t, a.headers, { date: DATE, time: '10:00', topics: ['VISA_PROCESS'] });
  expect(booked.statusCode, booked.body).toBe(201);
  aBookingId = booked.json().id;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/otp/register/event',
    query: { eventCode: 'JLG' },
    headers: a.headers,
  });
  expect(registered.statusCode, registered.body).toBe(200);
  t.clock.offsetMs = 0;
});

describe('counselling: one student never reaches another', () => {
  it("B's latest booking is null, not A's", async () => {
    const res = await bookingCall(t, b.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it("B cannot cancel A's booking (404, A's stays BOOKED)", async () => {
    const res = await cancelCall(t, b.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(COUNSELLING_MESSAGES.nothingToCancel);
    expect((await bookingCall(t, a.headers)).json()).toMatchObject({ id: aBookingId, status: 'BOOKED' });
  });

  it("B's booking is B's own; A's answer is unchanged", async () => {
    setIndiaTime(t, `${MONDAY}T09:15`);
    const res = await bookCall(t, b.headers, { date: DATE, time: '10:00', topics: ['COURSE_SELECTION'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(aBookingId);
    expect((await bookingCall(t, b.headers)).json()).toMatchObject({
      id: res.json().id,
      topics: ['COURSE_SELECTION'],
    });
    expect((await bookingCall(t, a.headers)).json()).toMatchObject({
      id: aBookingId,
      topics: ['VISA_PROCESS'],
    });

    // B cancelling cancels B's only.
    expect((await cancelCall(t, b.headers)).json().id).toBe(res.json().id);
    expect((await bookingCall(t, a.headers)).json()).toMatchObject({ id: aBookingId, status: 'BOOKED' });
    expect(await bookingRowsOf(t, a.studentId)).toHaveLength(1);
  });

  it('a studentId smuggled into the booking body is refused (400), booking nothing for anyone', async () => {
    setIndiaTime(t, `${MONDAY}T09:15`);
    const before = await bookingRowsOf(t, a.studentId);
    const res = await bookCall(t, b.headers, {
      date: DATE,
      time: '11:00',
      topics: ['VISA_PROCESS'],
      studentId: a.studentId,
    });
    expect(res.statusCode).toBe(400);
    expect(await bookingRowsOf(t, a.studentId)).toEqual(before);
  });

  it('query ids on the booking calls are ignored: identity comes from the token', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/counselling/booking',
      query: { studentId: String(a.studentId) },
      headers: b.headers,
    });
    expect(read.statusCode).toBe(200);
    // B's own latest booking (or null), never A's.
    expect(read.json()?.id ?? null).not.toBe(aBookingId);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/counselling/booking',
      query: { studentId: String(a.studentId) },
      headers: b.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await bookingCall(t, a.headers)).json()).toMatchObject({ id: aBookingId, status: 'BOOKED' });
  });
});

describe('events: one student never reaches another', () => {
  it("B registering changes only B; A's registration and event stay", async () => {
    const aBefore = await rowOf(a.studentId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/register/event',
      query: { eventCode: 'KOP' },
      headers: b.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ referenceId: b.referenceId, message: EVENT_MESSAGES.registered });
    expect(res.body).not.toContain(a.referenceId ?? 'none');
    expect(await rowOf(a.studentId)).toEqual(aBefore);
    const aRegistrations = await t.app.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.studentId, a.studentId));
    expect(aRegistrations).toHaveLength(1);
  });
});
