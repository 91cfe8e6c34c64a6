import {
  PLATFORM_FEE,
  QUEUE_LIST_MAX,
  QUEUE_MESSAGES,
  type TStaffQueue,
  ZStaffQueue,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshStudentStage } from '../../src/modules/students/index.ts';
import { applications, payments, storedFiles, studentDocuments, users } from '../../src/schema/index.ts';
import { setIndiaTime } from '../counselling/counselling-calls.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertApplication, insertBooking, insertDocument } from './fixtures.ts';

/**
 * GET /api/staff/queue. Every test works with the students of a counsellor of its own and asks with
 * mine=true, so what other tests wrote never shows; one test checks that mine=false shows them all.
 */
const t = useTestApp();
let courseIds: number[] = [];

async function counsellorWithStudents(
  count: number,
): Promise<{ counsellor: TSignedIn; students: TSignedIn[] }> {
  const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  const students: TSignedIn[] = [];
  for (let i = 0; i < count; i++) {
    const student = await createSignedInUser(t.app);
    await t.app.db
      .update(users)
      .set({ name: `Queue student ${i}`, assignedCounsellorId: counsellor.id })
      .where(eq(users.id, student.id));
    students.push(student);
  }
  return { counsellor, students };
}

const queue = async (who: TSignedIn, mine = true, sessionDate?: string): Promise<TStaffQueue> => {
  const day = sessionDate ? `&sessionDate=${sessionDate}` : '';
  const res = await call(t.app, who, 'GET', `/api/staff/queue?mine=${mine}${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffQueue.parse(res.json());
};
const referenceOf = async (id: number) =>
  (await t.app.db.select().from(users).where(eq(users.id, id)))[0]?.referenceId;

beforeAll(async () => {
  courseIds = await insertCourses(t.app, QUEUE_LIST_MAX + 2);
});

describe('GET /api/staff/queue: sessions of the week ahead (7 India days), or of one date', () => {
  let counsellor: TSignedIn;
  const booking: Record<string, number> = {};

  beforeAll(async () => {
    const made = await counsellorWithStudents(8);
    counsellor = made.counsellor;
    const plan = [
      ['yesterday', '2030-06-09', '10:00', 'BOOKED'],
      ['today late, held', '2030-06-10', '16:00', 'COMPLETED'],
      ['today early', '2030-06-10', '10:00', 'BOOKED'],
      ['today, cancelled', '2030-06-10', '12:00', 'CANCELLED'],
      ['tomorrow', '2030-06-11', '11:00', 'BOOKED'],
      ['in four days', '2030-06-14', '10:00', 'BOOKED'],
      ['day 7', '2030-06-16', '10:00', 'BOOKED'],
      ['day 8', '2030-06-17', '10:00', 'BOOKED'],
    ] as const;
    for (const [i, [name, date, time, status]] of plan.entries())
      booking[name] = (await insertBooking(t.app, made.students[i]?.id as number, status, { date, time })).id;
  });

  it('at 23:59 in India: that day and the six after, booked or held, by date and time', async () => {
    setIndiaTime(t, '2030-06-10T23:59');
    const { sessions } = await queue(counsellor);
    expect(sessions.map((s) => s.bookingId)).toEqual([
      booking['today early'],
      booking['today late, held'],
      booking.tomorrow,
      booking['in four days'],
      booking['day 7'],
    ]);
    const [first] = sessions;
    expect(first).toEqual({
      studentId: first?.studentId,
      studentName: expect.stringMatching(/^Queue student \d$/),
      referenceId: await referenceOf(first?.studentId as number),
      bookingId: booking['today early'],
      date: '2030-06-10',
      time: '10:00',
      topics: ['Courses'],
      status: 'BOOKED',
    });
    expect(sessions[1]?.status).toBe('COMPLETED');
  });

  it('two minutes later it is the next day in India (18:31 UTC): the week moves on by a day', async () => {
    setIndiaTime(t, '2030-06-11T00:01');
    expect((await queue(counsellor)).sessions.map((s) => s.bookingId)).toEqual([
      booking.tomorrow,
      booking['in four days'],
      booking['day 7'],
      booking['day 8'],
    ]);
  });

  it('sessionDate narrows the list to that India date, any day', async () => {
    setIndiaTime(t, '2030-06-10T12:00');
    const day = async (date: string) =>
      (await queue(counsellor, true, date)).sessions.map((s) => s.bookingId);
    expect(await day('2030-06-14')).toEqual([booking['in four days']]);
    expect(await day('2030-06-17')).toEqual([booking['day 8']]);
    expect(await day('2030-06-09')).toEqual([booking.yesterday]);
    expect(await day('2030-06-13')).toEqual([]);
  });

  it('refuses a sessionDate that is not a YYYY-MM-DD date with 400 and the contract’s message', async () => {
    for (const bad of ['2030-02-30', '14-06-2030', 'tomorrow']) {
      const res = await call(t.app, counsellor, 'GET', `/api/staff/queue?sessionDate=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().debugMessage).toBe(QUEUE_MESSAGES.invalidSessionDate);
    }
  });

  it('mine=false shows every counsellor’s sessions; another counsellor’s mine shows none of these', async () => {
    setIndiaTime(t, '2030-06-10T12:00');
    const other = await createSignedInUser(t.app, 'ADMIN');
    const all = (await queue(other, false)).sessions.map((s) => s.bookingId);
    expect(all).toEqual(expect.arrayContaining([booking['today early'], booking.tomorrow]));
    expect((await queue(other, true)).sessions).toEqual([]);
  });
});

