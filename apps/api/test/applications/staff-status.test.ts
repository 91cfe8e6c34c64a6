import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  APPLICATION_NEXT_STATUSES,
  APPLICATION_STATUSES,
  APPLICATION_STEP_BY_STATUS,
  type TApplicationStatus,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';
import { createReadyStudent } from './helpers.ts';

const { t, calls, state, staff, course } = useApplicationsFixture({ offset: 30, staff: 'COUNSELLOR' });
let courseId: number;
let student: TSignedIn;
let applicationId: number;

beforeAll(async () => {
  courseId = course();
  student = await createReadyStudent(t.app, state, [courseId]);
  applicationId = await calls.applyOk(student, courseId);
});

const auditRows = () =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, applicationId)))
    .orderBy(desc(auditLog.id));
const storedStatus = async () =>
  (await t.app.db.select().from(applications).where(eq(applications.id, applicationId)))[0]?.status;

// Every (from, to) pair: allowed moves, the no-op of the same status, and everything else refused.
const transitionCases = APPLICATION_STATUSES.flatMap((from) =>
  APPLICATION_STATUSES.map((to) => ({
    from,
    to,
    outcome: from === to ? 'unchanged' : APPLICATION_NEXT_STATUSES[from].includes(to) ? 'moved' : 'refused',
  })),
);

describe('PUT /api/staff/applications/{applicationId}/status', () => {
  it('has forward-only moves: the offer statuses and REJECTED are reachable, the final ones are final', () => {
    expect(APPLICATION_NEXT_STATUSES.APPLIED).toContain('CONDITIONAL_OFFER_RECEIVED');
    expect(APPLICATION_NEXT_STATUSES.CONDITIONAL_OFFER_RECEIVED).toContain('UNCONDITIONAL_OFFER_RECEIVED');
    expect(APPLICATION_NEXT_STATUSES.UNCONDITIONAL_OFFER_RECEIVED).toEqual([]);
    expect(APPLICATION_NEXT_STATUSES.REJECTED).toEqual([]);
  });

  it.each(transitionCases)('$from → $to is $outcome', async ({ from, to, outcome }) => {
    await state.setApplicationStatus(applicationId, from);
    const auditBefore = (await auditRows()).length;
    const res = await calls.setStatus(staff, applicationId, to);
    const audits = await auditRows();
    if (outcome === 'refused') {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'CONFLICT',
        debugMessage: APPLICATION_MESSAGES.statusTransitionNotAllowed(from, to),
      });
      expect(await storedStatus()).toBe(from);
      expect(audits).toHaveLength(auditBefore);
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: applicationId,
      studentId: student.id,
      courseId,
      status: to,
      step: APPLICATION_STEP_BY_STATUS[to as TApplicationStatus],
    });
    expect(await storedStatus()).toBe(to);
    if (outcome === 'unchanged') {
      expect(audits).toHaveLength(auditBefore);
      return;
    }
    expect(audits).toHaveLength(auditBefore + 1);
    expect(audits[0]).toMatchObject({
      actorId: staff.id,
      actorRole: 'COUNSELLOR',
      studentId: student.id,
      action: APPLICATION_AUDIT_ACTIONS.statusChanged,
      entityType: 'application',
      entityId: applicationId,
      before: { status: from },
      after: { status: to },
    });
  });

  it('the student sees the new status at once', async () => {
    await state.setApplicationStatus(applicationId, 'APPLIED');
    const admin = await createSignedInUser(t.app, 'ADMIN');
    expect((await calls.setStatus(admin, applicationId, 'CONDITIONAL_OFFER_RECEIVED')).statusCode).toBe(200);
    expect((await calls.get(student, applicationId)).json().status).toBe('CONDITIONAL_OFFER_RECEIVED');
  });

  it.each([
    ['an unknown status', { status: 'ACCEPTED' }],
    ['no status', {}],
    ['an unknown key', { status: 'REJECTED', note: 'x' }],
  ])('answers 400 for %s', async (_, payload) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/applications/${applicationId}/status`,
      headers: staff.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown application', async () => {
    const res = await calls.setStatus(staff, 2_000_000_000, 'REJECTED');
    expect(res.statusCode).toBe(404);
    expect(res.json().debugMessage).toBe(APPLICATION_MESSAGES.applicationNotFound);
  });

  it('refuses student tokens with 403 (its own application included) and changes nothing', async () => {
    await state.setApplicationStatus(applicationId, 'APPLIED');
    const res = await calls.setStatus(student, applicationId, 'UNCONDITIONAL_OFFER_RECEIVED');
    expect(res.statusCode).toBe(403);
    expect(await storedStatus()).toBe('APPLIED');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/applications/${applicationId}/status`,
      payload: { status: 'REJECTED' },
    });
    expect(res.statusCode).toBe(401);
  });
});
