import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  isWithdrawableStatus,
  LIMITS,
  type TApplicationStatus,
  type TShortlistStatus,
  WITHDRAWABLE_APPLICATION_STATUSES,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/schema/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';
import { createReadyStudent, staffAuditOf } from './helpers.ts';

/** POST /api/application/{id}/withdraw (Applied Courses' Opt Out): who, when, and what it leaves. */
const { t, calls, state, staff, course, applied } = useApplicationsFixture({
  courses: 2,
  offset: 70,
  staff: 'COUNSELLOR',
});

const applicationRow = async (id: number) =>
  (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0];

const auditOf = (studentId: number) => staffAuditOf(t.app, staff, studentId);

describe('POST /api/application/{id}/withdraw: success', () => {
  it('answers the application WITHDRAWN, and the reads show it so', async () => {
    const { student, applicationId } = await applied();
    const res = await calls.withdraw(student, applicationId);
    expect(res.statusCode, res.body).toBe(200);
    const withdrawn = {
      id: applicationId,
      courseId: course(),
      status: 'WITHDRAWN',
      statusLabel: 'Withdrawn',
      step: 2,
    };
    expect(res.json()).toEqual(withdrawn);
    expect((await calls.get(student, applicationId)).json()).toEqual(withdrawn);
    const list = await calls.list(student);
    expect(list.json()).toEqual([expect.objectContaining(withdrawn)]);
  });

  it.each(WITHDRAWABLE_APPLICATION_STATUSES)('is allowed from %s', async (status) => {
    const { student, applicationId } = await applied(status);
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);
    expect((await applicationRow(applicationId))?.status).toBe('WITHDRAWN');
  });

  it('writes one audit entry in the student name: status and the shortlist status given back', async () => {
    const { student, applicationId } = await applied('UNDER_REVIEW');
    await calls.withdraw(student, applicationId);
    expect(await auditOf(student.id)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: student.id, role: 'STUDENT' }),
        action: APPLICATION_AUDIT_ACTIONS.withdrawn,
        entityType: 'application',
        entityId: applicationId,
        before: { status: 'UNDER_REVIEW', courseId: course() },
        after: { status: 'WITHDRAWN', courseId: course(), shortlistStatus: 'EXPERT_CHOICE' },
      }),
    ]);
  });
});

describe('the shortlist entry after an opt-out', () => {
  it.each<[string, TShortlistStatus]>([
    ["the counsellor's EXPERT_CHOICE stays", 'EXPERT_CHOICE'],
    ["the student's own STUDENT_CHOICE stays", 'STUDENT_CHOICE'],
  ])('%s (no longer APPLIED)', async (_label, status) => {
    const student = await createSignedInUser(t.app);
    await state.payFee(student.id);
    await state.completeCounselling(student.id);
    await state.shortlist(student, course(1), status);
    const applicationId = await calls.applyOk(student, course(1));
    expect(await state.shortlistStatus(student.id, course(1))).toBe('APPLIED');
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);
    expect(await state.shortlistStatus(student.id, course(1))).toBe(status);
  });

  it('becomes STUDENT_CHOICE when the status before applying was not kept (older applications)', async () => {
    const { student, applicationId } = await applied();
    await t.app.db
      .update(applications)
      .set({ shortlistStatusAtApply: null })
      .where(eq(applications.id, applicationId));
    await calls.withdraw(student, applicationId);
    expect(await state.shortlistStatus(student.id, course())).toBe('STUDENT_CHOICE');
  });
});

describe('POST /api/application/{id}/withdraw: refusals', () => {
  const finalStatuses = APPLICATION_STATUSES.filter((status) => !isWithdrawableStatus(status));

  it.each(finalStatuses)('refuses a %s application with 409 and changes nothing', async (status) => {
    const { student, applicationId } = await applied(status as TApplicationStatus);
    const res = await calls.withdraw(student, applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.withdrawNotAllowed);
    expect((await applicationRow(applicationId))?.status).toBe(status);
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('refuses a second opt-out with 409 (one audit entry)', async () => {
    const { student, applicationId } = await applied();
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);
    const again = await calls.withdraw(student, applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().debugMessage).toBe(APPLICATION_MESSAGES.withdrawNotAllowed);
    expect(await auditOf(student.id)).toHaveLength(1);
  });

  it("answers another student's application like an unknown one (404) and leaves it", async () => {
    const { applicationId } = await applied();
    const other = await createSignedInUser(t.app);
    const res = await calls.withdraw(other, applicationId);
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.applicationNotFound);
    expect((await calls.withdraw(other, 999_999)).json().debugMessage).toBe(
      APPLICATION_MESSAGES.applicationNotFound,
    );
    expect((await applicationRow(applicationId))?.status).toBe('APPLIED');
  });

  it('refuses staff with 403, even for an application they may read', async () => {
    const { applicationId } = await applied();
    const res = await calls.withdraw(staff, applicationId);
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.onlyStudentsWithdraw);
    expect((await applicationRow(applicationId))?.status).toBe('APPLIED');
  });

  it('asks for a sign-in (401) and a numeric id (400)', async () => {
    const { student } = await applied();
    expect((await t.app.inject({ method: 'POST', url: '/api/application/1/withdraw' })).statusCode).toBe(401);
    expect((await calls.withdraw(student, 'abc')).statusCode).toBe(400);
  });
});

describe('opting out while the student applies again', () => {
  it('never deadlocks: parallel apply / opt-out cycles answer no 5xx and stay within the limit', async () => {
    // An apply locks the shortlist entry, then waits on the live application's row; an opt-out used to
    // lock that row, then wait on the entry: PostgreSQL ended one of them "deadlock detected" (500).
    for (let round = 0; round < 3; round++) {
      const student = await createReadyStudent(t.app, state, [course(1)]);
      const cycle = async () => {
        const res = await calls.apply(student, course(1));
        const codes = [res.statusCode];
        if (res.statusCode === 201 || res.statusCode === 200) {
          codes.push((await calls.withdraw(student, res.json().id)).statusCode);
        }
        return codes;
      };
      const codes = (await Promise.all(Array.from({ length: 8 }, cycle))).flat();
      expect(codes.filter((code) => code >= 500)).toEqual([]);
      const rows = await t.app.db.select().from(applications).where(eq(applications.studentId, student.id));
      expect(rows.filter((row) => row.status === 'WITHDRAWN').length).toBeLessThanOrEqual(
        LIMITS.withdrawalsPerCourseMax,
      );
    }
  });
});
