import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, users } from '../../src/schema/index.ts';
import { readLastOtp, signInWithOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { codeRowsOf, generateOtp, INVALID_OTP_BODY, verifyOtp, wrongCodeFor } from './otp-calls.ts';

let t: TTestApp;
let eventId: number;
// A code of our own, so the test does not depend on what the seed holds.
const EVENT_CODE = 'ZZTEST';

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.db
    .insert(events)
    .values({
      code: EVENT_CODE,
      city: 'Pune',
      date: '2030-05-11',
      startTime: '11:00',
      endTime: '17:00',
      address: 'Hall 1\nFair Grounds\nPune',
      countryCount: 6,
      universityCount: 40,
    })
    .returning({ id: events.id });
  eventId = row?.id ?? -1;
});
afterAll(async () => {
  await t.close();
});

const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
const registrationsOf = (studentId: number) =>
  t.app.db.select().from(eventRegistrations).where(eq(eventRegistrations.studentId, studentId));

describe('POST /otp/verify?event=', () => {
  it('marks a new student as an event user of that event and registers them to it', async () => {
    const session = await signInWithOtp(t, nextMobileNumber(), { event: EVENT_CODE });
    expect(session.isNewUser).toBe(true);
    expect(await userRow(session.studentId)).toMatchObject({ isEvent: true, eventId });
    expect(await registrationsOf(session.studentId)).toEqual([expect.objectContaining({ eventId })]);
  });

  it('marks an existing student on a later sign-in, and matches the code case-insensitively', async () => {
    const mobileNumber = nextMobileNumber();
    const first = await signInWithOtp(t, mobileNumber);
    expect(await userRow(first.studentId)).toMatchObject({ isEvent: false, eventId: null });
    await signInWithOtp(t, mobileNumber, { event: EVENT_CODE.toLowerCase() });
    expect(await userRow(first.studentId)).toMatchObject({ isEvent: true, eventId });
  });

  it('treats an empty event value as no event', async () => {
    const session = await signInWithOtp(t, nextMobileNumber(), { event: '' });
    expect(await userRow(session.studentId)).toMatchObject({ isEvent: false, eventId: null });
  });

  it('signs in without an event when the code is right but the event code unknown (the code is spent)', async () => {
    // A student at a fair whose event was removed after the screen checked it: the login form has no
    // event field to correct, so refusing would strand them; they sign in as an ordinary student.
    const mobileNumber = nextMobileNumber();
    await generateOtp(t, mobileNumber);
    const otp = await readLastOtp(t, mobileNumber);
    const res = await verifyOtp(t, { mobileNumber, otp }, { event: 'NOPE' });
    expect(res.statusCode).toBe(200);
    const session = res.json() as { studentId: number; isNewUser: boolean };
    expect(session.isNewUser).toBe(true);
    expect(await userRow(session.studentId)).toMatchObject({ isEvent: false, eventId: null });
    expect(await registrationsOf(session.studentId)).toHaveLength(0);
    const [row] = await codeRowsOf(t, mobileNumber);
    expect(row?.consumedAt).not.toBeNull();
    expect((await verifyOtp(t, { mobileNumber, otp }, { event: EVENT_CODE })).statusCode).toBe(401);
  });

  it('cannot be used to tell known event codes from unknown ones without the right code', async () => {
    // Known codes (ours and the seed's, in either case) mixed with codes no event has.
    const known = [EVENT_CODE, 'JLG', 'kop', 'AUR'];
    const unknown = ['NOPE', 'ZZZZZZ', 'AB', 'JLGX', 'Q1W2E3', 'SSU0'];
    const mobileNumber = nextMobileNumber();
    await generateOtp(t, mobileNumber);
    const wrong = wrongCodeFor(await readLastOtp(t, mobileNumber));
    const answers = new Map<string, string>();
    for (const event of [...unknown, ...known, ...unknown, ...known]) {
      const res = await verifyOtp(t, { mobileNumber, otp: wrong }, { event });
      answers.set(`${res.statusCode} ${res.body}`, event);
      expect(res.statusCode, event).toBe(401);
      expect(res.json(), event).toEqual(INVALID_OTP_BODY);
    }
    expect(answers.size).toBe(1);
    // Checking codes this way spends tries like any wrong code (5, then the code is dead).
    const [row] = await codeRowsOf(t, mobileNumber);
    expect(row?.failedAttempts).toBe(5);
  });
});
