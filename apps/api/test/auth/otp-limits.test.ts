import { OTP_LIMIT_MESSAGES, OTP_LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { readLastOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useSecondInstance, useTestApp } from '../helpers/test-app.ts';
import { generateOtp, INVALID_OTP_BODY, verifyOtp, wrongCodeFor } from './otp-calls.ts';

/** Limits per number across time (escalating lock, daily cap), counted in the database. */
const t = useTestApp();
const other = useSecondInstance(t);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const travel = (ms: number) => {
  t.clock.offsetMs += ms;
};
/** Past the per-number window of 3 sends per 10 minutes. */
const nextSendWindow = () => travel(10 * MINUTE + SECOND);

/** Sends a code (through either instance) and guesses it wrong `wrongTries` times; returns the right code. */
async function guessWrong(mobileNumber: string, wrongTries: number, app = t.app): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/otp/generate', query: { mobileNumber } });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await readLastOtp(t, mobileNumber);
  for (let i = 0; i < wrongTries; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/otp/verify',
      payload: { mobileNumber, otp: wrongCodeFor(otp) },
    });
    expect(res.json()).toEqual(INVALID_OTP_BODY);
  }
  return otp;
}

/** Expects send and verify of the number to be refused as locked for about `seconds`. */
async function expectLocked(mobileNumber: string, seconds: number) {
  const refusals = [
    await generateOtp(t, mobileNumber),
    await verifyOtp(t, { mobileNumber, otp: '123456' }),
    await other.app.inject({ method: 'POST', url: '/otp/generate', query: { mobileNumber } }),
  ];
  for (const res of refusals) {
    expect(res.statusCode, res.body).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(seconds - 10);
    expect(wait).toBeLessThanOrEqual(seconds);
    expect(res.json()).toMatchObject({
      status: 'TOO_MANY_REQUESTS',
      debugMessage: OTP_LIMIT_MESSAGES.numberLocked(wait),
    });
  }
}

// Wrong codes in a row on one number → how long it is then locked. 15 = 3 burned codes.
const ESCALATION = [
  { wrongCodes: 15, lockMs: 1 * HOUR },
  { wrongCodes: 20, lockMs: 2 * HOUR },
  { wrongCodes: 25, lockMs: 4 * HOUR },
  { wrongCodes: 30, lockMs: 8 * HOUR },
  { wrongCodes: 35, lockMs: 16 * HOUR },
  { wrongCodes: 40, lockMs: 24 * HOUR },
  { wrongCodes: 45, lockMs: 24 * HOUR },
] as const;

describe('OTP: escalating lock per number', () => {
  it('locks after 3 burned codes for 1 h, doubling per further burned code up to 24 h, and stops at 50 until the count is forgotten', async () => {
    expect(OTP_LIMITS.maxConsecutiveWrongCodes).toBeLessThan(100); // section 5.2.2 of NIST SP 800-63B
    const mobileNumber = nextMobileNumber();
    let wrongCodes = 0;
    for (const { wrongCodes: lockAt, lockMs } of ESCALATION) {
      while (wrongCodes < lockAt) {
        if (wrongCodes > 0 && wrongCodes % 15 === 0) nextSendWindow();
        // Alternate instances: the count is the database's, not one process's.
        await guessWrong(mobileNumber, 5, wrongCodes % 10 === 0 ? t.app : other.app);
        wrongCodes += 5;
      }
      await expectLocked(mobileNumber, lockMs / SECOND);
      travel(lockMs - 20 * SECOND);
      expect((await generateOtp(t, mobileNumber)).statusCode).toBe(429);
      travel(21 * SECOND);
    }
    // The 50th wrong code: locked until the count of the first one is forgotten (7 days on).
    await guessWrong(mobileNumber, 5);
    const memoryMs = OTP_LIMITS.wrongCodeMemoryDays * 24 * HOUR;
    const res = await generateOtp(t, mobileNumber);
    expect(res.statusCode).toBe(429);
    const remainingMs = Number(res.headers['retry-after']) * SECOND;
    expect(t.clock.offsetMs + remainingMs).toBeGreaterThan(memoryMs - 5 * MINUTE);
    expect(t.clock.offsetMs + remainingMs).toBeLessThanOrEqual(memoryMs + 5 * SECOND);
    travel(remainingMs + SECOND);
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(200);
  });

  it.each([
    { label: '4 wrong tries on each code (none burned)', tries: [4, 4, 4, 3] },
    { label: '5 wrong tries on each of 3 codes', tries: [5, 5, 5] },
  ])('counts every wrong code, so $label lock the number, even its live code', async ({ tries }) => {
    const mobileNumber = nextMobileNumber();
    let otp = '';
    for (const [i, count] of tries.entries()) {
      if (i === 3) nextSendWindow();
      otp = await guessWrong(mobileNumber, count);
    }
    const res = await verifyOtp(t, { mobileNumber, otp });
    expect(res.statusCode).toBe(429);
    expect(res.json().debugMessage).toBe(OTP_LIMIT_MESSAGES.numberLocked(Number(res.headers['retry-after'])));
  });

  it('forgets the wrong codes of a number once it signs in', async () => {
    const mobileNumber = nextMobileNumber();
    await guessWrong(mobileNumber, 5);
    await guessWrong(mobileNumber, 5);
    const otp = await guessWrong(mobileNumber, 4);
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(200);
    nextSendWindow();
    await guessWrong(mobileNumber, 5);
    await guessWrong(mobileNumber, 5);
    await guessWrong(mobileNumber, 4);
    nextSendWindow();
    // 14 since the sign-in: not locked; the 15th locks.
    await guessWrong(mobileNumber, 1);
    await expectLocked(mobileNumber, OTP_LIMITS.firstLockMinutes * 60);
  });

  it('leaves other numbers alone', async () => {
    const locked = nextMobileNumber();
    for (let i = 0; i < 3; i++) await guessWrong(locked, 5);
    nextSendWindow();
    const refused = await generateOtp(t, locked);
    expect(refused.json().debugMessage).toBe(
      OTP_LIMIT_MESSAGES.numberLocked(Number(refused.headers['retry-after'])),
    );
    expect((await generateOtp(t, nextMobileNumber())).statusCode).toBe(200);
  });
});

describe('OTP: daily cap per number', () => {
  it(`sends at most ${OTP_LIMITS.sendsPerNumberPerDay} codes to a number in 24 hours`, async () => {
    const mobileNumber = nextMobileNumber();
    for (let i = 0; i < OTP_LIMITS.sendsPerNumberPerDay; i++) {
      if (i > 0 && i % 3 === 0) nextSendWindow();
      else if (i > 0) travel(OTP_LIMITS.repeatSendWithinSeconds * SECOND); // not a repeat of the last send
      const app = i % 2 === 0 ? t.app : other.app;
      const res = await app.inject({ method: 'POST', url: '/otp/generate', query: { mobileNumber } });
      expect(res.statusCode, `send ${i + 1}: ${res.body}`).toBe(200);
    }
    nextSendWindow();
    const refused = await generateOtp(t, mobileNumber);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(refused.json()).toMatchObject({
      status: 'TOO_MANY_REQUESTS',
      debugMessage: OTP_LIMIT_MESSAGES.dailyCap(wait),
    });
    // Free again 24 hours after the first of them.
    expect((t.clock.offsetMs + wait * SECOND) / HOUR).toBeCloseTo(24, 1);
    travel(wait * SECOND - 30 * SECOND);
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(429);
    travel(31 * SECOND);
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(200);
  });
});
