import { STUDENT_STAGES, type TStudentStage, ZStaffStudentDetail, ZStaffStudentPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshStudentStage } from '../../src/modules/students/index.ts';
import { users } from '../../src/schema/index.ts';
import { bookCall, cancelCall, rescheduleCall, setIndiaTime } from '../counselling/counselling-calls.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertApplication } from './fixtures.ts';

/**
 * users.stage through a whole journey, driven by the real calls only: after each step the staff list
 * row and the student detail show the stage studentStageOf gives, and the last activity moves on.
 */
const t = useTestApp();
let staff: TSignedIn;
let student: TSignedIn;
let referenceId = '';
let courses: number[] = [];
const applicationIds: Record<string, number> = {};

const ok = async (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number };
};
const apply = async (courseId: number) =>
  ok(
    await call(t.app, student, 'POST', '/api/application', { enrollmentId: student.enrollmentId, courseId }),
  );
const setStatus = async (applicationId: number, status: string) =>
  ok(await call(t.app, staff, 'PUT', `/api/staff/applications/${applicationId}/status`, { status }));
const pay = async (amount: number) =>
  ok(await call(t.app, staff, 'POST', `/api/staff/students/${student.id}/payments`, { amount }));
const slot = (time: string) => ({ date: '2031-03-04', time, topics: ['COURSE_SELECTION'] });

type TStep = { step: string; run: () => Promise<unknown>; stage: TStudentStage };
const STEPS: TStep[] = [
  { step: 'signs up', run: async () => {}, stage: 'REGISTERED' },
  {
    step: 'books a session',
    run: async () => ok(await bookCall(t, student.headers, slot('10:00'))),
    stage: 'COUNSELLING_BOOKED',
  },
  {
    step: 'reschedules it',
    run: async () => ok(await rescheduleCall(t, student.headers, slot('11:00'))),
    stage: 'COUNSELLING_BOOKED',
  },
  { step: 'cancels it', run: async () => ok(await cancelCall(t, student.headers)), stage: 'REGISTERED' },
  {
    step: 'books again',
    run: async () => ok(await bookCall(t, student.headers, slot('12:00'))),
    stage: 'COUNSELLING_BOOKED',
  },
  {
    step: 'staff mark the session completed',
    run: async () =>
      ok(await call(t.app, staff, 'POST', `/api/staff/students/${student.id}/counselling/complete`)),
    stage: 'COUNSELLED',
  },
  { step: 'staff record part of the fee', run: () => pay(2000), stage: 'COUNSELLED' },
  { step: 'staff record the rest of the fee', run: () => pay(2956), stage: 'PAID' },
  {
    step: 'applies to a course',
    run: async () => {
      applicationIds.first = (await apply(courses[0] as number)).id;
    },
    stage: 'APPLIED',
  },
  {
    step: 'applies to a second course and opts out of it',
    run: async () => {
      const second = await apply(courses[1] as number);
      await ok(await call(t.app, student, 'POST', `/api/application/${second.id}/withdraw`));
    },
    stage: 'APPLIED',
  },
  {
    step: 'staff start the review',
    run: () => setStatus(applicationIds.first as number, 'UNDER_REVIEW'),
    stage: 'APPLIED',
  },
  {
    step: 'staff post a conditional offer',
    run: () => setStatus(applicationIds.first as number, 'CONDITIONAL_OFFER_RECEIVED'),
    stage: 'CONDITIONAL_OFFER',
  },
  {
    step: 'staff post the unconditional offer',
    run: () => setStatus(applicationIds.first as number, 'UNCONDITIONAL_OFFER_RECEIVED'),
    stage: 'UNCONDITIONAL_OFFER',
  },
  {
    step: 'opts out of the offered course too',
    run: async () =>
      ok(await call(t.app, student, 'POST', `/api/application/${applicationIds.first}/withdraw`)),
    stage: 'PAID',
  },
];

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  student = await createSignedInUser(t.app);
  courses = await insertCourses(t.app, 2);
  for (const courseId of courses)
    await ok(await call(t.app, student, 'POST', '/shortlist/add', { courseId }));
  const [row] = await t.app.db.select().from(users).where(eq(users.id, student.id));
  referenceId = row?.referenceId ?? '';
});

describe('the stage staff see follows the journey', () => {
  let lastActivity = '';

  it('covers every stage', () => {
    expect(new Set(STEPS.map((step) => step.stage))).toEqual(new Set(STUDENT_STAGES));
  });

  it.each(STEPS)('$step → $stage', async ({ run, stage }) => {
    // A Monday morning in India: the sessions of Tuesday 4 March 2031 are open.
    setIndiaTime(t, '2031-03-03T09:00');
    await run();
    const list = await call(t.app, staff, 'GET', `/api/staff/students?q=${referenceId}`);
    const [row] = ZStaffStudentPage.parse(list.json()).content;
    const detail = ZStaffStudentDetail.parse(
      (await call(t.app, staff, 'GET', `/api/staff/students/${student.id}`)).json(),
    );
    expect(row?.id).toBe(student.id);
    expect(row?.stage).toBe(stage);
    expect(detail.account.stage).toBe(stage);
    expect(detail.account.lastActivityAt).toBe(row?.lastActivityAt);
    expect(detail.account.lastActivityAt >= lastActivity).toBe(true);
    lastActivity = detail.account.lastActivityAt;
  });

  it('a refused change moves nothing: the stage and last activity stay', async () => {
    const [before] = await t.app.db.select().from(users).where(eq(users.id, student.id));
    const res = await call(t.app, staff, 'POST', `/api/staff/students/${student.id}/payments`, { amount: 1 });
    expect(res.statusCode).toBe(409);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, student.id));
    expect(after?.stage).toBe(before?.stage);
    expect(after?.lastActivityAt).toEqual(before?.lastActivityAt);
  });
});

describe('two changes to one student at the same moment', () => {
  it('end in the stage of both (the second reads the first once it has committed)', async () => {
    // Opting out of one application while staff post an offer on another: each locks only its own
    // application, so without the account lock each could compute the stage without the other.
    const raceCourses = await insertCourses(t.app, 2);
    for (let round = 0; round < 8; round++) {
      const racer = await createSignedInUser(t.app);
      const [left, offered] = await Promise.all(
        raceCourses.map((courseId) => insertApplication(t.app, racer, courseId, 'APPLIED')),
      );
      await refreshStudentStage(t.app.db, racer.id);
      const [withdrawn, moved] = await Promise.all([
        call(t.app, racer, 'POST', `/api/application/${left?.id}/withdraw`),
        call(t.app, staff, 'PUT', `/api/staff/applications/${offered?.id}/status`, {
          status: 'CONDITIONAL_OFFER_RECEIVED',
        }),
      ]);
      expect([withdrawn.statusCode, moved.statusCode]).toEqual([200, 200]);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, racer.id));
      expect(row?.stage).toBe('CONDITIONAL_OFFER');
    }
  });
});
