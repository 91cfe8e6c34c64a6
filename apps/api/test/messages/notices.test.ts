import { notificationText, type TNotificationEvent } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { activeAdminIds, assign, assignedStudent, noticesOf } from '../notifications/triggers/notices.ts';
import { messagesClient } from './messages-client.ts';

const t: TTestApp = useTestApp();
const api = messagesClient(t);

describe('message notifications', () => {
  it('tells the counsellor once per burst of student messages, and again after they read', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const first = await api.sendOk(student, { body: 'one' });
    await api.sendOk(student, { body: 'two' });
    await api.sendOk(student, { body: 'three' });
    const told = await noticesOf(t, counsellor.id);
    expect(told).toEqual([
      {
        kind: 'STAFF_MESSAGE_RECEIVED',
        params: { studentId: student.id, studentName: 'Test STUDENT' },
        target: { screen: 'STAFF_STUDENT', studentId: student.id, section: 'messages' },
        dedupeKey: `message:${student.id}:${first.id}:staff:${counsellor.id}`,
      },
    ]);
    // The student is never told of their own messages.
    expect(await noticesOf(t, student.id)).toEqual([]);

    await api.read(counsellor, first.id, student.id);
    // Still two unread after the one read: a message after them is part of the same burst.
    await api.sendOk(student, { body: 'four' });
    expect(await noticesOf(t, counsellor.id)).toHaveLength(1);
    const { messages } = await api.pageOk(counsellor, {}, student.id);
    await api.read(counsellor, messages.at(-1)?.id, student.id);
    await api.sendOk(student, { body: 'five' });
    expect(await noticesOf(t, counsellor.id)).toHaveLength(2);
  });

  it("tells the student of staff messages by the sender's name, once per burst, again after a reply", async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const reply = await api.sendOk(counsellor, { body: 'Your offer came' }, student.id);
    await api.sendOk(admin, { body: 'Congratulations' }, student.id);
    expect(await noticesOf(t, student.id)).toEqual([
      {
        kind: 'MESSAGE_RECEIVED',
        params: { senderName: 'Test COUNSELLOR' },
        target: { screen: 'MESSAGES' },
        dedupeKey: `message:${student.id}:${reply.id}`,
      },
    ]);
    // Writing back reads the thread: the next staff message tells again.
    await api.sendOk(student, { body: 'Thank you!' });
    await api.sendOk(admin, { body: 'Next: the deposit' }, student.id);
    expect((await noticesOf(t, student.id)).map((notice) => notice.params)).toEqual([
      { senderName: 'Test COUNSELLOR' },
      { senderName: 'Test ADMIN' },
    ]);
    // Staff are not told of staff messages.
    expect((await noticesOf(t, counsellor.id)).map((notice) => notice.kind)).toEqual([
      'STAFF_MESSAGE_RECEIVED',
    ]);
  });

  it('tells every active admin when no counsellor is assigned', async () => {
    const student = await createSignedInUser(t.app);
    await createSignedInUser(t.app, 'ADMIN');
    await assign(t.app, student.id, null);
    const message = await api.sendOk(student, { body: 'Hello?' });
    const admins = await activeAdminIds(t);
    expect(admins.length).toBeGreaterThan(0);
    for (const adminId of admins) {
      expect(await noticesOf(t, adminId)).toContainEqual(
        expect.objectContaining({
          kind: 'STAFF_MESSAGE_RECEIVED',
          dedupeKey: `message:${student.id}:${message.id}:staff:${adminId}`,
        }),
      );
    }
  });

  it('never carries the text: not in the params, the centre, the email or the SMS', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const secret = 'My passport number is Z1234567';
    await api.sendOk(student, { body: secret });
    await api.sendOk(counsellor, { body: `Re: ${secret}` }, student.id);
    for (const person of [student, counsellor]) {
      const [notice] = await noticesOf(t, person.id);
      expect(JSON.stringify(notice)).not.toContain('Z1234567');
      const text = notificationText({ kind: notice?.kind, params: notice?.params } as TNotificationEvent);
      expect(text.body).toMatch(/^You have a new message from Test (STUDENT|COUNSELLOR) in the portal\.$/);
      expect(JSON.stringify(text)).not.toContain('Z1234567');
      const centre = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: person.headers,
      });
      expect(centre.statusCode).toBe(200);
      expect(centre.body).toContain('new message');
      expect(centre.body).not.toContain('Z1234567');
    }
  });
});
