import { ZSessionResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { saveStaffAccount } from '../../src/modules/staff/staff-account-service.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** GET /auth/session: a tab holding only the token gets back the sign-in answer's account fields. */
const t = useTestApp();

const readSession = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/auth/session', headers: authorization ? { authorization } : {} });

describe('GET /auth/session', () => {
  it("answers a student's own fields, as the sign-in answered them", async () => {
    const signedIn = await signInWithOtp(t, nextMobileNumber());
    await t.app.inject({
      method: 'POST',
      url: '/student-onboarding/save',
      headers: signedIn.headers,
      payload: { name: 'Riya Sharma' },
    });
    const res = await readSession(signedIn.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(ZSessionResponse.strict().parse(res.json())).toEqual({
      studentId: signedIn.studentId,
      enrollmentId: signedIn.enrollmentId,
      referenceId: signedIn.referenceId,
      // The name saved since sign-in: the account as it is now.
      userName: 'Riya Sharma',
      role: 'STUDENT',
      isEvent: false,
    });
    expect(signedIn.enrollmentId).toEqual(expect.any(Number));
  });

  it('says isEvent true for a student registered through an event', async () => {
    const signedIn = await signInWithOtp(t, nextMobileNumber());
    const registered = await t.app.inject({
      method: 'POST',
      url: '/otp/register/event',
      query: { eventCode: 'JLG' },
      headers: signedIn.headers,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await readSession(signedIn.headers.authorization)).json()).toMatchObject({ isEvent: true });
  });

  it.each(['COUNSELLOR', 'ADMIN'] as const)(
    'answers a %s its own fields, enrollmentId null',
    async (role) => {
      const mobileNumber = nextMobileNumber();
      const { account } = await saveStaffAccount(t.app.db, { mobileNumber, name: `Staff ${role}`, role });
      const signedIn = await signInWithOtp(t, mobileNumber);
      const res = await readSession(signedIn.headers.authorization);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        studentId: account.id,
        enrollmentId: null,
        referenceId: account.referenceId,
        userName: `Staff ${role}`,
        role,
        isEvent: false,
      });
    },
  );

  it('refuses a request without a token: 401 SESSION_EXPIRED', async () => {
    const res = await readSession();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'SESSION_EXPIRED' });
  });

  it('refuses a revoked token: 401 SESSION_EXPIRED', async () => {
    const signedIn = await signInWithOtp(t, nextMobileNumber());
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/logout', headers: signedIn.headers })).statusCode,
    ).toBe(200);
    const res = await readSession(signedIn.headers.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 'SESSION_EXPIRED',
      debugMessage: 'Session token has been revoked',
    });
  });

  it('is documented in the API reference with its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/auth/session']?.get;
    expect(operation?.tags).toEqual(['auth']);
    expect(operation?.summary).toBeTruthy();
    expect(operation?.description).toBeTruthy();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401']);
  });
});
