import {
  APPLICATION_MESSAGES,
  EXTRA_APPLICATION_AUDIT_ACTIONS,
  EXTRA_APPLICATION_MESSAGES,
  LIMITS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_MESSAGES,
  STAFF_REASON_MESSAGES,
  ZStaffAuditPage,
  ZStaffExtraApplication,
  ZStaffStudentDetail,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, courses, extraApplicationGrants } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';
import { createReadyStudent } from './helpers.ts';

/**
 * The opt-out cap (docs/decisions/0017-opt-out-cap.md): after LIMITS.withdrawalsPerCourseMax opt-outs of a
 * course the student's apply is refused; an admin may allow exactly one more application (POST
 * .../extra-application), audited.
 */
const {
  t,
  calls,
  state,
  staff: admin,
  course,
} = useApplicationsFixture({
  courses: 3,
  offset: 120,
  staff: 'ADMIN',
});

const allow = (user: TSignedIn, studentId: number, courseId: number, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/students/${studentId}/courses/${courseId}/extra-application`,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A student who opted out of `courseId` as often as the cap allows (the next apply is refused). */
async function studentAtLimit(courseId = course(0)): Promise<TSignedIn> {
  const student = await createReadyStudent(t.app, state, [courseId]);
  for (let i = 0; i < LIMITS.withdrawalsPerCourseMax; i++) {
    expect((await calls.withdraw(student, await calls.applyOk(student, courseId))).statusCode).toBe(200);
  }
  return student;
}

const applicationRows = (studentId: number, courseId: number) =>
  t.app.db
    .select()
    .from(applications)
    .where(and(eq(applications.studentId, studentId), eq(applications.courseId, courseId)));

const grantRows = (studentId: number) =>
  t.app.db.select().from(extraApplicationGrants).where(eq(extraApplicationGrants.studentId, studentId));

async function detailOf(studentId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/students/${studentId}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffStudentDetail.parse(res.json());
}

describe('POST /api/staff/students/{studentId}/courses/{courseId}/extra-application', () => {
  it('lets the student apply exactly once more; opting out of that one brings the refusal back', async () => {
    const student = await studentAtLimit();
    expect((await calls.apply(student, course(0))).statusCode).toBe(409);

    const res = await allow(admin, student.id, course(0), { reason: '  Visa delay, confirmed by phone. ' });
    expect(res.statusCode, res.body).toBe(201);
    const grant = ZStaffExtraApplication.parse(res.json());
    expect(grant).toMatchObject({
      studentId: student.id,
      courseId: course(0),
      grantedBy: { id: admin.id, name: 'Test ADMIN' },
      reason: 'Visa delay, confirmed by phone.',
      usedByApplicationId: null,
    });

    const again = await calls.apply(student, course(0));
    expect(again.statusCode, again.body).toBe(201);
    const [row] = await grantRows(student.id);
    expect(row?.usedByApplicationId).toBe(again.json().id);
    expect(row?.usedAt).toBeInstanceOf(Date);
    expect(await state.shortlistStatus(student.id, course(0))).toBe('APPLIED');
    // A retry answers the live application, as below the cap.
    const retry = await calls.apply(student, course(0));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(again.json().id);

    expect((await calls.withdraw(student, again.json().id)).statusCode).toBe(200);
    const refused = await calls.apply(student, course(0));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().debugMessage).toBe(APPLICATION_MESSAGES.withdrawalLimitReached);
    expect(await applicationRows(student.id, course(0))).toHaveLength(LIMITS.withdrawalsPerCourseMax + 1);

    // A second grant allows one more again.
    expect((await allow(admin, student.id, course(0))).statusCode).toBe(201);
    expect((await calls.apply(student, course(0))).statusCode).toBe(201);
  });

  it('is ADMIN only: a counsellor gets 403 in the standard shape, a student 403, no token 401', async () => {
    const student = await studentAtLimit();
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const res = await allow(counsellor, student.id, course(0));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'FORBIDDEN',
      message: expect.any(String),
      debugMessage: STAFF_ACCOUNT_MESSAGES.adminOnly,
    });
    expect((await allow(student, student.id, course(0))).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/staff/students/${student.id}/courses/${course(0)}/extra-application`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await grantRows(student.id)).toEqual([]);
    expect((await calls.apply(student, course(0))).statusCode).toBe(409);
  });

  it('refuses with 409 when there is no limit to lift', async () => {
    const student = await createReadyStudent(t.app, state, [course(0), course(1)]);
    const never = await allow(admin, student.id, course(0));
    expect(never.statusCode).toBe(409);
    expect(never.json().debugMessage).toBe(EXTRA_APPLICATION_MESSAGES.notAtLimit);

    for (let i = 0; i < LIMITS.withdrawalsPerCourseMax - 1; i++) {
      await calls.withdraw(student, await calls.applyOk(student, course(0)));
    }
    const below = await allow(admin, student.id, course(0));
    expect(below.statusCode).toBe(409);
    expect(below.json().debugMessage).toBe(EXTRA_APPLICATION_MESSAGES.notAtLimit);

    await calls.applyOk(student, course(0));
    const inProgress = await allow(admin, student.id, course(0));
    expect(inProgress.statusCode).toBe(409);
    expect(inProgress.json().debugMessage).toBe(EXTRA_APPLICATION_MESSAGES.applicationInProgress);
    expect(await grantRows(student.id)).toEqual([]);
  });

  it('refuses a second grant while one is unused (409), also when two admins ask at once', async () => {
    const student = await studentAtLimit();
    const other = await createSignedInUser(t.app, 'ADMIN');
    const both = await Promise.all([
      allow(admin, student.id, course(0)),
      allow(other, student.id, course(0)),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((res) => res.statusCode === 409);
    expect(refused?.json().debugMessage).toBe(EXTRA_APPLICATION_MESSAGES.alreadyAllowed);
    const duplicate = await allow(admin, student.id, course(0));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().debugMessage).toBe(EXTRA_APPLICATION_MESSAGES.alreadyAllowed);
    expect(await grantRows(student.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown student, a staff account or an unknown course; 400 for a bad reason', async () => {
    const student = await studentAtLimit();
    const unknownStudent = await allow(admin, 2_000_000_000, course(0));
    expect(unknownStudent.statusCode).toBe(404);
    expect(unknownStudent.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
    expect((await allow(admin, admin.id, course(0))).statusCode).toBe(404);
    const unknownCourse = await allow(admin, student.id, 2_000_000_000);
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json().debugMessage).toBe(APPLICATION_MESSAGES.courseNotFound);

    const tooLong = await allow(admin, student.id, course(0), { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().debugMessage).toContain(STAFF_REASON_MESSAGES.reasonTooLong);
    const unsafe = await allow(admin, student.id, course(0), { reason: 'ok\u202Eevil' });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().debugMessage).toContain(STAFF_REASON_MESSAGES.textUnsafe);
    const extra = await allow(admin, student.id, course(0), { reason: '', count: 2 });
    expect(extra.statusCode).toBe(400);
    expect(await grantRows(student.id)).toEqual([]);
  });

  it('is audited: the admin, the student, the course by name, the opt-outs and the reason', async () => {
    const student = await studentAtLimit(course(1));
    expect((await allow(admin, student.id, course(1), { reason: 'Exam re-sit' })).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit',
      query: { studentId: String(student.id), action: EXTRA_APPLICATION_AUDIT_ACTIONS.allowed },
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = ZStaffAuditPage.parse(res.json()).content;
    const [grant] = await grantRows(student.id);
    const [named] = await t.app.db
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.id, course(1)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.id, role: 'ADMIN', name: 'Test ADMIN' },
      student: { id: student.id, name: 'Test STUDENT' },
      action: EXTRA_APPLICATION_AUDIT_ACTIONS.allowed,
      entityType: 'EXTRA_APPLICATION',
      entityId: grant?.id,
      before: null,
      after: {
        course: { id: course(1), name: named?.name },
        university: { name: expect.any(String) },
        optOuts: LIMITS.withdrawalsPerCourseMax,
        reason: 'Exam re-sit',
      },
    });
  });

  it('two parallel applies with one grant make one application; the grant is used once', async () => {
    const student = await studentAtLimit(course(2));
    expect((await allow(admin, student.id, course(2))).statusCode).toBe(201);
    const results = await Promise.all([calls.apply(student, course(2)), calls.apply(student, course(2))]);
    const codes = results.map((res) => res.statusCode).sort();
    // The first creates it (201); the other answers that same application (200), as any apply does
    // while one is live — never a second application on one grant.
    expect(codes).toEqual([200, 201]);
    expect(new Set(results.map((res) => res.json().id)).size).toBe(1);
    const rows = await applicationRows(student.id, course(2));
    expect(rows.filter((row) => row.status !== 'WITHDRAWN')).toHaveLength(1);
    const [grant] = await grantRows(student.id);
    expect(grant?.usedByApplicationId).toBe(results[0]?.json().id);

    await calls.withdraw(student, results[0]?.json().id);
    const after = await Promise.all([calls.apply(student, course(2)), calls.apply(student, course(2))]);
    expect(after.map((res) => res.statusCode)).toEqual([409, 409]);
  });

  it('apply / opt-out cycles racing on one grant never make more than one more application', async () => {
    const student = await studentAtLimit(course(1));
    expect((await allow(admin, student.id, course(1))).statusCode).toBe(201);
    const cycle = async () => {
      const res = await calls.apply(student, course(1));
      if (res.statusCode === 201 || res.statusCode === 200) await calls.withdraw(student, res.json().id);
      return res.statusCode;
    };
    const codes = await Promise.all(Array.from({ length: 6 }, cycle));
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(await applicationRows(student.id, course(1))).toHaveLength(LIMITS.withdrawalsPerCourseMax + 1);
    const grants = await grantRows(student.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]?.usedByApplicationId).not.toBeNull();
  });

  it('shows staff the courses at the limit on the student page, with the grant state', async () => {
    const student = await studentAtLimit(course(0));
    const limit = (await detailOf(student.id)).withdrawalLimits;
    expect(limit).toEqual([
      expect.objectContaining({
        courseId: course(0),
        optOuts: LIMITS.withdrawalsPerCourseMax,
        extraApplicationsAllowed: 0,
        hasUnusedExtraApplication: false,
        isAtLimit: true,
      }),
    ]);
    expect(limit[0]?.courseName).not.toBe('');

    await allow(admin, student.id, course(0));
    expect((await detailOf(student.id)).withdrawalLimits[0]).toMatchObject({
      extraApplicationsAllowed: 1,
      hasUnusedExtraApplication: true,
      isAtLimit: false,
    });
    const applicationId = await calls.applyOk(student, course(0));
    expect((await detailOf(student.id)).withdrawalLimits[0]).toMatchObject({
      hasUnusedExtraApplication: false,
      isAtLimit: false,
    });
    await calls.withdraw(student, applicationId);
    expect((await detailOf(student.id)).withdrawalLimits[0]).toMatchObject({
      optOuts: LIMITS.withdrawalsPerCourseMax + 1,
      extraApplicationsAllowed: 1,
      isAtLimit: true,
    });
  });
});
