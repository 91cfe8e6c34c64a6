import { EVENT_MESSAGES, TOAST_MESSAGES, ZEventRegistrationResult } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { lookupEvent, registerForEvent, registrationsOf, userRow } from './event-calls.ts';

const t = useTestApp();

describe('POST /otp/register/event', () => {
  it('registers the student, marks them an event user and answers the reference id and the event', async () => {
    const student = await createSignedInUser(t.app);
    const res = await registerForEvent(t, student.headers, 'KOP');
    expect(res.statusCode).toBe(200);
    const body = ZEventRegistrationResult.parse(res.json());
    const account = await userRow(t, student.id);
    const event = (await lookupEvent(t, 'KOP')).json();
    expect(body).toEqual({
      referenceId: account?.referenceId,
      eventCode: 'KOP',
      message: 'Registered successfully!',
      event,
    });
    expect(EVENT_MESSAGES.registered).toBe(TOAST_MESSAGES.eventRegistered);
    expect(account).toMatchObject({ isEvent: true, eventId: event.id });
    expect(await registrationsOf(t, student.id)).toEqual([
      expect.objectContaining({ studentId: student.id, eventId: event.id }),
    ]);
  });

  it('is harmless to repeat: same answer, one registration', async () => {
    const student = await createSignedInUser(t.app);
    const first = await registerForEvent(t, student.headers, 'JLG');
    const again = await registerForEvent(t, student.headers, 'jlg');
    const racing = await Promise.all([1, 2, 3].map(() => registerForEvent(t, student.headers, 'JLG')));
    for (const res of [again, ...racing]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    expect(await registrationsOf(t, student.id)).toHaveLength(1);
  });

  it('keeps every event a student registers for; eventId names the latest', async () => {
    const student = await createSignedInUser(t.app);
    await registerForEvent(t, student.headers, 'AUR');
    const latest = await registerForEvent(t, student.headers, 'SSU');
    expect(latest.statusCode).toBe(200);
    expect(await registrationsOf(t, student.id)).toHaveLength(2);
    expect(await userRow(t, student.id)).toMatchObject({ isEvent: true, eventId: latest.json().event.id });
  });

  it('works after the event sign-in of the legacy flow (POST /otp/verify?event=)', async () => {
    const session = await signInWithOtp(t, nextMobileNumber(), { event: 'SSU' });
    const res = await registerForEvent(t, session.headers, 'SSU');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ referenceId: session.referenceId, eventCode: 'SSU' });
    expect(await userRow(t, session.studentId)).toMatchObject({
      isEvent: true,
      eventId: res.json().event.id,
    });
    expect(await registrationsOf(t, session.studentId)).toHaveLength(1);
  });

  it("answers an unknown code with 404 'Event details not found' and changes nothing", async () => {
    const student = await createSignedInUser(t.app);
    const res = await registerForEvent(t, student.headers, 'NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: EVENT_MESSAGES.notFound });
    expect(await userRow(t, student.id)).toMatchObject({ isEvent: false, eventId: null });
    expect(await registrationsOf(t, student.id)).toHaveLength(0);
  });

  it.each([
    ['missing', undefined, EVENT_MESSAGES.codeRequired],
    ['empty', '', EVENT_MESSAGES.codeRequired],
    ['malformed', 'K O P', EVENT_MESSAGES.invalidCode],
  ])('refuses a %s code with 400', async (_label, code, reason) => {
    const student = await createSignedInUser(t.app);
    const res = await registerForEvent(t, student.headers, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: reason });
    expect(await registrationsOf(t, student.id)).toHaveLength(0);
  });

  it('needs a token (401 SESSION_EXPIRED)', async () => {
    const res = await registerForEvent(t, {}, 'KOP');
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
  });

  it.each(['COUNSELLOR', 'ADMIN'] as const)(
    'refuses a %s token with 403 and registers nothing',
    async (role) => {
      const staff = await createSignedInUser(t.app, role);
      const res = await registerForEvent(t, staff.headers, 'KOP');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'FORBIDDEN', debugMessage: EVENT_MESSAGES.studentsOnly });
      expect(await userRow(t, staff.id)).toMatchObject({ isEvent: false, eventId: null });
      expect(await registrationsOf(t, staff.id)).toHaveLength(0);
    },
  );
});