describe('GET /api/staff/queue: documents to review', () => {
  it('lists UPLOADED documents only, the oldest upload of the current version first', async () => {
    const { counsellor, students } = await counsellorWithStudents(2);
    const [a, b] = students as [TSignedIn, TSignedIn];
    const uploaded = async (student: TSignedIn, type: string, status: string, uploadedAt: string) => {
      const row = await insertDocument(t.app, student, { type, name: `${type} file`, status });
      await t.app.db
        .update(storedFiles)
        .set({ createdAt: new Date(uploadedAt) })
        .where(eq(storedFiles.id, row.currentFileId));
      // updated_at says nothing about the upload (a remark changes it): set it the other way round.
      await t.app.db
        .update(studentDocuments)
        .set({
          updatedAt: new Date(
            Date.parse(uploadedAt) > Date.parse('2030-02-01') ? '2030-01-01' : '2030-12-01',
          ),
        })
        .where(eq(studentDocuments.id, row.id));
      return row.id;
    };
    const newer = await uploaded(a, 'PASSPORT', 'UPLOADED', '2030-03-01T10:00:00Z');
    const older = await uploaded(b, 'RESUME', 'UPLOADED', '2030-01-15T10:00:00Z');
    await uploaded(a, 'IELTS', 'ACCEPTED', '2029-01-01T10:00:00Z');
    await uploaded(b, 'SOP', 'REJECTED', '2029-01-01T10:00:00Z');
    await uploaded(a, 'GRE', 'EXEMPTED', '2029-01-01T10:00:00Z');
    const { documentsToReview } = await queue(counsellor);
    expect(documentsToReview.total).toBe(2);
    expect(documentsToReview.items.map((d) => d.documentId)).toEqual([older, newer]);
    expect(documentsToReview.items[0]).toEqual({
      studentId: b.id,
      studentName: 'Queue student 1',
      referenceId: await referenceOf(b.id),
      documentId: older,
      type: 'RESUME',
      name: 'RESUME file',
      uploadedAt: '2030-01-15T10:00:00.000Z',
    });
  });
});

describe('GET /api/staff/queue: counselled, not paid', () => {
  it('lists students with a held session and the fee not paid in full, with what they paid', async () => {
    const { counsellor, students } = await counsellorWithStudents(4);
    const [partly, nothing, paid, booked] = students as TSignedIn[] as [
      TSignedIn,
      TSignedIn,
      TSignedIn,
      TSignedIn,
    ];
    for (const student of [partly, nothing, paid]) await insertBooking(t.app, student.id, 'COMPLETED');
    await insertBooking(t.app, booked.id, 'BOOKED');
    await t.app.db.insert(payments).values({ studentId: partly.id, amount: 1000, recordedBy: counsellor.id });
    await t.app.db
      .insert(payments)
      .values({ studentId: paid.id, amount: PLATFORM_FEE.total, recordedBy: counsellor.id });
    // The rows above were written straight into the tables; the services keep the stage themselves.
    for (const student of [nothing, partly, paid, booked]) await refreshStudentStage(t.app.db, student.id);

    const { counselledNotPaid } = await queue(counsellor);
    expect(counselledNotPaid.total).toBe(2);
    // Most recent activity first: partly was refreshed after nothing.
    expect(counselledNotPaid.items).toEqual([
      {
        studentId: partly.id,
        studentName: 'Queue student 0',
        referenceId: await referenceOf(partly.id),
        counselledAt: '2030-01-15T05:30:00.000Z',
        paidAmount: 1000,
        outstanding: PLATFORM_FEE.total - 1000,
      },
      expect.objectContaining({ studentId: nothing.id, paidAmount: 0, outstanding: PLATFORM_FEE.total }),
    ]);
  });

  it('says whether anyone was counselled: an empty list means "all paid" only then', async () => {
    const { counsellor, students } = await counsellorWithStudents(2);
    const [paid, booked] = students as [TSignedIn, TSignedIn];
    await insertBooking(t.app, booked.id, 'BOOKED');
    await refreshStudentStage(t.app.db, booked.id);
    expect(await queue(counsellor)).toMatchObject({
      counselledNotPaid: { items: [], total: 0 },
      isAnyoneCounselled: false,
    });
    await insertBooking(t.app, paid.id, 'COMPLETED');
    await t.app.db
      .insert(payments)
      .values({ studentId: paid.id, amount: PLATFORM_FEE.total, recordedBy: counsellor.id });
    await refreshStudentStage(t.app.db, paid.id);
    expect(await queue(counsellor)).toMatchObject({
      counselledNotPaid: { items: [], total: 0 },
      isAnyoneCounselled: true,
    });
  });
});

