import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../helpers/images.ts';
import { signInWithOtp, type TOtpSignIn } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/**
 * Two real students signed in through the OTP flow. Student A fills in everything; student B then
 * tries every call with A's ids and must neither read nor change anything of A's.
 */
let t: TTestApp;
let a: TOtpSignIn;
let b: TOtpSignIn;
let courseId: number;
let intakeId: number;

const call = (who: TOtpSignIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  a = await signInWithOtp(t, nextMobileNumber());
  b = await signInWithOtp(t, nextMobileNumber());
  const page = await call(a, 'GET', `/api/course/student?studentId=${a.studentId}&pageSize=1`);
  courseId = page.json().content[0].id;
  intakeId = (await call(a, 'GET', '/intake-details/all')).json()[0].id;

  const steps = [
    await call(a, 'POST', '/student-onboarding/save', { name: 'Asha Student' }),
    await call(a, 'PUT', '/student-onboarding/update', {
      details: {
        country: ['UK'],
        studyLevel: 'Postgraduate',
        fieldOfStudy: ['Computer Science & IT'],
        intakeId,
        languageTest: 'IELTS',
        languageScore: '7',
        currentEducation: 'Undergraduate',
        passingYear: '2024',
        passportStatus: 'ISSUED',
        fundingPath: 'Self-Funding',
      },
    }),
    await call(a, 'PUT', '/api/student-profiles', { fullName: 'Asha Student', email: 'asha@example.com' }),
    await call(a, 'PUT', '/api/student-profiles/upload/photo', {
      contentType: 'image/png',
      base64String: tinyPng().toString('base64'),
    }),
    await call(a, 'POST', '/shortlist/add', {
      courseId,
      enrollmentId: a.enrollmentId,
      createdBy: 1,
      createdByRole: 'STUDENT',
      status: 'STUDENT_CHOICE',
    }),
  ];
  for (const step of steps) expect(step.statusCode, step.body).toBeLessThan(300);
});

afterAll(async () => {
  await t.close();
});

describe('one student never reaches another', () => {
  it.each([
    ['GET', '/shortlist/{A}', () => `/shortlist/${a.studentId}`],
    ['GET', '/student-onboarding/details/{A}', () => `/student-onboarding/details/${a.studentId}`],
    [
      'GET',
      '/api/enrollments/student?studentId={A}',
      () => `/api/enrollments/student?studentId=${a.studentId}`,
    ],
    ['GET', '/api/course/student?studentId={A}', () => `/api/course/student?studentId=${a.studentId}`],
  ] as const)('%s %s is refused', async (method, _label, url) => {
    const res = await call(b, method, url());
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('FORBIDDEN');
    expect(res.body).not.toContain('Asha');
  });

  it('reads only its own profile, whatever id it names', async () => {
    for (const url of [
      '/api/student-profiles',
      `/api/student-profiles/${a.studentId}`,
      `/api/student-profiles?studentId=${a.studentId}`,
    ]) {
      const res = await call(b, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json().studentId).toBe(b.studentId);
      expect(res.json().email).toBe('');
      expect(res.body).not.toContain('asha@example.com');
    }
  });

  it('sees no photo, shortlist or account of the other student', async () => {
    expect((await call(b, 'GET', '/api/student-profiles/download/photo')).statusCode).toBe(404);
    expect((await call(b, 'GET', '/shortlist')).json()).toEqual([]);
    const students = (await call(b, 'GET', '/api/students')).json();
    expect(students.map((s: { id: number }) => s.id)).toEqual([b.studentId]);
  });

  it('cannot shortlist into or remove from the other student', async () => {
    const add = await call(b, 'POST', '/shortlist/add', {
      courseId,
      enrollmentId: a.enrollmentId,
      createdBy: a.studentId,
      createdByRole: 'STUDENT',
      status: 'STUDENT_CHOICE',
    });
    expect(add.statusCode).toBe(403);
    expect((await call(b, 'DELETE', `/shortlist/delete?courseId=${courseId}`)).statusCode).toBe(404);
  });

  it('changes only its own data when it writes', async () => {
    expect((await call(b, 'PUT', '/api/student-profiles', { email: 'b@example.com' })).statusCode).toBe(200);
    expect((await call(b, 'POST', '/student-onboarding/save', { name: 'Bala' })).statusCode).toBe(200);
    expect((await call(b, 'GET', '/auth/logout')).statusCode).toBe(200);
  });

  it('leaves everything of the first student as it was', async () => {
    const profile = (await call(a, 'GET', '/api/student-profiles')).json();
    expect(profile).toMatchObject({
      studentId: a.studentId,
      fullName: 'Asha Student',
      email: 'asha@example.com',
    });
    expect(profile.profilePhotoUrl).not.toBe('');
    expect((await call(a, 'GET', '/api/student-profiles/download/photo')).statusCode).toBe(200);
    const shortlist = (await call(a, 'GET', '/shortlist')).json();
    expect(shortlist.map((item: { courseId: number }) => item.courseId)).toEqual([courseId]);
    const details = (await call(a, 'GET', `/student-onboarding/details/${a.studentId}`)).json();
    expect(details).toMatchObject({ name: 'Asha Student' });
    // B's logout revoked B's token only.
    expect((await call(a, 'GET', '/shortlist')).statusCode).toBe(200);
    expect((await call(b, 'GET', '/shortlist')).statusCode).toBe(401);
  });
});
