import { STAFF_AUDIT_ACTIONS, STAFF_MESSAGES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shortlistEntries } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses, shortlistRowOf } from '../shortlist/fixtures.ts';
import { call, insertApplication } from './fixtures.ts';

const t = useTestApp();
let staff: TSignedIn;
let courseIds: number[];
let nextCourse = 0;
/** A course no earlier test of this file used. */
const freshCourse = () => courseIds[nextCourse++] as number;

const REASON = 'Needs a first-class degree.';
/** NOT_ELIGIBLE goes with a reason (REASON unless given). */
const setStatus = (studentId: number, courseId: number | string, status: unknown, reason = REASON) =>
  call(t.app, staff, 'PUT', `/api/staff/students/${studentId}/shortlist/${courseId}`, {
    status,
    ...(status === 'NOT_ELIGIBLE' ? { reason } : {}),
  });
const studentAdds = (student: TSignedIn, courseId: number) =>
  call(t.app, student, 'POST', '/shortlist/add', { courseId });
const rowOf = (studentId: number, courseId: number) => shortlistRowOf(t.app, studentId, courseId);
const auditOf = (studentId: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.studentId, studentId));
const studentSees = async (student: TSignedIn, courseId: number) =>
  (await call(t.app, student, 'GET', '/shortlist'))
    .json()
    .find((item: { courseId: number }) => item.courseId === courseId)?.status;

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'ADMIN');
  courseIds = await insertCourses(t.app, 40);
});

describe('PUT /api/staff/students/{studentId}/shortlist/{courseId} with EXPERT_CHOICE', () => {
  it('adds a course that is not on the list, as the counsellor, and audits it', async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    const res = await setStatus(student.id, courseId, 'EXPERT_CHOICE');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      studentId: student.id,
      courseId,
      status: 'EXPERT_CHOICE',
      createdBy: staff.id,
      createdByRole: 'ADMIN',
      changed: true,
    });
    expect(await rowOf(student.id, courseId)).toMatchObject({
      enrollmentId: student.enrollmentId,
      removedAt: null,
    });
    expect(await studentSees(student, courseId)).toBe('EXPERT_CHOICE');
    expect(await auditOf(student.id)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        actorRole: 'ADMIN',
        action: STAFF_AUDIT_ACTIONS.shortlistAdded,
        entityType: 'SHORTLIST_ENTRY',
        entityId: res.json().id,
        before: null,
        after: { courseId, status: 'EXPERT_CHOICE', reason: '' },
      }),
    ]);
  });

  it("turns the student's own pick into an expert choice, keeping who added it", async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    const added = await studentAdds(student, courseId);
    const res = await setStatus(student.id, courseId, 'EXPERT_CHOICE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: added.json().id,
      status: 'EXPERT_CHOICE',
      createdBy: student.id,
      createdByRole: 'STUDENT',
      changed: true,
    });
    const [entry] = await auditOf(student.id);
    expect(entry).toMatchObject({
      action: STAFF_AUDIT_ACTIONS.shortlistStatusChanged,
      before: { courseId, status: 'STUDENT_CHOICE', reason: '' },
      after: { courseId, status: 'EXPERT_CHOICE', reason: '' },
    });
  });

  it('revives an entry the student removed', async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    const added = await studentAdds(student, courseId);
    expect((await call(t.app, student, 'DELETE', `/shortlist/delete?courseId=${courseId}`)).statusCode).toBe(
      200,
    );
    const res = await setStatus(student.id, courseId, 'EXPERT_CHOICE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: added.json().id,
      status: 'EXPERT_CHOICE',
      createdBy: staff.id,
      changed: true,
    });
    expect((await rowOf(student.id, courseId))?.removedAt).toBeNull();
    expect(await studentSees(student, courseId)).toBe('EXPERT_CHOICE');
    const [entry] = await auditOf(student.id);
    expect(entry).toMatchObject({
      action: STAFF_AUDIT_ACTIONS.shortlistAdded,
      before: { courseId, status: 'STUDENT_CHOICE', reason: '', removed: true },
    });
  });

  it('undoes a NOT_ELIGIBLE verdict and clears its reason', async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    await studentAdds(student, courseId);
    expect((await setStatus(student.id, courseId, 'NOT_ELIGIBLE')).statusCode).toBe(200);
    const res = await setStatus(student.id, courseId, 'EXPERT_CHOICE');
    expect(res.json()).toMatchObject({ status: 'EXPERT_CHOICE', statusReason: '', changed: true });
    expect((await rowOf(student.id, courseId))?.statusReason).toBe('');
    const [latest] = (await auditOf(student.id)).sort((a, b) => b.id - a.id);
    expect(latest).toMatchObject({
      before: { courseId, status: 'NOT_ELIGIBLE', reason: REASON },
      after: { courseId, status: 'EXPERT_CHOICE', reason: '' },
    });
  });
});

