import {
  DEFAULT_STUDENT_CHANNELS,
  NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES,
  STUDENT_TOPICS,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

const t: TTestApp = useTestApp();

const get = (user: TSignedIn) =>
  t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: user.headers });
const put = (user: TSignedIn, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: user.headers, payload });

const quietHours = { enabled: true, start: '22:00', end: '07:00' };
const channels = (EMAIL: boolean, SMS: boolean, WHATSAPP = false) => ({ EMAIL, SMS, WHATSAPP });

describe('notification settings', () => {
  it('shows a new student the student topics with the defaults, quiet hours and the masked number', async () => {
    const student = await createSignedInUser(t.app);
    const response = await get(student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.topics.map((row: { topic: string }) => row.topic)).toEqual(STUDENT_TOPICS);
    expect(body.topics).toContainEqual({
      topic: 'OFFERS',
      channels: DEFAULT_STUDENT_CHANNELS.OFFERS,
      required: ['EMAIL', 'SMS'],
    });
    expect(body.topics).toContainEqual({ topic: 'PAYMENTS', channels: channels(true, false), required: [] });
    expect(body.quietHours).toEqual({ enabled: true, start: '21:00', end: '08:00' });
    expect(body.email).toEqual({ address: null, pendingAddress: null });
    const n = student.mobileNumber;
    expect(body.mobileNumberMasked).toBe(`${n.slice(0, 2)}******${n.slice(-2)}`);
  });

  it('shows staff only their own topic', async () => {
    for (const role of ['COUNSELLOR', 'ADMIN'] as const) {
      const staff = await createSignedInUser(t.app, role);
      const body = (await get(staff)).json();
      expect(body.topics).toEqual([{ topic: 'STAFF_WORK', channels: channels(true, false), required: [] }]);
    }
  });

  it('saves a choice, keeps the defaults of topics never chosen, and answers the new settings', async () => {
    const student = await createSignedInUser(t.app);
    const response = await put(student, {
      topics: [{ topic: 'PAYMENTS', channels: channels(false, true, true) }],
      quietHours,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().topics).toContainEqual({
      topic: 'PAYMENTS',
      channels: channels(false, true, true),
      required: [],
    });
    const again = (await get(student)).json();
    expect(again.topics).toContainEqual({
      topic: 'PAYMENTS',
      channels: channels(false, true, true),
      required: [],
    });
    expect(again.topics).toContainEqual({
      topic: 'DOCUMENTS',
      channels: DEFAULT_STUDENT_CHANNELS.DOCUMENTS,
      required: [],
    });
    expect(again.quietHours).toEqual(quietHours);
    // A later save of another topic keeps the earlier choice.
    await put(student, { topics: [{ topic: 'COUNSELLING', channels: channels(false, false) }], quietHours });
    const later = (await get(student)).json();
    expect(later.topics).toContainEqual({
      topic: 'PAYMENTS',
      channels: channels(false, true, true),
      required: [],
    });
    expect(later.topics).toContainEqual({
      topic: 'COUNSELLING',
      channels: channels(false, false),
      required: [],
    });
  });

  it('refuses to turn off a required channel and changes nothing', async () => {
    const student = await createSignedInUser(t.app);
    const response = await put(student, {
      topics: [
        { topic: 'PAYMENTS', channels: channels(false, false) },
        { topic: 'OFFERS', channels: channels(true, false) },
      ],
      quietHours,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().debugMessage).toBe(MESSAGES.requiredChannel('Offers and offer conditions', 'SMS'));
    const body = (await get(student)).json();
    expect(body.topics).toContainEqual({ topic: 'PAYMENTS', channels: channels(true, false), required: [] });
    expect(body.quietHours.start).toBe('21:00');
  });

  it("refuses a topic the account does not have: a student's staff topic, staff's student topics", async () => {
    const student = await createSignedInUser(t.app);
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const asStudent = await put(student, {
      topics: [{ topic: 'STAFF_WORK', channels: channels(true, true) }],
      quietHours,
    });
    const asStaff = await put(counsellor, {
      topics: [{ topic: 'DOCUMENTS', channels: channels(true, true) }],
      quietHours,
    });
    for (const response of [asStudent, asStaff]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().debugMessage).toBe(MESSAGES.unknownTopic);
    }
    expect((await get(counsellor)).json().quietHours.start).toBe('21:00');
  });

  it.each([
    [{ topics: [], quietHours: { enabled: true, start: '9:00', end: '08:00' } }, MESSAGES.quietHoursTime],
    [{ topics: [], quietHours: { enabled: true, start: '08:00', end: '08:00' } }, MESSAGES.quietHoursSame],
    [{ topics: [{ topic: 'NEWS', channels: channels(true, true) }], quietHours }, 'topics'],
    [{ topics: [{ topic: 'PAYMENTS', channels: { EMAIL: true, SMS: true } }], quietHours }, 'WHATSAPP'],
    [{ topics: [], quietHours, userId: 1 }, 'userId'],
  ])('refuses a malformed body %j', async (payload, message) => {
    const student = await createSignedInUser(t.app);
    const response = await put(student, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().debugMessage).toContain(message);
  });

  it('audits a staff member changing their settings, not a student', async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const student = await createSignedInUser(t.app);
    const body = { topics: [{ topic: 'STAFF_WORK', channels: channels(true, true, true) }], quietHours };
    expect((await put(admin, body)).statusCode).toBe(200);
    await put(student, { topics: [], quietHours });
    const { rows } = await t.database.query(
      "select actor_id, after from audit_log where action = 'NOTIFICATION_SETTINGS_CHANGED' and actor_id in ($1, $2)",
      [admin.id, student.id],
    );
    expect(rows).toEqual([{ actor_id: admin.id, after: { topics: body.topics, quietHours } }]);
  });

  it("keeps one person's settings apart from another's: identity from the token only", async () => {
    const one = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    await put(one, { topics: [{ topic: 'DOCUMENTS', channels: channels(false, false) }], quietHours });
    expect((await get(other)).json().topics).toContainEqual({
      topic: 'DOCUMENTS',
      channels: DEFAULT_STUDENT_CHANNELS.DOCUMENTS,
      required: [],
    });
    // Ids in the query are ignored; a body field naming somebody else is refused.
    const sneaky = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/preferences?userId=${one.id}`,
      headers: other.headers,
    });
    expect(sneaky.json().mobileNumberMasked.slice(-2)).toBe(other.mobileNumber.slice(-2));
  });

  it('asks for a session on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences'],
      ['POST', '/api/notifications/email'],
      ['POST', '/api/notifications/email/verify'],
      ['DELETE', '/api/notifications/email'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
