import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookCall,
  cancelCall,
  MONDAY,
  rescheduleCall,
  setIndiaTime,
} from '../../counselling/counselling-calls.ts';
import { createSignedInUser } from '../../helpers/students.ts';
import { type TTestApp, useTestApp } from '../../helpers/test-app.ts';
import { activeAdminIds, assign, assignedStudent, noticesOf } from './notices.ts';

const t: TTestApp = useTestApp({
  notify: { mailFrom: 'Portal <no-reply@example.test>', publicUrl: 'http://portal.test', pollSeconds: 0.5 },
});
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
const at915 = () => setIndiaTime(t, `${MONDAY}T09:15`);

type TJobRow = { id: string; state: string; start_after: Date; data: { hoursBefore: number } };

async function remindersOf(bookingId: number): Promise<TJobRow[]> {
  const { rows } = (await t.database.query(
    "select id, state, start_after, data from pgboss.job where name = 'session-reminder' and (data->>'bookingId')::int = $1 order by start_after",
    [bookingId],
  )) as { rows: TJobRow[] };
  return rows;
}

const utc = (row: TJobRow) => new Date(row.start_after).toISOString();

async function waitForNotice(recipientId: number, kind: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await noticesOf(t, recipientId)).filter((notice) => notice.kind === kind);
    if (found.length > 0 || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('counselling notifications', () => {
  it('tells the student and their counsellor of a booking, once, and schedules two reminders', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    at915();
    const res = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '14:30',
      topics: ['COURSE_SELECTION'],
    });
    expect(res.statusCode).toBe(201);
    const bookingId = res.json().id;
    const session = { bookingId, date: TUESDAY, time: '14:30' };
    expect(await noticesOf(t, student.id)).toEqual([
      {
        kind: 'SESSION_BOOKED',
        params: session,
        target: { screen: 'COUNSELLING' },
        dedupeKey: `session-booked:${bookingId}`,
      },
    ]);
    expect(await noticesOf(t, counsellor.id)).toEqual([
      {
        kind: 'STAFF_SESSION_CHANGED',
        params: { ...session, studentId: student.id, studentName: expect.any(String), change: 'BOOKED' },
        target: { screen: 'STAFF_STUDENT', studentId: student.id, section: 'sessions' },
        dedupeKey: `session-booked:${bookingId}:staff:${counsellor.id}`,
      },
    ]);
    // 24 h and 1 h before 14:30 India time (09:00 UTC) on Tuesday.
    const jobs = await remindersOf(bookingId);
    expect(jobs.map((job) => [job.data.hoursBefore, job.state, utc(job)])).toEqual([
      [24, 'created', `${MONDAY}T09:00:00.000Z`],
      [1, 'created', `${TUESDAY}T08:00:00.000Z`],
    ]);

    // The same booking asked again is refused (409) and tells nobody anything more.
    const again = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '14:30',
      topics: ['COURSE_SELECTION'],
    });
    expect(again.statusCode).toBe(409);
    expect(await noticesOf(t, student.id)).toHaveLength(1);
    expect(await noticesOf(t, counsellor.id)).toHaveLength(1);
    expect(await remindersOf(bookingId)).toHaveLength(2);
  });

  it('leaves out a reminder whose time has passed', async () => {
    const { student } = await assignedStudent(t.app);
    at915();
    const res = await bookCall(t, student.headers, {
      date: MONDAY,
      time: '11:00',
      topics: ['COURSE_SELECTION'],
    });
    expect(res.statusCode).toBe(201);
    const jobs = await remindersOf(res.json().id);
    expect(jobs.map((job) => [job.data.hoursBefore, utc(job)])).toEqual([[1, `${MONDAY}T04:30:00.000Z`]]);
  });

  it('a refused booking (400) tells nobody and schedules nothing', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    at915();
    const res = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '14:45',
      topics: ['COURSE_SELECTION'],
    });
    expect(res.statusCode).toBe(400);
    expect(await noticesOf(t, student.id)).toEqual([]);
    expect(await noticesOf(t, counsellor.id)).toEqual([]);
  });

  it('moves the reminders with a rescheduled session and tells both sides', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    at915();
    const first = (
      await bookCall(t, student.headers, { date: TUESDAY, time: '14:30', topics: ['COURSE_SELECTION'] })
    ).json();
    const moved = await rescheduleCall(t, student.headers, {
      date: WEDNESDAY,
      time: '10:00',
      topics: ['COURSE_SELECTION'],
    });
    expect(moved.statusCode).toBe(200);
    const second = moved.json();
    expect((await remindersOf(first.id)).map((job) => job.state)).toEqual(['cancelled', 'cancelled']);
    expect((await remindersOf(second.id)).map((job) => [job.state, utc(job)])).toEqual([
      ['created', `${TUESDAY}T04:30:00.000Z`],
      ['created', `${WEDNESDAY}T03:30:00.000Z`],
    ]);
    const kinds = (await noticesOf(t, student.id)).map((notice) => [notice.kind, notice.params.date]);
    expect(kinds).toEqual([
      ['SESSION_BOOKED', TUESDAY],
      ['SESSION_RESCHEDULED', WEDNESDAY],
    ]);
    const staff = await noticesOf(t, counsellor.id);
    expect(staff.map((notice) => notice.params.change)).toEqual(['BOOKED', 'RESCHEDULED']);

    // The same slot again is refused (409): nothing more.
    const same = await rescheduleCall(t, student.headers, {
      date: WEDNESDAY,
      time: '10:00',
      topics: ['COURSE_SELECTION'],
    });
    expect(same.statusCode).toBe(409);
    expect(await noticesOf(t, student.id)).toHaveLength(2);
  });

  it('cancels the reminders of a cancelled session and tells both sides', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    at915();
    const booking = (
      await bookCall(t, student.headers, { date: TUESDAY, time: '14:30', topics: ['COURSE_SELECTION'] })
    ).json();
    expect((await cancelCall(t, student.headers)).statusCode).toBe(200);
    expect((await remindersOf(booking.id)).map((job) => job.state)).toEqual(['cancelled', 'cancelled']);
    expect((await noticesOf(t, student.id)).at(-1)).toMatchObject({
      kind: 'SESSION_CANCELLED',
      dedupeKey: `session-cancelled:${booking.id}`,
    });
    expect((await noticesOf(t, counsellor.id)).at(-1)?.params.change).toBe('CANCELLED');
    // Nothing left to cancel: 404 and nothing more.
    expect((await cancelCall(t, student.headers)).statusCode).toBe(404);
    expect(await noticesOf(t, student.id)).toHaveLength(2);
  });

  it("tells every active admin of an unassigned student's booking", async () => {
    const student = await createSignedInUser(t.app);
    const admin = await createSignedInUser(t.app, 'ADMIN');
    await assign(t.app, student.id, null);
    at915();
    const res = await bookCall(t, student.headers, {
      date: TUESDAY,
      time: '15:00',
      topics: ['COURSE_SELECTION'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    const admins = await activeAdminIds(t);
    expect(admins).toContain(admin.id);
    for (const adminId of admins) {
      const mine = (await noticesOf(t, adminId)).filter((notice) => notice.params.bookingId === booking.id);
      expect(mine.map((notice) => notice.kind)).toEqual(['STAFF_SESSION_CHANGED']);
    }
  });

  it('tells the student when the counsellor completes the session, not the counsellor, and stops reminders', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    at915();
    const booking = (
      await bookCall(t, student.headers, { date: TUESDAY, time: '14:30', topics: ['COURSE_SELECTION'] })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/students/${student.id}/counselling/complete`,
      headers: counsellor.headers,
      payload: { note: 'Shortlisted three courses.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await noticesOf(t, student.id)).at(-1)).toEqual({
      kind: 'SESSION_COMPLETED',
      params: { bookingId: booking.id, date: TUESDAY, time: '14:30' },
      target: { screen: 'COUNSELLING' },
      dedupeKey: `session-completed:${booking.id}`,
    });
    expect((await noticesOf(t, counsellor.id)).map((notice) => notice.kind)).toEqual([
      'STAFF_SESSION_CHANGED',
    ]);
    expect((await remindersOf(booking.id)).map((job) => job.state)).toEqual(['cancelled', 'cancelled']);
    // Completing again is refused (409) and tells nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/staff/students/${student.id}/counselling/complete`,
      headers: counsellor.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect((await noticesOf(t, student.id)).filter((n) => n.kind === 'SESSION_COMPLETED')).toHaveLength(1);
  });

  it('a due reminder becomes a SESSION_REMINDER notification; a stale one tells nothing', async () => {
    const { student } = await assignedStudent(t.app);
    at915();
    const first = (
      await bookCall(t, student.headers, { date: TUESDAY, time: '14:30', topics: ['COURSE_SELECTION'] })
    ).json();
    const moved = (
      await rescheduleCall(t, student.headers, {
        date: WEDNESDAY,
        time: '11:00',
        topics: ['COURSE_SELECTION'],
      })
    ).json();
    // The old session's reminder slips through anyway (as if taken before the move), and the new one is due.
    const [stale] = await remindersOf(first.id);
    const [, due] = await remindersOf(moved.id);
    await t.database.query(
      "update pgboss.job set state = 'created', start_after = now() where name = 'session-reminder' and id = $1",
      [stale?.id],
    );
    await t.database.query(
      "update pgboss.job set start_after = now() where name = 'session-reminder' and id = $1",
      [due?.id],
    );
    const reminders = await waitForNotice(student.id, 'SESSION_REMINDER');
    expect(reminders).toEqual([
      {
        kind: 'SESSION_REMINDER',
        params: { bookingId: moved.id, date: WEDNESDAY, time: '11:00', hoursBefore: 1 },
        target: { screen: 'COUNSELLING' },
        dedupeKey: `reminder:${moved.id}:1:${WEDNESDAY}T11:00`,
      },
    ]);
    // Both jobs were taken and completed; the stale one made no notification.
    const until = Date.now() + 10_000;
    while ((await remindersOf(first.id))[0]?.state !== 'completed' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await remindersOf(first.id))[0]?.state).toBe('completed');
    expect((await noticesOf(t, student.id)).filter((n) => n.kind === 'SESSION_REMINDER')).toHaveLength(1);
  });
});
