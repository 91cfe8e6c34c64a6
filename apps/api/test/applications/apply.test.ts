import { APPLICATION_MESSAGES, PLATFORM_FEE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertApplication } from '../../src/modules/applications/application-repository.ts';
import { applications, enrollments } from '../../src/schema/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useApplicationsFixture } from './fixture.ts';
import { createReadyStudent, type TApplicationCalls } from './helpers.ts';

const { t, calls, state, course } = useApplicationsFixture({ courses: 4 });

const applicationRows = (studentId: number) =>
  t.app.db.select().from(applications).where(eq(applications.studentId, studentId));

describe('POST /api/application: success', () => {
  it('applies to an EXPERT_CHOICE course once the fee is paid, and marks the entry APPLIED', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    const res = await calls.apply(student, course(0));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      courseId: course(0),
      status: 'APPLIED',
      statusLabel: 'Application Submitted',
      step: 2,
    });
    expect(await state.shortlistStatus(student.id, course(0))).toBe('APPLIED');
    const [row] = await applicationRows(student.id);
    expect(row).toMatchObject({ id: res.json().id, enrollmentId: student.enrollmentId, status: 'APPLIED' });
  });

  it('applies to a STUDENT_CHOICE course once counselling is completed', async () => {
    const student = await createSignedInUser(t.app);
    await state.payFee(student.id);
    await state.shortlist(student, course(1), 'STUDENT_CHOICE');
    await state.completeCounselling(student.id);
    const res = await calls.apply(student, course(1));
    expect(res.statusCode).toBe(201);
    expect(await state.shortlistStatus(student.id, course(1))).toBe('APPLIED');
  });

  it('counts the fee as paid when instalments add up to the total', async () => {
    const student = await createSignedInUser(t.app);
    await state.payFee(student.id, 2000);
    await state.payFee(student.id, PLATFORM_FEE.total - 2000);
    await state.shortlist(student, course(0), 'EXPERT_CHOICE');
    expect((await calls.apply(student, course(0))).statusCode).toBe(201);
  });

  it('answers the existing application (200, same id) when applying twice', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    const first = await calls.apply(student, course(0));
    const second = await calls.apply(student, course(0));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await applicationRows(student.id)).toHaveLength(1);
  });

  it('keeps one application when two applies race', async () => {
    const student = await createReadyStudent(t.app, state, [course(2)]);
    const results = await Promise.all([calls.apply(student, course(2)), calls.apply(student, course(2))]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(results.map((res) => res.json().id)).size).toBe(1);
    expect(await applicationRows(student.id)).toHaveLength(1);
  });

  it('uses the latest enrollment when none is sent', async () => {
    const student = await createReadyStudent(t.app, state, [course(0), course(1)]);
    const [later] = await t.app.db
      .insert(enrollments)
      .values({ studentId: student.id })
      .returning({ id: enrollments.id });
    expect((await calls.apply(student, course(0), null)).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/application',
      headers: student.headers,
      payload: { courseId: course(1) },
    });
    expect(res.statusCode).toBe(201);
    const rows = await applicationRows(student.id);
    expect(rows.map((row) => row.enrollmentId)).toEqual([later?.id, later?.id]);
  });

  it('accepts an older enrollment of the student itself', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    await t.app.db.insert(enrollments).values({ studentId: student.id });
    expect((await calls.apply(student, course(0), student.enrollmentId)).statusCode).toBe(201);
    const [row] = await applicationRows(student.id);
    expect(row?.enrollmentId).toBe(student.enrollmentId);
  });
});

