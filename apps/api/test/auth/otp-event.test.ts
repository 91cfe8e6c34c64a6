import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, users } from '../../src/db/schema/index.ts';
import { readLastOtp, signInWithOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { codeRowsOf, generateOtp, verifyOtp } from './otp-calls.ts';

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

  it('refuses an unknown event code with 400 and leaves the OTP unspent', async () => {
    const mobileNumber = nextMobileNumber();
    await generateOtp(t, mobileNumber);
    const otp = await readLastOtp(t, mobileNumber);
    const res = await verifyOtp(t, { mobileNumber, otp }, { event: 'NOPE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: 'Unknown event code' });
    const [row] = await codeRowsOf(t, mobileNumber);
    expect(row).toMatchObject({ consumedAt: null, failedAttempts: 0 });
    // Nothing was created either.
    expect(await t.app.db.select().from(users).where(eq(users.mobileNumber, mobileNumber))).toHaveLength(0);

    const retry = await verifyOtp(t, { mobileNumber, otp }, { event: EVENT_CODE });
    expect(retry.statusCode).toBe(200);
  });
});
