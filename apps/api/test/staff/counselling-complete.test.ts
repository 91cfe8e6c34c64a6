import {
  SHORTLIST_MESSAGES,
  STAFF_AUDIT_ACTIONS,
  STAFF_MESSAGES,
  STAFF_NOTE_MAX_LENGTH,
  STAFF_REASON_MESSAGES,
  ZStaffStudentDetail,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, counsellingBookings } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertBooking } from './fixtures.ts';

const t = useTestApp();
let staff: TSignedIn;

const complete = (studentId: number, body?: object) =>
  call(t.app, staff, 'POST', `/api/staff/students/${studentId}/counselling/complete`, body);
const bookingRow = async (bookingId: number) =>
  (await t.app.db.select().from(counsellingBookings).where(eq(counsellingBookings.id, bookingId)))[0];
const auditOf = (studentId: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.studentId, studentId));

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
});

describe('POST /api/staff/students/{studentId}/counselling/complete', () => {
  it('marks the booked session completed at the current time and audits it', async () => {
    const student = await createSignedInUser(t.app);
    const booking = await insertBooking(t.app, student.id, 'BOOKED', { date: '2030-03-04', time: '15:30' });
    t.clock.offsetMs = 3 * 24 * 60 * 60 * 1000;
    const expectedAt = t.clock.now();
    const res = await complete(student.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: booking.id,
      date: '2030-03-04',
      time: '15:30',
      status: 'COMPLETED',
      completionNote: '',
    });
    expect(Math.abs(new Date(body.completedAt).getTime() - expectedAt.getTime())).toBeLessThan(5_000);
    const [row] = await t.app.db
      .select()
      .from(counsellingBookings)
      .where(eq(counsellingBookings.id, booking.id));
    expect(row?.status).toBe('COMPLETED');
    expect(row?.completedAt?.toISOString()).toBe(body.completedAt);
    expect(await auditOf(student.id)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        actorRole: 'COUNSELLOR',
        action: STAFF_AUDIT_ACTIONS.counsellingCompleted,
        entityType: 'COUNSELLING_BOOKING',
        entityId: booking.id,
        before: { status: 'BOOKED', date: '2030-03-04', time: '15:30' },
        after: { status: 'COMPLETED', completedAt: body.completedAt, note: '' },
      }),
    ]);
  });

  it("keeps the counsellor's note (trimmed), answers it, shows it on the student page and audits it", async () => {
    const student = await createSignedInUser(t.app);
    const booking = await insertBooking(t.app, student.id, 'BOOKED');
    const note = 'Wants a UK MSc in data science.\nIELTS booked for March.';
    const res = await complete(student.id, { note: `  ${note}\n ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: booking.id, status: 'COMPLETED', completionNote: note });
    expect((await bookingRow(booking.id))?.completionNote).toBe(note);
    const detail = ZStaffStudentDetail.parse(
      (await call(t.app, staff, 'GET', `/api/staff/students/${student.id}`)).json(),
    );
    expect(detail.counselling).toMatchObject({ id: booking.id, completionNote: note });
    const [entry] = await auditOf(student.id);
    expect(entry?.after).toMatchObject({ status: 'COMPLETED', note });
  });

  it('accepts an empty body object and a request with no body and no content type', async () => {
    const withEmptyObject = await createSignedInUser(t.app);
    await insertBooking(t.app, withEmptyObject.id, 'BOOKED');
    const first = await complete(withEmptyObject.id, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().completionNote).toBe('');

    const withNothing = await createSignedInUser(t.app);
    await insertBooking(t.app, withNothing.id, 'BOOKED');
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/staff/students/${withNothing.id}/counselling/complete`,
      headers: staff.headers,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().completionNote).toBe('');
  });

  it.each([
    {
      why: 'a note that is too long',
      body: { note: 'x'.repeat(STAFF_NOTE_MAX_LENGTH + 1) },
      says: STAFF_REASON_MESSAGES.noteTooLong,
    },
    {
      why: 'a note with control characters',
      body: { note: 'ok\u0007' },
      says: STAFF_REASON_MESSAGES.textUnsafe,
    },
    { why: 'a note that is not text', body: { note: 42 }, says: undefined },
    { why: 'an unknown key', body: { note: 'ok', status: 'CANCELLED' }, says: undefined },
  ])('answers 400 for $why, and completes and audits nothing', async ({ body, says }) => {
    const student = await createSignedInUser(t.app);
    const booking = await insertBooking(t.app, student.id, 'BOOKED');
    const res = await complete(student.id, body);
    expect(res.statusCode).toBe(400);
    if (says) expect(res.json().debugMessage).toBe(says);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'BOOKED',
      completedAt: null,
      completionNote: '',
    });
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('never shows the note to the student', async () => {
    const student = await createSignedInUser(t.app);
    await insertBooking(t.app, student.id, 'BOOKED');
    expect((await complete(student.id, { note: 'Family budget is tight.' })).statusCode).toBe(200);
    const own = await call(t.app, student, 'GET', '/api/counselling/booking');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).not.toContain('budget');
    expect(own.body).not.toContain('completionNote');
  });

  it('unlocks what completed counselling unlocks: the student can no longer remove shortlisted courses', async () => {
    const student = await createSignedInUser(t.app);
    const [courseId] = await insertCourses(t.app, 1);
    await call(t.app, student, 'POST', '/shortlist/add', { courseId });
    await insertBooking(t.app, student.id, 'BOOKED');
    expect((await complete(student.id)).statusCode).toBe(200);
    const removal = await call(t.app, student, 'DELETE', `/shortlist/delete?courseId=${courseId}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().debugMessage).toBe(SHORTLIST_MESSAGES.counsellingCompleted);
  });

  it('completes the new booking of a student who rebooked after an earlier session', async () => {
    const student = await createSignedInUser(t.app);
    const earlier = await insertBooking(t.app, student.id, 'COMPLETED');
    const rebooked = await insertBooking(t.app, student.id, 'BOOKED', { date: '2030-05-05' });
    const res = await complete(student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(rebooked.id);
    const [row] = await t.app.db
      .select()
      .from(counsellingBookings)
      .where(eq(counsellingBookings.id, earlier.id));
    expect(row?.completedAt).toEqual(earlier.completedAt);
  });

  it.each([
    { state: 'no booking at all', setUp: async (_id: number) => {}, says: STAFF_MESSAGES.noBookedSession },
    {
      state: 'only a cancelled booking',
      setUp: async (id: number) => void (await insertBooking(t.app, id, 'CANCELLED')),
      says: STAFF_MESSAGES.noBookedSession,
    },
    {
      state: 'a completed session and nothing booked',
      setUp: async (id: number) => void (await insertBooking(t.app, id, 'COMPLETED')),
      says: STAFF_MESSAGES.counsellingAlreadyCompleted,
    },
  ])('answers 409 for a student with $state, and changes and audits nothing', async ({ setUp, says }) => {
    const student = await createSignedInUser(t.app);
    await setUp(student.id);
    const before = await t.app.db
      .select()
      .from(counsellingBookings)
      .where(eq(counsellingBookings.studentId, student.id));
    const res = await complete(student.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'CONFLICT', debugMessage: says });
    expect(
      await t.app.db.select().from(counsellingBookings).where(eq(counsellingBookings.studentId, student.id)),
    ).toEqual(before);
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('answers 409 when the same session is completed twice', async () => {
    const student = await createSignedInUser(t.app);
    await insertBooking(t.app, student.id, 'BOOKED');
    expect((await complete(student.id)).statusCode).toBe(200);
    const again = await complete(student.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().debugMessage).toBe(STAFF_MESSAGES.counsellingAlreadyCompleted);
    expect(await auditOf(student.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown student or a staff account', async () => {
    for (const id of [999_999, staff.id]) {
      const res = await complete(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_MESSAGES.studentNotFound);
    }
  });
});
