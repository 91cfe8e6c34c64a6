import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readLastOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { codeRowsOf, generateOtp, verifyOtp } from './otp-calls.ts';

const t = useTestApp();

const outboxLinesFor = async (mobileNumber: string) =>
  (await fs.readFile(t.otpOutbox, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line.includes(`"${mobileNumber}"`));

describe('POST /otp/generate: a repeat within seconds', () => {
  it('answers a double tap as the first, without sending a second code; the code still signs in', async () => {
    const mobileNumber = nextMobileNumber();
    const [first, second] = await Promise.all([generateOtp(t, mobileNumber), generateOtp(t, mobileNumber)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await codeRowsOf(t, mobileNumber)).toHaveLength(1);
    expect(await outboxLinesFor(mobileNumber)).toHaveLength(1);
    const otp = await readLastOtp(t, mobileNumber);
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(200);
  });

  // Two parallel taps read the clock before they queue for the number's lock: the one that reads it
  // later may store its code first, so the other finds a code stamped after its own time.
  it('answers a tap whose time reads before the stored code as a repeat too', async () => {
    const mobileNumber = nextMobileNumber();
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(200);
    t.clock.offsetMs -= 2_000;
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(200);
    expect(await codeRowsOf(t, mobileNumber)).toHaveLength(1);
    expect(await outboxLinesFor(mobileNumber)).toHaveLength(1);
  });

  it('sends a new code (retiring the old one) once the repeat window has passed', async () => {
    const mobileNumber = nextMobileNumber();
    await generateOtp(t, mobileNumber);
    const oldOtp = await readLastOtp(t, mobileNumber);
    t.clock.offsetMs += 6_000;
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(200);
    expect(await outboxLinesFor(mobileNumber)).toHaveLength(2);
    const newOtp = await readLastOtp(t, mobileNumber);
    if (newOtp !== oldOtp) expect((await verifyOtp(t, { mobileNumber, otp: oldOtp })).statusCode).toBe(401);
    expect((await verifyOtp(t, { mobileNumber, otp: newOtp })).statusCode).toBe(200);
  });
});

describe('the usual forms of a mobile number', () => {
  it.each([
    ['+91 and spaces', '+91 {5} {5}'],
    ['+91 without spaces', '+91{10}'],
    ['91 prefix', '91{10}'],
    ['0 prefix', '0{10}'],
    ['dashes', '{5}-{5}'],
    ['spaces', '{5} {5}'],
  ])('accepts %s and keeps the 10 digits', async (_label, pattern) => {
    const mobileNumber = nextMobileNumber();
    const typed = pattern
      .replace('{10}', mobileNumber)
      .replace('{5} {5}', `${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`)
      .replace('{5}-{5}', `${mobileNumber.slice(0, 5)}-${mobileNumber.slice(5)}`);
    const res = await generateOtp(t, typed);
    expect(res.statusCode).toBe(200);
    expect(await codeRowsOf(t, mobileNumber)).toHaveLength(1);
    const otp = await readLastOtp(t, mobileNumber);
    const signedIn = await verifyOtp(t, { mobileNumber: typed, otp });
    expect(signedIn.statusCode).toBe(200);
  });
});
