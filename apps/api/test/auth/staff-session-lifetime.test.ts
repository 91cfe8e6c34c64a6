import { SESSION_POLICY, SESSION_POLICY_MESSAGES, ZSessionRenewResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Staff tokens live only the idle period and are renewed while the staff member works, up to the
 * absolute limit of a session (docs/decisions/0009-staff-session-lifetime.md); student tokens keep their
 * lifetime. Time travels on the tokens' clock (sessionClock).
 */
const t = useTestApp();
const MINUTE = 60_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const at = (minutes: number) => {
  t.sessionClock.offsetMs = minutes * MINUTE;
};
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(token) });
const renew = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/session/renew', headers: bearer(token) });
const idleMinutes = SESSION_POLICY.staffIdleSeconds / 60;
const absoluteMinutes = SESSION_POLICY.staffAbsoluteSeconds / 60;

describe('staff idle timeout', () => {
  it('accepts a counsellor token within the idle period and refuses it after, with the message', async () => {
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    at(idleMinutes - 1);
    expect((await me(counsellor.token)).statusCode).toBe(200);
    at(idleMinutes + 1);
    const refused = await me(counsellor.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      status: 'SESSION_EXPIRED',
      message: SESSION_POLICY_MESSAGES.idleExpired,
    });
  });

  it('renews within the idle period: a fresh token that lives on, and the old one is refused', async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    at(20);
    const res = await renew(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { token } = ZSessionRenewResponse.parse(res.json());
    expect(token).not.toBe(admin.token);
    expect((await me(admin.token)).statusCode).toBe(401);
    at(20 + idleMinutes - 1);
    expect((await me(token)).statusCode).toBe(200);
    at(20 + idleMinutes + 1);
    expect((await me(token)).statusCode).toBe(401);
    expect((await renew(token)).statusCode).toBe(401);
  });

  it('ends a session signed in through OTP after the absolute limit even when renewed all along', async () => {
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    let token = (await signInWithOtp(t, staff.mobileNumber)).token;
    let minutes = 0;
    while (minutes + 20 < absoluteMinutes) {
      minutes += 20;
      at(minutes);
      const res = await renew(token);
      expect(res.statusCode, `renewal at ${minutes} min: ${res.body}`).toBe(200);
      token = ZSessionRenewResponse.parse(res.json()).token;
    }
    at(absoluteMinutes - 1);
    expect((await me(token)).statusCode).toBe(200);
    at(absoluteMinutes + 1);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    const late = await renew(token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: SESSION_POLICY_MESSAGES.absoluteExpired });
    // Signing in again starts a new session.
    const again = await signInWithOtp(t, staff.mobileNumber);
    expect((await me(again.token)).statusCode).toBe(200);
  });
});

describe('student sessions', () => {
  it('keep their lifetime: no idle timeout, valid for nearly a day, and no renewal', async () => {
    const student = await signInWithOtp(t, nextMobileNumber());
    const session = () => t.app.inject({ method: 'GET', url: '/auth/session', headers: student.headers });
    at(idleMinutes + 5);
    expect((await session()).statusCode).toBe(200);
    at(SESSION_POLICY.studentTokenSeconds / 60 - 5);
    expect((await session()).statusCode).toBe(200);
    const res = await renew(student.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ debugMessage: SESSION_POLICY_MESSAGES.renewStaffOnly });
    at(SESSION_POLICY.studentTokenSeconds / 60 + 1);
    expect((await session()).statusCode).toBe(401);
  });
});
