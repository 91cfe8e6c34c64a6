import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Inputs the database cannot hold must come back as clear 400s that change nothing, never 500s. */
const t = useTestApp();
const TOO_BIG_ID = 3_000_000_000;

type TCase = [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object];

describe('values the database cannot store', () => {
  it.each<TCase>([
    ['PUT', '/api/student-profiles', { city: 'Pu\u0000ne' }],
    [
      'PUT',
      '/api/student-profiles',
      {
        additionalDocuments: [
          { type: 'SSC', universityName: 'CB\u0000SE', passingYear: '2015', score: '90' },
        ],
      },
    ],
    ['POST', '/student-onboarding/save', { name: 'Asha\u0000' }],
    ['POST', '/api/course/filter?q=man%00chester', { course_category: [], country: [], studyLevel: '' }],
    ['GET', '/api/course/university/1%00'],
  ])('%s %s with a NUL character → 400', async (method, url, payload) => {
    const student = await createSignedInUser(t.app);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/student-profiles',
      headers: student.headers,
    });
    const res = await t.app.inject({
      method,
      url,
      headers: student.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'BAD_REQUEST',
      debugMessage: 'Text must not contain NUL (\\u0000) characters.',
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/student-profiles',
      headers: student.headers,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses a NUL character before sign-in too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/verify?event=JL%00G',
      payload: { mobileNumber: '9876543210', otp: '123456' },
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    `/api/course/university/${TOO_BIG_ID}`,
    `/api/course/journey?journeyId=${TOO_BIG_ID}`,
    `/api/course/student?studentId=${TOO_BIG_ID}`,
    `/shortlist/${TOO_BIG_ID}`,
    `/student-onboarding/details/${TOO_BIG_ID}`,
    `/api/enrollments/student?studentId=${TOO_BIG_ID}`,
  ])('GET %s with an id beyond the integer range → 400 for staff', async (url) => {
    const staff = await createSignedInUser(t.app, 'ADMIN');
    const res = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
  });
});
