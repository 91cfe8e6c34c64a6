import { EVENT_FEEDBACK_LIMITS, PRE_DEPARTURE_EVENT_MESSAGES as M } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  expoId,
  feedbackRows,
  insertPreDepartureEvent,
  moveClockDays,
  register,
  sendFeedback,
} from './pre-departure-calls.ts';

const t = useTestApp();

/** A student registered for an event `days` from today. */
async function registeredFor(days: number) {
  const student = await createSignedInUser(t.app);
  const eventId = await insertPreDepartureEvent(t, days);
  expect((await register(t, student.headers, eventId)).statusCode).toBe(200);
  return { student, eventId };
}

describe('POST /api/student/events/{eventId}/feedback', () => {
  it("takes a rating and a trimmed comment on the event's day and shows them back", async () => {
    const { student, eventId } = await registeredFor(0);
    const res = await sendFeedback(t, student.headers, eventId, { rating: 4, comment: '  Very useful.\n' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: eventId,
      registered: true,
      canGiveFeedback: false,
      feedback: { rating: 4, comment: 'Very useful.' },
    });
    expect(await feedbackRows(t, eventId)).toEqual([
      expect.objectContaining({ studentId: student.id, rating: 4, comment: 'Very useful.' }),
    ]);
  });

  it('takes a rating alone (the comment is optional), days after the event too', async () => {
    const { student, eventId } = await registeredFor(0);
    moveClockDays(t, 3);
    const res = await sendFeedback(t, student.headers, eventId, { rating: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().feedback).toEqual({ rating: 1, comment: '' });
  });

  it("refuses before the event's day, then takes it once the day has come", async () => {
    const { student, eventId } = await registeredFor(2);
    const early = await sendFeedback(t, student.headers, eventId, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ status: 'CONFLICT', debugMessage: M.notYetHeld });
    expect(await feedbackRows(t, eventId)).toHaveLength(0);
    moveClockDays(t, 2);
    expect((await sendFeedback(t, student.headers, eventId, { rating: 5 })).statusCode).toBe(200);
  });

  it('is given once: again, or racing, answers 409 and keeps the first', async () => {
    const { student, eventId } = await registeredFor(0);
    const results = await Promise.all(
      [3, 4, 5].map((rating) => sendFeedback(t, student.headers, eventId, { rating })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const again = await sendFeedback(t, student.headers, eventId, { rating: 2, comment: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ debugMessage: M.feedbackGiven });
    const rows = await feedbackRows(t, eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rating).not.toBe(2);
  });

  it('refuses a student who did not register, even when another student did', async () => {
    const { eventId } = await registeredFor(0);
    const stranger = await createSignedInUser(t.app);
    const res = await sendFeedback(t, stranger.headers, eventId, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ debugMessage: M.notRegistered });
    expect(await feedbackRows(t, eventId)).toHaveLength(0);
  });

  it('answers 404 for an unknown event and for an expo', async () => {
    const student = await createSignedInUser(t.app);
    const unknown = await sendFeedback(t, student.headers, 2_000_000_000, { rating: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().debugMessage).toBe(M.notFound);
    const expo = await sendFeedback(t, student.headers, await expoId(t, 'JLG'), { rating: 5 });
    expect(expo.statusCode).toBe(404);
    expect(expo.json().debugMessage).toBe(M.notPreDeparture);
  });

  const tooLong = 'a'.repeat(EVENT_FEEDBACK_LIMITS.commentMaxLength + 1);
  it.each([
    ['no body', undefined, undefined],
    ['no rating', { comment: 'Great' }, M.ratingInvalid],
    ['rating 0', { rating: 0 }, M.ratingInvalid],
    ['rating 6', { rating: 6 }, M.ratingInvalid],
    ['a fractional rating', { rating: 2.5 }, M.ratingInvalid],
    ['a rating as text', { rating: '5' }, M.ratingInvalid],
    ['a null rating', { rating: null }, M.ratingInvalid],
    ['a comment too long', { rating: 5, comment: tooLong }, M.commentTooLong],
    ['a control character', { rating: 5, comment: 'bad\u0007bell' }, M.commentUnsafe],
    ['a comment that is not text', { rating: 5, comment: 42 }, undefined],
    ['an unknown field', { rating: 5, studentId: 1 }, undefined],
  ])('refuses %s with 400 and stores nothing', async (_label, payload, reason) => {
    const { student, eventId } = await registeredFor(0);
    const res = await sendFeedback(t, student.headers, eventId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
    if (reason) expect(res.json().debugMessage).toContain(reason);
    expect(await feedbackRows(t, eventId)).toHaveLength(0);
  });

  it('accepts a comment of exactly the limit', async () => {
    const { student, eventId } = await registeredFor(0);
    const comment = 'b'.repeat(EVENT_FEEDBACK_LIMITS.commentMaxLength);
    const res = await sendFeedback(t, student.headers, eventId, { rating: 3, comment });
    expect(res.statusCode).toBe(200);
    expect(res.json().feedback.comment).toHaveLength(EVENT_FEEDBACK_LIMITS.commentMaxLength);
  });
});
