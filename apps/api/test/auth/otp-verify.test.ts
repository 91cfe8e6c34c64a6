import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/auth/account-opening.ts';
import { enrollments, onboardingDetails, studentProfiles, users } from '../../src/schema/index.ts';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { freshCode, verifyOtp } from './otp-calls.ts';

const t = useTestApp();

describe('POST /otp/verify: success', () => {
  it('creates the student on the first sign-in, with enrollment, profile, onboarding and referenceId', async () => {
    const mobileNumber = nextMobileNumber();
    const first = await signInWithOtp(t, mobileNumber);
    expect(first).toMatchObject({ isNewUser: true, role: 'STUDENT', userName: '' });
    expect(first.token.split('.')).toHaveLength(3);
    expect(first.referenceId).toMatch(/^SA\d{2}-[2-9A-HJ-NP-Z]{6}$/);
    expect(first.enrollmentId).toEqual(expect.any(Number));

    const [user] = await t.app.db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
    expect(user).toMatchObject({ id: first.studentId, referenceId: first.referenceId, role: 'STUDENT' });
    const [enrollment] = await t.app.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, first.enrollmentId ?? -1));
    expect(enrollment?.studentId).toBe(first.studentId);
    const [profile] = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.studentId, first.studentId));
    expect(profile?.phoneNumber).toBe(mobileNumber);
    const onboarding = await t.app.db
      .select()
      .from(onboardingDetails)
      .where(eq(onboardingDetails.studentId, first.studentId));
    expect(onboarding).toHaveLength(1);

    const second = await signInWithOtp(t, mobileNumber);
    expect(second).toMatchObject({
      isNewUser: false,
      studentId: first.studentId,
      enrollmentId: first.enrollmentId,
      referenceId: first.referenceId,
    });
    expect(second.token).not.toBe(first.token);
    expect(await t.app.db.select().from(users).where(eq(users.mobileNumber, mobileNumber))).toHaveLength(1);
  });

  it('gives every new student a different referenceId', async () => {
    const a = await signInWithOtp(t, nextMobileNumber());
    const b = await signInWithOtp(t, nextMobileNumber());
    expect(a.referenceId).not.toBe(b.referenceId);
    expect(a.studentId).not.toBe(b.studentId);
  });

  it('returns a token the API accepts', async () => {
    const session = await signInWithOtp(t, nextMobileNumber());
    const res = await t.app.inject({ method: 'GET', url: '/auth/logout', headers: session.headers });
    expect(res.statusCode).toBe(200);
  });

  it('signs staff in the same way, without an enrollment', async () => {
    const mobileNumber = nextMobileNumber();
    await createAccount(t.app.db, { mobileNumber, role: 'COUNSELLOR', name: 'Chitra Counsellor' });
    const session = await signInWithOtp(t, mobileNumber);
    expect(session).toMatchObject({
      role: 'COUNSELLOR',
      enrollmentId: null,
      userName: 'Chitra Counsellor',
      isNewUser: false,
    });
    expect((await t.app.tokens.verify(session.token)).role).toBe('COUNSELLOR');
  });

  it('accepts a code up to the end of its 5-minute lifetime', async () => {
    const { mobileNumber, otp } = await freshCode(t);
    t.clock.offsetMs = 5 * 60 * 1000 - 2000;
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(200);
  });
});
