import { DASHBOARD_SUBTITLES as S, type TDashboardCardView } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { registerForEvent } from './event-calls.ts';
import { insertPreDepartureEvent, moveClockDays, register, sendFeedback } from './pre-departure-calls.ts';

const t = useTestApp();

/** The dashboard's Pre-Departure subtitle, for `today` as the app clock has it. */
async function preDepartureSubtitle(headers: Record<string, string>): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers });
  const cards = response.json() as TDashboardCardView[];
  return cards.find((card) => card.title === 'Pre-Departure')?.subtitle;
}
const NONE = S.preDeparture;
const REGISTERED = S.preDepartureRegistered;
const FEEDBACK = S.preDepartureFeedback;

describe("the dashboard's Pre-Departure card follows the student's event registrations", () => {
  it('invites to register a student with no pre-departure registration, an expo one included', async () => {
    const student = await createSignedInUser(t.app);
    await insertPreDepartureEvent(t, 3);
    expect((await registerForEvent(t, student.headers, 'KOP')).statusCode).toBe(200);
    expect(await preDepartureSubtitle(student.headers)).toBe(NONE);
  });

  it('follows one registration from upcoming, to its day, to feedback given', async () => {
    const student = await createSignedInUser(t.app);
    const eventId = await insertPreDepartureEvent(t, 2);
    await register(t, student.headers, eventId);
    expect(await preDepartureSubtitle(student.headers)).toBe(REGISTERED);
    moveClockDays(t, 2);
    // On the event's day feedback can be given, so the card asks for it first.
    expect(await preDepartureSubtitle(student.headers)).toBe(FEEDBACK);
    moveClockDays(t, 1);
    expect(await preDepartureSubtitle(student.headers)).toBe(FEEDBACK);
    expect((await sendFeedback(t, student.headers, eventId, { rating: 4 })).statusCode).toBe(200);
    expect(await preDepartureSubtitle(student.headers)).toBe(NONE);
  });

  it("does not count another student's registration", async () => {
    const [alice, bob] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    await register(t, alice.headers, await insertPreDepartureEvent(t, 0));
    expect(await preDepartureSubtitle(alice.headers)).toBe(FEEDBACK);
    expect(await preDepartureSubtitle(bob.headers)).toBe(NONE);
  });

  it('asks for feedback on a past event while an upcoming one is registered', async () => {
    const student = await createSignedInUser(t.app);
    const past = await insertPreDepartureEvent(t, 0);
    await register(t, student.headers, past);
    moveClockDays(t, 1);
    await register(t, student.headers, await insertPreDepartureEvent(t, 10));
    expect(await preDepartureSubtitle(student.headers)).toBe(FEEDBACK);
  });
});
