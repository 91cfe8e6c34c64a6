import { SESSION_POLICY_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** POST /auth/logout-everywhere: every token of the account is refused; a sign-in right after works. */
const t = useTestApp();
const everywhere = (headers?: { authorization: string }) =>
  t.app.inject({ method: 'POST', url: '/auth/logout-everywhere', ...(headers ? { headers } : {}) });
const session = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/auth/session', headers });

describe('POST /auth/logout-everywhere', () => {
  it("ends every session of a student, not another account's; a fresh sign-in right after works", async () => {
    const mobileNumber = nextMobileNumber();
    const phone = await signInWithOtp(t, mobileNumber);
    const laptop = await signInWithOtp(t, mobileNumber);
    const someoneElse = await signInWithOtp(t, nextMobileNumber());

    const res = await everywhere(phone.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SESSION_POLICY_MESSAGES.signedOutEverywhere });

    for (const device of [phone, laptop]) {
      const refused = await session(device.headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        status: 'SESSION_EXPIRED',
        message: SESSION_POLICY_MESSAGES.sessionsEnded,
      });
    }
    expect((await session(someoneElse.headers)).statusCode).toBe(200);
    const fresh = await signInWithOtp(t, mobileNumber);
    expect((await session(fresh.headers)).statusCode).toBe(200);
  });

  it('ends every session of a staff member too', async () => {
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const other = await signInWithOtp(t, counsellor.mobileNumber);
    expect((await everywhere(counsellor.headers)).statusCode).toBe(200);
    expect((await session(other.headers)).statusCode).toBe(401);
    const fresh = await signInWithOtp(t, counsellor.mobileNumber);
    expect((await session(fresh.headers)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await everywhere()).statusCode).toBe(401);
  });
});
