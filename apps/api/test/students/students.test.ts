import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const get = (url: string, user?: TSignedIn) =>
  t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

describe('GET /api/students', () => {
  it('gives a student only its own record', async () => {
    const student = await createSignedInUser(t.app);
    await createSignedInUser(t.app);
    const res = await get('/api/students', student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: student.id,
        name: 'Test STUDENT',
        mobileNumber: student.mobileNumber,
        referenceId: expect.stringMatching(/^SA\d\d-/),
        isEvent: false,
        role: 'STUDENT',
      },
    ]);
  });

  it('gives staff the students (no staff accounts)', async () => {
    const [a, b] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    const staff = await createSignedInUser(t.app, 'ADMIN');
    const res = await get('/api/students', staff);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(staff.id);
    expect(res.json().every((s: { role: string }) => s.role === 'STUDENT')).toBe(true);
  });

  it('answers 401 SESSION_EXPIRED without a token', async () => {
    const res = await get('/api/students');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
  });
});

describe('GET /api/enrollments/student', () => {
  it("lists the student's own enrollments", async () => {
    const student = await createSignedInUser(t.app);
    const res = await get(`/api/enrollments/student?studentId=${student.id}`, student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: student.enrollmentId,
        studentId: student.id,
        intakeId: null,
        budget: null,
        languageTestIds: [],
        country: null,
        status: 'ACTIVE',
      },
    ]);
  });

  it("refuses another student's id with 403 and shows nothing of it", async () => {
    const [owner, other] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    await t.app.db.update(enrollments).set({ budget: 'secret' }).where(eq(enrollments.studentId, owner.id));
    const res = await get(`/api/enrollments/student?studentId=${owner.id}`, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('FORBIDDEN');
    expect(res.body).not.toContain('secret');
  });

  it('lets staff read any student, and answers 404 for an unknown one', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const res = await get(`/api/enrollments/student?studentId=${student.id}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect((await get('/api/enrollments/student?studentId=999999', staff)).statusCode).toBe(404);
  });

  it.each(['', '?studentId=', '?studentId=abc', '?studentId=0', '?studentId=99999999999'])(
    'refuses query %j with 400',
    async (query) => {
      const student = await createSignedInUser(t.app);
      const res = await get(`/api/enrollments/student${query}`, student);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('BAD_REQUEST');
    },
  );

  it('answers 401 SESSION_EXPIRED without a token', async () => {
    const res = await get('/api/enrollments/student?studentId=1');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
  });
});

describe('OpenAPI', () => {
  it('documents the onboarding, students and shortlist calls', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/student-onboarding/save',
      '/student-onboarding/update',
      '/student-onboarding/details/{id}',
      '/api/students',
      '/api/enrollments/student',
      '/shortlist/add',
      '/shortlist/delete',
      '/shortlist',
      '/shortlist/{studentId}',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(paths['/shortlist/add'].post.tags).toEqual(['shortlist']);
  });
});
