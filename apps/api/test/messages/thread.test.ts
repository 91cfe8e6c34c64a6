import { MESSAGE_LIMITS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { assign, assignedStudent } from '../notifications/triggers/notices.ts';
import { messagesClient } from './messages-client.ts';

const t: TTestApp = useTestApp();
const api = messagesClient(t);

describe('a student and their counsellor write to each other', () => {
  it('sends a message with a PDF, the counsellor reads it and replies, the student sees the reply and "Seen"', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    const empty = await api.pageOk(student);
    expect(empty).toEqual({
      messages: [],
      hasOlder: false,
      receipts: { student: { upToId: null, readAt: null }, staff: { upToId: null, readAt: null } },
      counsellorName: 'Test COUNSELLOR',
    });

    const pdf = tinyPdf('offer questions');
    const sent = await api.sendOk(student, {
      body: '  Hello, can you check my SOP?  ',
      file: { name: 'sop.pdf', content: pdf },
    });
    expect(sent).toMatchObject({
      side: 'STUDENT',
      author: { id: student.id, name: 'Test STUDENT' },
      body: 'Hello, can you check my SOP?',
      attachment: { name: 'sop.pdf', mimeType: 'application/pdf', sizeBytes: pdf.length },
    });

    const seenByStaff = await api.pageOk(counsellor, {}, student.id);
    expect(seenByStaff.messages.map((message) => message.id)).toEqual([sent.id]);
    const link = await api.attachment(counsellor, sent.id, student.id);
    expect(link.statusCode).toBe(200);
    const file = await api.fetch(link.json().tempURL);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const read = await api.read(counsellor, sent.id, student.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().staff.upToId).toBe(sent.id);

    const reply = await api.sendOk(counsellor, { body: 'Yes, looks good.' }, student.id);
    expect(reply).toMatchObject({ side: 'STAFF', author: { id: counsellor.id }, attachment: null });

    const thread = await api.pageOk(student);
    expect(thread.messages.map((message) => [message.side, message.body])).toEqual([
      ['STUDENT', 'Hello, can you check my SOP?'],
      ['STAFF', 'Yes, looks good.'],
    ]);
    // "Seen" under the student's message: the staff side read up to (at least) it.
    expect(thread.receipts.staff.upToId).toBeGreaterThanOrEqual(sent.id);
    expect(thread.receipts.student.upToId).toBe(sent.id);
    expect((await api.read(student, reply.id)).json().student.upToId).toBe(reply.id);
    expect((await api.attachment(student, sent.id)).statusCode).toBe(200);
  });

  it('names no counsellor once theirs is disabled, as the counsellor card does', async () => {
    const { student, counsellor } = await assignedStudent(t.app);
    await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, counsellor.id));
    expect((await api.pageOk(student)).counsellorName).toBeNull();
  });

  it('lets any staff member join the thread, and works before a counsellor is assigned', async () => {
    const student = await createSignedInUser(t.app);
    const admin = await createSignedInUser(t.app, 'ADMIN');
    await assign(t.app, student.id, null);
    expect((await api.pageOk(student)).counsellorName).toBeNull();
    await api.sendOk(student, { body: 'Is anyone there?' });
    const answer = await api.sendOk(
      admin,
      { body: 'Yes, we will assign your counsellor today.' },
      student.id,
    );
    expect(answer.author).toEqual({ id: admin.id, name: 'Test ADMIN' });
    expect((await api.pageOk(student)).messages).toHaveLength(2);
  });

  it('sends a file alone, and answers the limits in the contract', async () => {
    const student = await createSignedInUser(t.app);
    const message = await api.sendOk(student, { file: { name: 'marks.pdf', content: tinyPdf('m') } });
    expect(message.body).toBe('');
    expect(MESSAGE_LIMITS.pageSize).toBe(30);
  });
});
