import { describe, expect, it } from 'vitest';
import { preDepartureEventState } from '../../src/modules/events/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { registerForEvent } from './event-calls.ts';
import {
  dayFromToday,
  insertPreDepartureEvent,
  moveClockDays,
  register,
  sendFeedback,
} from './pre-departure-calls.ts';

const t = useTestApp();

/** What the dashboard's Pre-Departure card is told, for `today` as the app clock has it. */
const stateOf = (studentId: number) => preDepartureEventState(t.app.db, studentId, dayFromToday(t, 0));

describe('preDepartureEventState (the dashboard seam)', () => {
  it('is all false for a student with no pre-departure registration, an expo one included', async () => {
    const student = await createSignedInUser(t.app);
    await insertPreDepartureEvent(t, 3);
    expect((await registerForEvent(t, student.headers, 'KOP')).statusCode).toBe(200);
    expect(await stateOf(student.id)).toEqual({ registeredUpcoming: false, feedbackDue: false });
  });

  it('follows one registration from upcoming, to its day, to feedback given', async () => {
    const student = await createSignedInUser(t.app);
    const eventId = await insertPreDepartureEvent(t, 2);
    await register(t, student.headers, eventId);
    expect(await stateOf(student.id)).toEqual({ registeredUpcoming: true, feedbackDue: false });
    moveClockDays(t, 2);
    // On the event's day both hold: the dashboard shows "Event Feedback" first.
    expect(await stateOf(student.id)).toEqual({ registeredUpcoming: true, feedbackDue: true });
    moveClockDays(t, 1);
    expect(await stateOf(student.id)).toEqual({ registeredUpcoming: false, feedbackDue: true });
    expect((await sendFeedback(t, student.headers, eventId, { rating: 4 })).statusCode).toBe(200);
    expect(await stateOf(student.id)).toEqual({ registeredUpcoming: false, feedbackDue: false });
  });

  it("does not count another student's registration", async () => {
    const [alice, bob] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    await register(t, alice.headers, await insertPreDepartureEvent(t, 0));
    expect(await stateOf(alice.id)).toEqual({ registeredUpcoming: true, feedbackDue: true });
    expect(await stateOf(bob.id)).toEqual({ registeredUpcoming: false, feedbackDue: false });
  });

  it('keeps feedback due for a past event while an upcoming one is registered', async () => {
    const student = await createSignedInUser(t.app);
    const past = await insertPreDepartureEvent(t, 0);
    await register(t, student.headers, past);
    moveClockDays(t, 1);
    await register(t, student.headers, await insertPreDepartureEvent(t, 10));
    expect(await stateOf(student.id)).toEqual({ registeredUpcoming: true, feedbackDue: true });
  });
});
