import { SHORTLIST_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlistEntries } from '../../src/schema/index.ts';
import { countQueries, oneAnnouncedWrite } from '../helpers/query-count.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { insertCourses } from './fixtures.ts';

let t: TTestApp;
let courseIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  courseIds = await insertCourses(t.app, 6);
});
afterAll(async () => {
  await t.close();
});

const course = (i: number) => courseIds[i] as number;
const legacyBody = (user: TSignedIn, courseId: number) => ({
  courseId,
  enrollmentId: user.enrollmentId,
  createdBy: 1,
  createdByRole: 'STUDENT',
  status: 'STUDENT_CHOICE',
});
const add = (user: TSignedIn, body: object) =>
  t.app.inject({ method: 'POST', url: '/shortlist/add', headers: user.headers, payload: body });
const list = (user: TSignedIn, studentId?: number) =>
  t.app.inject({
    method: 'GET',
    url: studentId === undefined ? '/shortlist' : `/shortlist/${studentId}`,
    headers: user.headers,
  });

describe('POST /shortlist/add', () => {
  it('adds, and removes, in one statement each (with or without the enrollment named)', async () => {
    const student = await createSignedInUser(t.app);
    await list(student);
    const statements = countQueries(t.database);
    const added = await add(student, { courseId: course(5) });
    const named = await add(student, legacyBody(student, course(4)));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/shortlist/delete?courseId=${course(5)}`,
      headers: student.headers,
    });
    statements.stop();
    expect([added.statusCode, named.statusCode, removed.statusCode]).toEqual([201, 201, 200]);
    // One statement each, and each one's announcement after its commit.
    expect(statements.count()).toBe(3 * (await oneAnnouncedWrite(t.database)));
    expect(added.json()).toMatchObject({
      studentId: student.id,
      courseId: course(5),
      enrollmentId: student.enrollmentId,
      status: 'STUDENT_CHOICE',
      createdBy: student.id,
      createdByRole: 'STUDENT',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await list(student)).json().map((item: { courseId: number }) => item.courseId)).toEqual([
      course(4),
    ]);
  });

  it('adds with creator and role from the token, and keeps one entry when added twice', async () => {
    const student = await createSignedInUser(t.app);
    const first = await add(student, { ...legacyBody(student, course(0)), status: 'EXPERT_CHOICE' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      studentId: student.id,
      courseId: course(0),
      enrollmentId: student.enrollmentId,
      status: 'STUDENT_CHOICE',
      createdBy: student.id,
      createdByRole: 'STUDENT',
      message: TOAST_MESSAGES.shortlistAdded,
    });
    const second = await add(student, legacyBody(student, course(0)));
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.app.db
      .select()
      .from(shortlistEntries)
      .where(and(eq(shortlistEntries.studentId, student.id), eq(shortlistEntries.courseId, course(0))));
    expect(rows).toHaveLength(1);
  });

  it('fills in the enrollment when none is sent', async () => {
    const student = await createSignedInUser(t.app);
    const res = await add(student, { courseId: course(1) });
    expect(res.statusCode).toBe(201);
    expect(res.json().enrollmentId).toBe(student.enrollmentId);
  });

  it('answers 404 for an unknown course', async () => {
    const student = await createSignedInUser(t.app);
    const res = await add(student, legacyBody(student, 999_999));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: 'Course not found.' });
  });

  it("refuses another student's enrollment or student id with 403", async () => {
    const [owner, other] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    const byEnrollment = await add(other, {
      ...legacyBody(other, course(0)),
      enrollmentId: owner.enrollmentId,
    });
    expect(byEnrollment.statusCode).toBe(403);
    const byStudent = await add(other, { ...legacyBody(other, course(0)), studentId: owner.id });
    expect(byStudent.statusCode).toBe(403);
    expect((await list(owner)).json()).toEqual([]);
  });

  it.each([
    [{ courseId: 'abc' }],
    [{}],
    [{ courseId: 1, colour: 'red' }],
    [{ courseId: 1, status: 'FAVOURITE' }],
  ])('refuses body %j with 400', async (body) => {
    const student = await createSignedInUser(t.app);
    const res = await add(student, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
  });

  it.each([{}, { status: 'EXPERT_CHOICE' }, { status: 'APPLIED' }, { status: 'NOT_ELIGIBLE' }])(
    'refuses staff with 403 (%j): they change a shortlist through the console, under its rules and audit',
    async (extra) => {
      const student = await createSignedInUser(t.app);
      const staff = await createSignedInUser(t.app, 'COUNSELLOR');
      for (const body of [{ courseId: course(2) }, { courseId: course(2), studentId: student.id }]) {
        const res = await add(staff, { ...body, ...extra });
        expect(res.statusCode).toBe(403);
        expect(res.json().debugMessage).toBe(SHORTLIST_MESSAGES.staffUseConsole);
      }
      expect((await list(student)).json()).toEqual([]);
    },
  );
});

describe('GET /shortlist and /shortlist/{studentId}', () => {
  it('lists items with course and university, in status order then newest first', async () => {
    const student = await createSignedInUser(t.app);
    for (const i of [0, 1, 2, 3, 4, 5])
      expect((await add(student, { courseId: course(i) })).statusCode).toBe(201);
    const statusByIndex = [
      'NOT_ELIGIBLE',
      'APPLIED',
      'STUDENT_CHOICE',
      'EXPERT_CHOICE',
      'STUDENT_CHOICE',
      'APPLIED',
    ];
    for (const [i, status] of statusByIndex.entries()) {
      // Staff give a reason with every NOT_ELIGIBLE verdict; the student never sees it.
      const statusReason = status === 'NOT_ELIGIBLE' ? 'Needs a first-class degree.' : '';
      await t.app.db
        .update(shortlistEntries)
        .set({ status, statusReason, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(and(eq(shortlistEntries.studentId, student.id), eq(shortlistEntries.courseId, course(i))));
    }
    await t.app.inject({
      method: 'DELETE',
      url: `/shortlist/delete?courseId=${course(4)}`,
      headers: student.headers,
    });
    const res = await list(student);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((item: { courseId: number; status: string }) => [item.status, item.courseId]),
    ).toEqual([
      ['EXPERT_CHOICE', course(3)],
      ['STUDENT_CHOICE', course(2)],
      ['APPLIED', course(5)],
      ['APPLIED', course(1)],
      ['NOT_ELIGIBLE', course(0)],
    ]);
    const [first] = res.json();
    expect(first.course).toMatchObject({
      id: course(3),
      country: 'UK',
      overview: expect.stringContaining('Start date: September 2027'),
      university: { name: 'Test University', country: 'UK' },
    });
    expect((await list(student, student.id)).json()).toEqual(res.json());
    expect(res.body).not.toContain('first-class');
  });

  it("refuses another student's list with 403; staff may read it", async () => {
    const [owner, other] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    await add(owner, { courseId: course(0) });
    const refused = await list(other, owner.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe('FORBIDDEN');
    const staff = await createSignedInUser(t.app, 'ADMIN');
    const res = await list(staff, owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect((await list(staff, 999_999)).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/shortlist'],
    ['GET', '/shortlist/1'],
    ['POST', '/shortlist/add'],
    ['DELETE', '/shortlist/delete?courseId=1'],
  ] as const)('%s %s answers 401 SESSION_EXPIRED without a token', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { courseId: 1 } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
  });
});
