import { MESSAGE_ERRORS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { assignedStudent } from '../notifications/triggers/notices.ts';
import { threadState } from './fixtures.ts';
import { messagesClient } from './messages-client.ts';

const t: TTestApp = useTestApp();
const api = messagesClient(t);

/** Student A's thread with a message carrying a file, and another student B. */
async function twoStudents() {
  const { student: a, counsellor } = await assignedStudent(t.app);
  const b = await createSignedInUser(t.app);
  const message = await api.sendOk(a, {
    body: 'private to A',
    file: { name: 'a.pdf', content: tinyPdf('a') },
  });
  return { a, b, counsellor, message };
}

describe('a student reaches only their own thread', () => {
  it("never reads, marks read or downloads another student's messages (404), and writes only into their own", async () => {
    const { a, b, message } = await twoStudents();
    const before = await threadState(t.app, a.id);

    const own = await api.pageOk(b);
    expect(own.messages).toEqual([]);
    const download = await api.attachment(b, message.id);
    expect(download.statusCode).toBe(404);
    expect(download.json().debugMessage).toBe(MESSAGE_ERRORS.messageNotFound);
    const read = await api.read(b, message.id);
    expect(read.statusCode).toBe(404);
    expect((await api.pageOk(a)).receipts.student.upToId).toBe(message.id);

    // The thread comes from the token only: a parameter naming another student is refused.
    const named = await t.app.inject({
      method: 'GET',
      url: `/api/messages?studentId=${a.id}`,
      headers: b.headers,
    });
    expect(named.statusCode).toBe(400);
    // What B sends lands in B's thread, never in A's.
    await api.sendOk(b, { body: 'my own question' });
    expect(await threadState(t.app, a.id)).toEqual(before);
    expect((await api.pageOk(b)).messages.map((m) => m.body)).toEqual(['my own question']);
  });

  it('refuses the staff calls to a student (403), with nothing changed', async () => {
    const { a, b, message } = await twoStudents();
    const before = await threadState(t.app, a.id);
    const base = `/api/staff/students/${a.id}/messages`;
    const calls = [
      api.page(b, {}, a.id),
      api.send(b, { body: 'sneaky' }, a.id),
      api.read(b, message.id, a.id),
      api.attachment(b, message.id, a.id),
      // Even on their own thread, the staff calls are staff's.
      api.page(a, {}, a.id),
      api.send(a, { body: 'as staff' }, a.id),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    expect(await threadState(t.app, a.id)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('refuses the student calls to staff (403) and to nobody (401)', async () => {
    const { counsellor, message } = await twoStudents();
    for (const res of [
      await api.page(counsellor),
      await api.send(counsellor, { body: 'hi' }),
      await api.read(counsellor, message.id),
      await api.attachment(counsellor, message.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().debugMessage).toBe(MESSAGE_ERRORS.studentsOnly);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });

  it("answers 404 to staff for an unknown student, a staff account, or a message of another student's thread", async () => {
    const { a, b, counsellor, message } = await twoStudents();
    const admin = await createSignedInUser(t.app, 'ADMIN');
    expect((await api.page(counsellor, {}, 2_000_000_000)).statusCode).toBe(404);
    expect((await api.page(counsellor, {}, admin.id)).statusCode).toBe(404);
    expect((await api.send(counsellor, { body: 'hello?' }, admin.id)).statusCode).toBe(404);
    // A's message asked for through B's thread.
    expect((await api.attachment(counsellor, message.id, b.id)).statusCode).toBe(404);
    expect((await api.read(counsellor, message.id, b.id)).statusCode).toBe(404);
    expect((await api.pageOk(counsellor, {}, a.id)).receipts.staff.upToId).toBeNull();
    // A message without a file has no attachment.
    const text = await api.sendOk(counsellor, { body: 'no file here' }, a.id);
    const none = await api.attachment(a, text.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().debugMessage).toBe(MESSAGE_ERRORS.attachmentNotFound);
  });
});