describe('PUT /api/staff/students/{studentId}/shortlist/{courseId} with NOT_ELIGIBLE', () => {
  it.each(['STUDENT_CHOICE', 'EXPERT_CHOICE'] as const)('marks a %s entry not eligible', async (from) => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    await (from === 'STUDENT_CHOICE'
      ? studentAdds(student, courseId)
      : setStatus(student.id, courseId, from));
    const res = await setStatus(student.id, courseId, 'NOT_ELIGIBLE', `  ${REASON}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'NOT_ELIGIBLE', statusReason: REASON, changed: true });
    expect((await rowOf(student.id, courseId))?.statusReason).toBe(REASON);
    expect(await studentSees(student, courseId)).toBe('NOT_ELIGIBLE');
    const [latest] = (await auditOf(student.id)).sort((a, b) => b.id - a.id);
    expect(latest).toMatchObject({
      action: STAFF_AUDIT_ACTIONS.shortlistStatusChanged,
      before: { courseId, status: from, reason: '' },
      after: { courseId, status: 'NOT_ELIGIBLE', reason: REASON },
    });
  });

  it('keeps the verdict when the student removes and re-adds the course', async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    await studentAdds(student, courseId);
    await setStatus(student.id, courseId, 'NOT_ELIGIBLE');
    await call(t.app, student, 'DELETE', `/shortlist/delete?courseId=${courseId}`);
    await studentAdds(student, courseId);
    expect(await studentSees(student, courseId)).toBe('NOT_ELIGIBLE');
  });

  it.each([
    { state: 'never on the list', removed: false },
    { state: 'removed from the list', removed: true },
  ])('answers 404 for a course $state, and writes nothing', async ({ removed }) => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    if (removed) {
      await studentAdds(student, courseId);
      await call(t.app, student, 'DELETE', `/shortlist/delete?courseId=${courseId}`);
    }
    const before = await rowOf(student.id, courseId);
    const res = await setStatus(student.id, courseId, 'NOT_ELIGIBLE');
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(STAFF_MESSAGES.notInShortlist);
    expect(await rowOf(student.id, courseId)).toEqual(before);
    expect(await auditOf(student.id)).toEqual([]);
  });
});

describe('PUT /api/staff/students/{studentId}/shortlist/{courseId}: what cannot change', () => {
  it.each(['EXPERT_CHOICE', 'NOT_ELIGIBLE'])('answers 409 for an APPLIED entry (to %s)', async (status) => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    await studentAdds(student, courseId);
    await t.app.db
      .update(shortlistEntries)
      .set({ status: 'APPLIED' })
      .where(and(eq(shortlistEntries.studentId, student.id), eq(shortlistEntries.courseId, courseId)));
    const res = await setStatus(student.id, courseId, status);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'CONFLICT', debugMessage: STAFF_MESSAGES.appliedLocked });
    expect((await rowOf(student.id, courseId))?.status).toBe('APPLIED');
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('answers 409 for a course the student has an application for, even if it left the list', async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    await insertApplication(t.app, student, courseId, 'APPLIED');
    const res = await setStatus(student.id, courseId, 'EXPERT_CHOICE');
    expect(res.statusCode).toBe(409);
    expect(await rowOf(student.id, courseId)).toBeUndefined();
  });

  it('changes and audits nothing when the entry already has the status', async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    expect((await setStatus(student.id, courseId, 'EXPERT_CHOICE')).json().changed).toBe(true);
    const again = await setStatus(student.id, courseId, 'EXPERT_CHOICE');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'EXPERT_CHOICE', changed: false });
    expect(await auditOf(student.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown course or student', async () => {
    const student = await createSignedInUser(t.app);
    const unknownCourse = await setStatus(student.id, 999_999, 'EXPERT_CHOICE');
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json().debugMessage).toBe(STAFF_MESSAGES.courseNotFound);
    for (const id of [999_999, staff.id]) {
      const res = await setStatus(id, freshCourse(), 'EXPERT_CHOICE');
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
    }
  });

  it.each([
    { why: 'STUDENT_CHOICE (not a staff verdict)', body: { status: 'STUDENT_CHOICE' } },
    { why: 'APPLIED (set by applying)', body: { status: 'APPLIED' } },
    { why: 'no status', body: {} },
    { why: 'an unknown key', body: { status: 'EXPERT_CHOICE', createdBy: 1 } },
  ])('answers 400 for $why', async ({ body }) => {
    const student = await createSignedInUser(t.app);
    const res = await call(
      t.app,
      staff,
      'PUT',
      `/api/staff/students/${student.id}/shortlist/${freshCourse()}`,
      body,
    );
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 for a course id that is not a positive whole number', async () => {
    const student = await createSignedInUser(t.app);
    expect((await setStatus(student.id, 'abc', 'EXPERT_CHOICE')).statusCode).toBe(400);
  });
});
