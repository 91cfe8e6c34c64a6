import fs from 'node:fs/promises';
import { OTP_LIMIT_MESSAGES, OTP_LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { useSecondInstance, useTestApp } from '../helpers/test-app.ts';
import { codeRowsOf, generateOtp } from './otp-calls.ts';

/** A global hourly budget of text messages, shared by every instance, failing closed. */
const BUDGET = 10;
/** What numbers without an account may spend of it: 6 of 10. */
const NEW_NUMBERS_BUDGET = Math.floor(BUDGET * OTP_LIMITS.newNumbersShareOfBudget);
const t = useTestApp({ otpSmsBudgetPerHour: BUDGET });
const other = useSecondInstance(t);

const outboxLines = async () => (await fs.readFile(t.otpOutbox, 'utf8').catch(() => '')).split('\n').length;

describe('OTP: global SMS budget per hour', () => {
  it('sends at most the budget per hour across all numbers and instances, then 503 with Retry-After', async () => {
    for (let i = 0; i < NEW_NUMBERS_BUDGET; i++) {
      const app = i % 2 === 0 ? t.app : other.app;
      const res = await app.inject({
        method: 'POST',
        url: '/otp/generate',
        query: { mobileNumber: nextMobileNumber() },
        remoteAddress: `10.1.0.${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Then account holders spend the rest of it (made-up numbers stop at their share).
    for (let i = 0; i < BUDGET - NEW_NUMBERS_BUDGET; i++) {
      const { mobileNumber } = await createSignedInUser(t.app);
      const res = await generateOtp(t, mobileNumber, `10.1.2.${i}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await outboxLines();
    const mobileNumber = nextMobileNumber();
    for (const app of [t.app, other.app]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/otp/generate',
        query: { mobileNumber },
        remoteAddress: '10.1.1.1',
      });
      expect(refused.statusCode).toBe(503);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(refused.json()).toMatchObject({
        status: 'SERVICE_UNAVAILABLE',
        debugMessage: OTP_LIMIT_MESSAGES.smsBudgetSpent(wait),
      });
    }
    expect(await outboxLines()).toBe(before);
    expect(await codeRowsOf(t, mobileNumber)).toHaveLength(0);
    const holder = await createSignedInUser(t.app);
    expect((await generateOtp(t, holder.mobileNumber, '10.1.1.2')).statusCode).toBe(503);

    t.clock.offsetMs = 60 * 60 * 1000 + 1000;
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(200);
  });

  it('keeps part of the budget for numbers with an account: a flood to made-up numbers cannot stop them, nor tell them apart', async () => {
    t.clock.offsetMs = 3 * 60 * 60 * 1000; // a fresh hour
    for (let i = 0; i < NEW_NUMBERS_BUDGET; i++) {
      expect((await generateOtp(t, nextMobileNumber(), `10.1.3.${i}`)).statusCode).toBe(200);
    }
    // Beyond their share, a number without an account is answered as one with an account would be,
    // but not texted: a 503 for it alone would tell which numbers have an account (
    // otp-budget-no-oracle.test.ts compares the two answers).
    const before = await outboxLines();
    const stranger = nextMobileNumber();
    const silent = await generateOtp(t, stranger, '10.1.3.99');
    expect(silent.statusCode, silent.body).toBe(200);
    expect(await outboxLines()).toBe(before);
    expect(await codeRowsOf(t, stranger)).toHaveLength(1);
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await generateOtp(t, student.mobileNumber, '10.1.4.1')).statusCode).toBe(200);
    expect((await generateOtp(t, staff.mobileNumber, '10.1.4.2')).statusCode).toBe(200);
  });
});

describe('OTP_SMS_BUDGET_PER_HOUR', () => {
  it.each([
    [{}, OTP_LIMITS.defaultSmsBudgetPerHour],
    [{ OTP_SMS_BUDGET_PER_HOUR: '2000' }, 2000],
  ])('%j → %i texts per hour', (env, expected) => {
    expect(loadConfig(env).otpSmsBudgetPerHour).toBe(expected);
  });

  it.each(['0', '-5', 'many', '1.5'])('refuses %j', (value) => {
    expect(() => loadConfig({ OTP_SMS_BUDGET_PER_HOUR: value })).toThrow(/OTP_SMS_BUDGET_PER_HOUR/);
  });
});
