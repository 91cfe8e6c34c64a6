import { describe, expect, it } from 'vitest';
import { readLastOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  codeRowsOf,
  freshCode,
  generateOtp,
  INVALID_OTP_BODY,
  verifyOtp,
  wrongCodeFor,
} from './otp-calls.ts';

const t = useTestApp();

describe('POST /otp/verify: refusals', () => {
  it('refuses a wrong code with 401 Invalid OTP', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    const res = await verifyOtp(t, { mobileNumber, otp: wrongCodeFor(otp) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_OTP_BODY);
  });

  it('refuses a number that was never sent a code with 401 Invalid OTP', async () => {
    const res = await verifyOtp(t, { mobileNumber: nextMobileNumber(), otp: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_OTP_BODY);
  });

  it('refuses a code sent to another number', async () => {
    const a = await freshCode(t);
    const b = await freshCode(t);
    const res = await verifyOtp(t, { mobileNumber: b.mobileNumber, otp: a.otp });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    t.clock.offsetMs = 5 * 60 * 1000 + 1000;
    const res = await verifyOtp(t, { mobileNumber, otp });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_OTP_BODY);
  });

  it('accepts a code only once', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(200);
    const replay = await verifyOtp(t, { mobileNumber, otp });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(INVALID_OTP_BODY);
  });

  it('signs in once when the same code is replayed in parallel', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    const results = await Promise.all([1, 2, 3].map(() => verifyOtp(t, { mobileNumber, otp })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('kills a code after 5 wrong tries, even if the right one comes next', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    for (let i = 0; i < 5; i++) {
      expect((await verifyOtp(t, { mobileNumber, otp: wrongCodeFor(otp) })).statusCode).toBe(401);
    }
    const res = await verifyOtp(t, { mobileNumber, otp });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_OTP_BODY);
    const [row] = await codeRowsOf(t, mobileNumber);
    expect(row?.failedAttempts).toBe(5);
  });

  it('compares at most 5 guesses of a code even when they arrive in parallel', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    // From as many addresses, as a botnet would send them (one address's limit counter is one row).
    const results = await Promise.all(
      guesses.map((guess, i) => verifyOtp(t, { mobileNumber, otp: guess }, {}, `10.9.0.${i + 1}`)),
    );
    expect(results.every((r) => r.statusCode === 401)).toBe(true);
    const [row] = await codeRowsOf(t, mobileNumber);
    expect(row?.failedAttempts).toBe(5);
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(401);
  });

  it('accepts the right code sent in parallel with 4 wrong ones', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    const wrong = [1, 2, 3, 4].map((i) => String((Number(otp) + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(
      [...wrong, otp].map((guess, i) => verifyOtp(t, { mobileNumber, otp: guess }, {}, `10.9.1.${i + 1}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 200]);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    for (let i = 0; i < 4; i++) await verifyOtp(t, { mobileNumber, otp: wrongCodeFor(otp) });
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(200);
  });

  it('retires the older code when a new one is sent', async () => {
    const { mobileNumber, otp: first } = await freshCode(t);
    await generateOtp(t, mobileNumber);
    const second = await readLastOtp(t, mobileNumber);
    if (first !== second) expect((await verifyOtp(t, { mobileNumber, otp: first })).statusCode).toBe(401);
    expect((await verifyOtp(t, { mobileNumber, otp: second })).statusCode).toBe(200);
  });

  it.each([
    ['5 digits', { otp: '12345' }],
    ['7 digits', { otp: '1234567' }],
    ['letters', { otp: 'abcdef' }],
    ['a number, not a string', { otp: 123456 }],
    ['missing otp', { otp: undefined }],
  ])('refuses a badly formed code (%s) with 400', async (_label, patch) => {
    const res = await verifyOtp(t, { mobileNumber: nextMobileNumber(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
  });

  it('explains the code format', async () => {
    const res = await verifyOtp(t, { mobileNumber: nextMobileNumber(), otp: '12345' });
    expect(res.json().debugMessage).toBe('Enter the 6-digit code sent to your phone');
  });

  it('refuses a bad mobile number with the clear message', async () => {
    const res = await verifyOtp(t, { mobileNumber: '12345', otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('Enter a valid 10-digit Indian mobile number');
  });

  it('refuses unknown body keys with 400 and keeps the code usable', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    const res = await verifyOtp(t, { mobileNumber, otp, role: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(200);
  });

  it('refuses a missing or non-JSON body with 400', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/otp/verify' });
    expect(empty.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/otp/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(text.statusCode).toBe(400);
  });
});
