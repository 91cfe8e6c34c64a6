import { PRE_DEPARTURE_EVENT_MESSAGES as M, ZPreDepartureEvent } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { userRow } from './event-calls.ts';
import {
  expoId,
  insertPreDepartureEvent,
  listEvents,
  moveClockDays,
  register,
  registrationRows,
  sendFeedback,
} from './pre-departure-calls.ts';

const t = useTestApp();

describe('POST /api/student/events/{eventId}/registration', () => {
  it('registers the student and answers the event as they now see it', async () => {
    const student = await createSignedInUser(t.app);
    const eventId = await insertPreDepartureEvent(t, 14, { title: 'Flying to the UK' });
    const res = await register(t, student.headers, eventId);
    expect(res.statusCode).toBe(200);
    expect(ZPreDepartureEvent.strict().parse(res.json())).toMatchObject({
      id: eventId,
      title: 'Flying to the UK',
      country: 'UK',
      registered: true,
      canRegister: true,
      canGiveFeedback: false,
      feedback: null,
    });
    expect(await registrationRows(t, eventId)).toEqual([expect.objectContaining({ studentId: student.id })]);
    // Only the expos make a student an event user (§2); a pre-departure session does not.
    expect(await userRow(t, student.id)).toMatchObject({ isEvent: false, eventId: null });
  });

  it('is harmless to repeat, also racing: same answer, one registration', async () => {
    const student = await createSignedInUser(t.app);
    const eventId = await insertPreDepartureEvent(t, 3);
    const first = await register(t, student.headers, eventId);
    const again = await Promise.all([1, 2, 3].map(() => register(t, student.headers, eventId)));
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    expect(await registrationRows(t, eventId)).toHaveLength(1);
  });

  it("is open on the event's day and closed once it is over (India dates)", async () => {
    const student = await createSignedInUser(t.app);
    const today = await insertPreDepartureEvent(t, 0);
    const yesterday = await insertPreDepartureEvent(t, -1);
    expect((await register(t, student.headers, today)).statusCode).toBe(200);
    const late = await register(t, student.headers, yesterday);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 'CONFLICT', debugMessage: M.over });
    expect(await registrationRows(t, yesterday)).toHaveLength(0);

    // The day after, the same registration still answers 200; a new one is refused.
    const other = await createSignedInUser(t.app);
    moveClockDays(t, 1);
    expect((await register(t, student.headers, today)).statusCode).toBe(200);
    expect((await register(t, other.headers, today)).json()).toMatchObject({ debugMessage: M.over });
    expect(await registrationRows(t, today)).toHaveLength(1);
  });

  it('answers 404 for an unknown event and for an expo, registering nothing', async () => {
    const student = await createSignedInUser(t.app);
    const unknown = await register(t, student.headers, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: M.notFound });
    const kop = await expoId(t, 'KOP');
    const expo = await register(t, student.headers, kop);
    expect(expo.statusCode).toBe(404);
    expect(expo.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: M.notPreDeparture });
    expect(await registrationRows(t, kop)).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999999'])('refuses the event id %j with 400', async (id) => {
    const student = await createSignedInUser(t.app);
    const res = await register(t, student.headers, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
  });

  it('needs a token (401)', async () => {
    const eventId = await insertPreDepartureEvent(t, 1);
    expect((await register(t, {}, eventId)).statusCode).toBe(401);
    expect((await listEvents(t, {})).statusCode).toBe(401);
  });

  it.each(['COUNSELLOR', 'ADMIN'] as const)('refuses a %s token with 403 on every call', async (role) => {
    const staff = await createSignedInUser(t.app, role);
    const eventId = await insertPreDepartureEvent(t, 0);
    for (const res of [
      await listEvents(t, staff.headers),
      await register(t, staff.headers, eventId),
      await sendFeedback(t, staff.headers, eventId, { rating: 5 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'FORBIDDEN', debugMessage: M.studentsOnly });
    }
    expect(await registrationRows(t, eventId)).toHaveLength(0);
  });
});