describe('GET /api/staff/queue: applications waiting on staff', () => {
  it('lists APPLIED, UNDER_REVIEW and CONDITIONAL_OFFER_RECEIVED, the longest unchanged first', async () => {
    const { counsellor, students } = await counsellorWithStudents(1);
    const student = students[0] as TSignedIn;
    const statuses = [
      'UNDER_REVIEW',
      'APPLIED',
      'CONDITIONAL_OFFER_RECEIVED',
      'UNCONDITIONAL_OFFER_RECEIVED',
      'REJECTED',
      'WITHDRAWN',
    ];
    const made: number[] = [];
    for (const [i, status] of statuses.entries()) {
      const row = await insertApplication(t.app, student, courseIds[i] as number, status);
      await t.app.db
        .update(applications)
        .set({ updatedAt: new Date(Date.UTC(2030, 0, 10 - i)) })
        .where(eq(applications.id, row.id));
      made.push(row.id);
    }
    const { applicationsWaiting } = await queue(counsellor);
    expect(applicationsWaiting.total).toBe(3);
    expect(applicationsWaiting.items.map((a) => a.applicationId)).toEqual([made[2], made[1], made[0]]);
    expect(applicationsWaiting.items[0]).toEqual({
      studentId: student.id,
      studentName: 'Queue student 0',
      referenceId: await referenceOf(student.id),
      applicationId: made[2],
      courseName: 'MSc Test Course 3',
      universityName: 'Test University',
      status: 'CONDITIONAL_OFFER_RECEIVED',
      updatedAt: '2030-01-08T00:00:00.000Z',
    });
  });

  it(`shows at most ${QUEUE_LIST_MAX} items, the oldest, and counts them all`, async () => {
    const { counsellor, students } = await counsellorWithStudents(1);
    const student = students[0] as TSignedIn;
    const made: number[] = [];
    for (const [i, courseId] of courseIds.entries()) {
      const row = await insertApplication(t.app, student, courseId, i % 2 ? 'APPLIED' : 'UNDER_REVIEW');
      await t.app.db
        .update(applications)
        .set({ updatedAt: new Date(Date.UTC(2030, 0, 1, 0, i)) })
        .where(eq(applications.id, row.id));
      made.push(row.id);
    }
    const { applicationsWaiting } = await queue(counsellor);
    expect(applicationsWaiting.total).toBe(QUEUE_LIST_MAX + 2);
    expect(applicationsWaiting.items.map((a) => a.applicationId)).toEqual(made.slice(0, QUEUE_LIST_MAX));
  });
});

describe('GET /api/staff/queue: input', () => {
  it('refuses mine=maybe with 400 and the contract’s message', async () => {
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const res = await call(t.app, staff, 'GET', '/api/staff/queue?mine=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('mine must be true or false');
  });

  it('answers empty lists for a counsellor with no students', async () => {
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const empty = { items: [], total: 0 };
    expect(await queue(staff)).toEqual({
      sessions: [],
      documentsToReview: empty,
      counselledNotPaid: empty,
      applicationsWaiting: empty,
      unansweredMessages: empty,
      // Nobody counselled yet: the console must not say "Everyone counselled has paid."
      isAnyoneCounselled: false,
    });
  });
});
