import { PLATFORM_FEE, STAFF_MESSAGES, ZStaffStudentDetail } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshStudentStage } from '../../src/modules/students/index.ts';
import { counsellingBookings, users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertApplication, insertBooking, insertDocument, insertPaymentRow } from './fixtures.ts';

const t = useTestApp();
let staff: TSignedIn;
let courseIds: number[];
const course = (i: number) => courseIds[i] as number;

const detail = (studentId: number | string) => call(t.app, staff, 'GET', `/api/staff/students/${studentId}`);

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'ADMIN');
  courseIds = await insertCourses(t.app, 3);
});

describe('GET /api/staff/students/{studentId}', () => {
  it('answers everything about a student', async () => {
    const student = await createSignedInUser(t.app);
    const steps = [
      await call(t.app, student, 'PUT', '/api/student-profiles', {
        fullName: 'Meera Iyer',
        nationality: 'Indian',
      }),
      await call(t.app, student, 'POST', '/shortlist/add', { courseId: course(0) }),
      await call(t.app, student, 'POST', '/shortlist/add', { courseId: course(1) }),
    ];
    for (const step of steps) expect(step.statusCode, step.body).toBeLessThan(300);
    const passport = await insertDocument(t.app, student, { type: 'PASSPORT', name: 'My passport' });
    const cv = await insertDocument(t.app, student, {
      type: 'RESUME',
      name: 'CV',
      status: 'REJECTED',
      remarks: 'Please sign it',
    });
    await insertBooking(t.app, student.id, 'COMPLETED', { createdAt: new Date('2030-01-01T00:00:00Z') });
    const booked = await insertBooking(t.app, student.id, 'BOOKED', {
      date: '2030-02-01',
      time: '11:00',
      createdAt: new Date('2030-01-20T00:00:00Z'),
    });
    await insertPaymentRow(t.app, student.id, PLATFORM_FEE.amount, staff.id);
    const application = await insertApplication(t.app, student, course(1), 'CONDITIONAL_OFFER_RECEIVED');
    const reason = 'Needs a first-class degree.';
    const marked = await call(
      t.app,
      staff,
      'PUT',
      `/api/staff/students/${student.id}/shortlist/${course(0)}`,
      {
        status: 'NOT_ELIGIBLE',
        reason,
      },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    // The rows above were written straight into the tables; the services would have kept the stage.
    await refreshStudentStage(t.app.db, student.id);
    await t.app.db.update(users).set({ assignedCounsellorId: staff.id }).where(eq(users.id, student.id));

    const res = await detail(student.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZStaffStudentDetail.parse(res.json());
    const [account] = await t.app.db.select().from(users).where(eq(users.id, student.id));
    expect(body.account).toEqual({
      id: student.id,
      name: 'Meera Iyer',
      mobileNumber: student.mobileNumber,
      referenceId: account?.referenceId,
      isEvent: false,
      eventId: null,
      enrollmentId: student.enrollmentId,
      createdAt: account?.createdAt.toISOString(),
      stage: 'CONDITIONAL_OFFER',
      assignedCounsellor: { id: staff.id, name: 'Test ADMIN', isDisabled: false },
      lastActivityAt: account?.lastActivityAt.toISOString(),
    });
    const ownProfile = await call(t.app, student, 'GET', '/api/student-profiles');
    expect(body.profile).toEqual(ownProfile.json());
    expect(body.documents).toEqual([
      {
        id: passport.id,
        name: 'My passport',
        type: 'PASSPORT',
        status: 'UPLOADED',
        remarks: '',
        updatedAt: passport.updatedAt.toISOString(),
      },
      {
        id: cv.id,
        name: 'CV',
        type: 'RESUME',
        status: 'REJECTED',
        remarks: 'Please sign it',
        updatedAt: cv.updatedAt.toISOString(),
      },
    ]);
    // The student's own list, plus the reason only staff see.
    const own = (await call(t.app, student, 'GET', '/shortlist')).json() as { courseId: number }[];
    expect(body.shortlist).toEqual(
      own.map((item) => ({ ...item, statusReason: item.courseId === course(0) ? reason : '' })),
    );
    expect(body.shortlist.map((item) => item.courseId).sort()).toEqual([course(0), course(1)].sort());
    expect(body.counselling).toMatchObject({
      id: booked.id,
      date: '2030-02-01',
      time: '11:00',
      status: 'BOOKED',
      completedAt: null,
      completionNote: '',
    });
    expect(body.isCounsellingCompleted).toBe(true);
    expect(body.payment).toMatchObject({
      amount: 4200,
      gst: 756,
      total: 4956,
      totalPaid: 4200,
      outstanding: 756,
      isPaid: false,
      payments: [{ amount: 4200, recordedBy: staff.id }],
    });
    expect(body.applications).toEqual([
      {
        id: application.id,
        courseId: course(1),
        courseName: 'MSc Test Course 2',
        universityName: 'Test University',
        status: 'CONDITIONAL_OFFER_RECEIVED',
        step: 3,
        // No letter uploaded yet: the console offers to upload it, not to replace it.
        hasConditionalOfferLetter: false,
        hasUnconditionalOfferLetter: false,
        createdAt: application.createdAt.toISOString(),
        updatedAt: application.updatedAt.toISOString(),
      },
    ]);
  });

  it("shows the completed session's note", async () => {
    const student = await createSignedInUser(t.app);
    const held = await insertBooking(t.app, student.id, 'COMPLETED');
    await t.app.db
      .update(counsellingBookings)
      .set({ completionNote: 'Prefers Manchester.' })
      .where(eq(counsellingBookings.id, held.id));
    const body = ZStaffStudentDetail.parse((await detail(student.id)).json());
    expect(body.counselling).toMatchObject({
      id: held.id,
      status: 'COMPLETED',
      completionNote: 'Prefers Manchester.',
    });
  });

  it('answers empty parts for a student who has done nothing yet', async () => {
    const student = await createSignedInUser(t.app);
    const body = ZStaffStudentDetail.parse((await detail(student.id)).json());
    expect(body).toMatchObject({
      documents: [],
      shortlist: [],
      counselling: null,
      isCounsellingCompleted: false,
      payment: { totalPaid: 0, outstanding: PLATFORM_FEE.total, isPaid: false, payments: [] },
      applications: [],
    });
    expect(body.profile.phoneNumber).toBe(student.mobileNumber);
  });

  it('shows each application status at its step of the four-step bar', async () => {
    const student = await createSignedInUser(t.app);
    await insertApplication(t.app, student, course(0), 'APPLIED');
    await insertApplication(t.app, student, course(1), 'UNCONDITIONAL_OFFER_RECEIVED');
    const body = ZStaffStudentDetail.parse((await detail(student.id)).json());
    const steps = Object.fromEntries(body.applications.map((a) => [a.status, a.step]));
    expect(steps).toEqual({ APPLIED: 2, UNCONDITIONAL_OFFER_RECEIVED: 4 });
  });

  it.each([
    { who: 'an unknown id', id: () => 999_999 },
    { who: 'a staff account', id: () => staff.id },
  ])('answers 404 for $who', async ({ id }) => {
    const res = await detail(id());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: STAFF_MESSAGES.studentNotFound });
  });

  it.each(['abc', '0', '-1', '99999999999'])('answers 400 for the id %s', async (id) => {
    expect((await detail(id)).statusCode).toBe(400);
  });
});
