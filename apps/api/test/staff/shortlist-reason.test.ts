import {
  STAFF_AUDIT_ACTIONS,
  STAFF_REASON_MAX_LENGTH,
  STAFF_REASON_MESSAGES,
  ZStaffStudentDetail,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses, shortlistRowOf } from '../shortlist/fixtures.ts';
import { call } from './fixtures.ts';

/** The reason staff give for NOT_ELIGIBLE: required, kept, changed, audited, and never shown to the student. */
const t = useTestApp();
let staff: TSignedIn;
let courseIds: number[];
let nextCourse = 0;
const freshCourse = () => courseIds[nextCourse++] as number;

const REASON = 'Needs 60% in the bachelor degree; has 52%.';
const mark = (studentId: number, courseId: number, body: object) =>
  call(t.app, staff, 'PUT', `/api/staff/students/${studentId}/shortlist/${courseId}`, body);
const rowOf = (studentId: number, courseId: number) => shortlistRowOf(t.app, studentId, courseId);
const auditOf = (studentId: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.studentId, studentId)).orderBy(auditLog.id);

/** A student with the course on their own list. */
async function studentWithCourse() {
  const student = await createSignedInUser(t.app);
  const courseId = freshCourse();
  const added = await call(t.app, student, 'POST', '/shortlist/add', { courseId });
  expect(added.statusCode).toBe(201);
  return { student, courseId };
}

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  courseIds = await insertCourses(t.app, 20);
});

describe('PUT /api/staff/students/{studentId}/shortlist/{courseId}: the NOT_ELIGIBLE reason', () => {
  it.each([
    {
      why: 'no reason',
      body: { status: 'NOT_ELIGIBLE' },
      says: STAFF_REASON_MESSAGES.notEligibleReasonRequired,
    },
    {
      why: 'a blank reason',
      body: { status: 'NOT_ELIGIBLE', reason: '   ' },
      says: STAFF_REASON_MESSAGES.notEligibleReasonRequired,
    },
    {
      why: 'a reason that is too long',
      body: { status: 'NOT_ELIGIBLE', reason: 'x'.repeat(STAFF_REASON_MAX_LENGTH + 1) },
      says: STAFF_REASON_MESSAGES.reasonTooLong,
    },
    {
      why: 'a reason with control characters',
      body: { status: 'NOT_ELIGIBLE', reason: 'no\u0007' },
      says: STAFF_REASON_MESSAGES.textUnsafe,
    },
  ])('answers 400 for $why, and changes and audits nothing', async ({ body, says }) => {
    const { student, courseId } = await studentWithCourse();
    const before = await rowOf(student.id, courseId);
    const res = await mark(student.id, courseId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(says);
    expect(await rowOf(student.id, courseId)).toEqual(before);
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('keeps the reason, answers it and shows it on the student page', async () => {
    const { student, courseId } = await studentWithCourse();
    const res = await mark(student.id, courseId, { status: 'NOT_ELIGIBLE', reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'NOT_ELIGIBLE', statusReason: REASON, changed: true });
    expect(await rowOf(student.id, courseId)).toMatchObject({ status: 'NOT_ELIGIBLE', statusReason: REASON });
    const detail = ZStaffStudentDetail.parse(
      (await call(t.app, staff, 'GET', `/api/staff/students/${student.id}`)).json(),
    );
    expect(detail.shortlist).toEqual([
      expect.objectContaining({ courseId, status: 'NOT_ELIGIBLE', statusReason: REASON }),
    ]);
  });

  it('treats another reason for a NOT_ELIGIBLE course as a change, and the same one as none', async () => {
    const { student, courseId } = await studentWithCourse();
    await mark(student.id, courseId, { status: 'NOT_ELIGIBLE', reason: REASON });
    const other = 'The course closed for this intake.';
    const changed = await mark(student.id, courseId, { status: 'NOT_ELIGIBLE', reason: other });
    expect(changed.json()).toMatchObject({ statusReason: other, changed: true });
    const same = await mark(student.id, courseId, { status: 'NOT_ELIGIBLE', reason: ` ${other} ` });
    expect(same.json()).toMatchObject({ statusReason: other, changed: false });
    const entries = await auditOf(student.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: STAFF_AUDIT_ACTIONS.shortlistStatusChanged,
      before: { courseId, status: 'NOT_ELIGIBLE', reason: REASON },
      after: { courseId, status: 'NOT_ELIGIBLE', reason: other },
    });
  });

  it('ignores a reason sent with EXPERT_CHOICE', async () => {
    const student = await createSignedInUser(t.app);
    const courseId = freshCourse();
    const res = await mark(student.id, courseId, { status: 'EXPERT_CHOICE', reason: 'Great fit' });
    expect(res.json()).toMatchObject({ status: 'EXPERT_CHOICE', statusReason: '', changed: true });
    expect((await rowOf(student.id, courseId))?.statusReason).toBe('');
  });

  it('clears the reason when staff revive a removed NOT_ELIGIBLE entry as an expert choice', async () => {
    const { student, courseId } = await studentWithCourse();
    await mark(student.id, courseId, { status: 'NOT_ELIGIBLE', reason: REASON });
    await call(t.app, student, 'DELETE', `/shortlist/delete?courseId=${courseId}`);
    const res = await mark(student.id, courseId, { status: 'EXPERT_CHOICE' });
    expect(res.json()).toMatchObject({ status: 'EXPERT_CHOICE', statusReason: '', changed: true });
    expect(await rowOf(student.id, courseId)).toMatchObject({ status: 'EXPERT_CHOICE', statusReason: '' });
    const [, revived] = await auditOf(student.id);
    expect(revived).toMatchObject({
      action: STAFF_AUDIT_ACTIONS.shortlistAdded,
      before: { courseId, status: 'NOT_ELIGIBLE', reason: REASON, removed: true },
      after: { courseId, status: 'EXPERT_CHOICE', reason: '' },
    });
  });

  it('keeps the reason with the verdict when the student removes and re-adds the course, and never shows it', async () => {
    const { student, courseId } = await studentWithCourse();
    await mark(student.id, courseId, { status: 'NOT_ELIGIBLE', reason: REASON });
    await call(t.app, student, 'DELETE', `/shortlist/delete?courseId=${courseId}`);
    const readded = await call(t.app, student, 'POST', '/shortlist/add', { courseId });
    expect(readded.json().status).toBe('NOT_ELIGIBLE');
    expect(await rowOf(student.id, courseId)).toMatchObject({ status: 'NOT_ELIGIBLE', statusReason: REASON });
    for (const res of [
      readded,
      await call(t.app, student, 'GET', '/shortlist'),
      await call(t.app, student, 'GET', `/shortlist/${student.id}`),
      await call(t.app, student, 'GET', '/api/dashboard'),
    ]) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toContain('52%');
      expect(res.body).not.toContain('statusReason');
    }
  });
});
