import { describe, expect, it } from 'vitest';
import { saveStaffAccount } from '../../src/modules/staff/staff-account-service.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Staff made by the CLI's service sign in through the same OTP flow and get a token with their role. */
const t = useTestApp();

describe('staff sign-in through POST /otp/generate and /otp/verify', () => {
  it.each(['COUNSELLOR', 'ADMIN'] as const)(
    'a %s gets a token with its role and can use the staff calls',
    async (role) => {
      const mobileNumber = nextMobileNumber();
      const { account } = await saveStaffAccount(t.app.db, { mobileNumber, name: `Staff ${role}`, role });
      const signedIn = await signInWithOtp(t, mobileNumber);
      expect(signedIn).toMatchObject({
        studentId: account.id,
        role,
        userName: `Staff ${role}`,
        enrollmentId: null,
        isNewUser: false,
      });
      expect(await t.app.tokens.verify(signedIn.token)).toMatchObject({ id: account.id, role });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/staff/students',
        headers: signedIn.headers,
      });
      expect(list.statusCode).toBe(200);
    },
  );

  it('a student signing in the same way gets a STUDENT token that the staff calls refuse', async () => {
    const student = await signInWithOtp(t, nextMobileNumber());
    expect(student.role).toBe('STUDENT');
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/students', headers: student.headers });
    expect(list.statusCode).toBe(403);
  });

  it('a role change takes effect at the next sign-in', async () => {
    const mobileNumber = nextMobileNumber();
    await saveStaffAccount(t.app.db, { mobileNumber, name: 'Changing', role: 'COUNSELLOR' });
    expect((await signInWithOtp(t, mobileNumber)).role).toBe('COUNSELLOR');
    await saveStaffAccount(t.app.db, { mobileNumber, name: 'Changing', role: 'ADMIN' });
    expect((await signInWithOtp(t, mobileNumber)).role).toBe('ADMIN');
  });
});