describe('POST /api/application: refusals', () => {
  const expectRefused = async (
    res: Awaited<ReturnType<TApplicationCalls['apply']>>,
    httpStatus: number,
    status: string,
    debugMessage: string,
  ) => {
    expect(res.statusCode).toBe(httpStatus);
    expect(res.json()).toMatchObject({ status, debugMessage });
  };

  it('answers 402 until the platform fee is paid in full, and applies nothing', async () => {
    const student = await createSignedInUser(t.app);
    await state.shortlist(student, course(0), 'EXPERT_CHOICE');
    const unpaid = await calls.apply(student, course(0));
    await expectRefused(unpaid, 402, 'PAYMENT_REQUIRED', APPLICATION_MESSAGES.paymentRequired);
    expect(APPLICATION_MESSAGES.paymentRequired).toBe('Pay the platform fee before applying.');
    await state.payFee(student.id, PLATFORM_FEE.amount);
    const partly = await calls.apply(student, course(0));
    await expectRefused(partly, 402, 'PAYMENT_REQUIRED', APPLICATION_MESSAGES.paymentRequired);
    expect(await applicationRows(student.id)).toHaveLength(0);
    expect(await state.shortlistStatus(student.id, course(0))).toBe('EXPERT_CHOICE');
  });

  it('refuses a course that is not in the shortlist, or was removed from it', async () => {
    const student = await createSignedInUser(t.app);
    await state.payFee(student.id);
    await state.completeCounselling(student.id);
    await state.shortlist(student, course(1), 'STUDENT_CHOICE', true);
    const missing = await calls.apply(student, course(0));
    await expectRefused(missing, 409, 'CONFLICT', APPLICATION_MESSAGES.courseNotShortlisted);
    const removed = await calls.apply(student, course(1));
    await expectRefused(removed, 409, 'CONFLICT', APPLICATION_MESSAGES.courseNotShortlisted);
    expect(await applicationRows(student.id)).toHaveLength(0);
  });

  it('refuses a STUDENT_CHOICE course before counselling is completed (a booked session is not enough)', async () => {
    const student = await createSignedInUser(t.app);
    await state.payFee(student.id);
    await state.shortlist(student, course(0), 'STUDENT_CHOICE');
    const before = await calls.apply(student, course(0));
    await expectRefused(before, 409, 'CONFLICT', APPLICATION_MESSAGES.counsellingRequired);
    await state.bookCounselling(student.id);
    const booked = await calls.apply(student, course(0));
    await expectRefused(booked, 409, 'CONFLICT', APPLICATION_MESSAGES.counsellingRequired);
    expect(await state.shortlistStatus(student.id, course(0))).toBe('STUDENT_CHOICE');
    expect(await applicationRows(student.id)).toHaveLength(0);
  });

  it('never applies to a NOT_ELIGIBLE course, even after counselling', async () => {
    const student = await createSignedInUser(t.app);
    await state.payFee(student.id);
    await state.completeCounselling(student.id);
    await state.shortlist(student, course(0), 'NOT_ELIGIBLE');
    const res = await calls.apply(student, course(0));
    await expectRefused(res, 409, 'CONFLICT', 'You are not eligible in this course.');
    expect(await state.shortlistStatus(student.id, course(0))).toBe('NOT_ELIGIBLE');
    expect(await applicationRows(student.id)).toHaveLength(0);
  });

  it('refuses event users (§6), whatever else is in order', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    await state.makeEventUser(student.id);
    const res = await calls.apply(student, course(0));
    await expectRefused(res, 403, 'FORBIDDEN', APPLICATION_MESSAGES.eventUserCannotApply);
    expect(await applicationRows(student.id)).toHaveLength(0);
  });

  it("refuses another student's enrollment with 403", async () => {
    const other = await createSignedInUser(t.app);
    const student = await createReadyStudent(t.app, state, [course(0)]);
    const res = await calls.apply(student, course(0), other.enrollmentId);
    await expectRefused(res, 403, 'FORBIDDEN', APPLICATION_MESSAGES.enrollmentNotOwned);
    const unknown = await calls.apply(student, course(0), 2_000_000_000);
    await expectRefused(unknown, 403, 'FORBIDDEN', APPLICATION_MESSAGES.enrollmentNotOwned);
    expect(await applicationRows(student.id)).toHaveLength(0);
  });

  it.each(['COUNSELLOR', 'ADMIN'] as const)(
    'refuses staff (%s) with 403: only students apply',
    async (role) => {
      const staff = await createSignedInUser(t.app, role);
      const res = await calls.apply(staff, course(0), null);
      await expectRefused(res, 403, 'FORBIDDEN', APPLICATION_MESSAGES.onlyStudentsApply);
    },
  );

  it('answers 404 for an unknown course', async () => {
    const student = await createReadyStudent(t.app, state, []);
    const res = await calls.apply(student, 2_000_000_000);
    await expectRefused(res, 404, 'NOT_FOUND', APPLICATION_MESSAGES.courseNotFound);
  });

  it.each([
    ['no courseId', { enrollmentId: null }],
    ['a text courseId', { courseId: 'abc' }],
    ['a courseId beyond an integer', { courseId: 3_000_000_000 }],
    ['a zero courseId', { courseId: 0 }],
    ['an unknown key', { courseId: 1, studentId: 2 }],
  ])('answers 400 for %s', async (_, payload) => {
    const student = await createReadyStudent(t.app, state, []);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/application',
      headers: student.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/application',
      payload: { courseId: course(0) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('leaves the shortlist entry APPLIED only for the course applied to', async () => {
    const student = await createReadyStudent(t.app, state, [course(0), course(1)]);
    await calls.applyOk(student, course(0));
    expect(await state.shortlistStatus(student.id, course(1))).toBe('EXPERT_CHOICE');
    const [row] = await t.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.studentId, student.id), eq(applications.courseId, course(1))));
    expect(row).toBeUndefined();
  });

  it('creates nothing when the shortlist entry changed between the checks and the insert', async () => {
    // The race the guarded update covers: the entry was marked NOT_ELIGIBLE after the service checked.
    const student = await createReadyStudent(t.app, state, []);
    await state.shortlist(student, course(3), 'NOT_ELIGIBLE');
    const result = await insertApplication(t.app.db, {
      studentId: student.id,
      courseId: course(3),
      enrollmentId: student.enrollmentId,
    });
    expect(result).toEqual({ entryGone: true });
    expect(await applicationRows(student.id)).toHaveLength(0);
  });
});
