import { MESSAGE_LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { seedMessages } from './fixtures.ts';
import { messagesClient } from './messages-client.ts';

const t: TTestApp = useTestApp();
const api = messagesClient(t);

describe('read receipts', () => {
  it('move forward only, are idempotent, and are kept per side', async () => {
    const student = await createSignedInUser(t.app);
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const first = await api.sendOk(student, { body: 'one' });
    const second = await api.sendOk(student, { body: 'two' });
    const third = await api.sendOk(student, { body: 'three' });
    expect((await api.pageOk(student)).receipts.staff).toEqual({ upToId: null, readAt: null });

    const read = (await api.read(counsellor, second.id, student.id)).json();
    expect(read.staff.upToId).toBe(second.id);
    expect(read.student.upToId).toBe(third.id);
    const again = (await api.read(counsellor, second.id, student.id)).json();
    expect(again).toEqual(read);
    // Back to the first: nothing moves, not even the time.
    t.clock.offsetMs += 60_000;
    expect((await api.read(counsellor, first.id, student.id)).json()).toEqual(read);
    const forward = (await api.read(counsellor, third.id, student.id)).json();
    expect(forward.staff.upToId).toBe(third.id);
    expect(Date.parse(forward.staff.readAt)).toBeGreaterThan(Date.parse(read.staff.readAt));
    expect((await api.pageOk(student)).receipts).toEqual(forward);
  });

  it("moves the sender's own side to the message they send", async () => {
    const student = await createSignedInUser(t.app);
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const question = await api.sendOk(student, { body: 'question' });
    const answer = await api.sendOk(counsellor, { body: 'answer' }, student.id);
    const { receipts } = await api.pageOk(student);
    expect(receipts.staff.upToId).toBe(answer.id);
    expect(receipts.student.upToId).toBe(question.id);
    // The student has not read the answer until they say so.
    expect(receipts.student.upToId).toBeLessThan(answer.id);
  });
});

describe('paging', () => {
  it('pages back with before, forward with after, oldest first in each page', async () => {
    const student = await createSignedInUser(t.app);
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const start = t.clock.now().getTime() - 3_600_000;
    const ids = await seedMessages(t.app, {
      studentId: student.id,
      authorId: counsellor.id,
      side: 'STAFF',
      count: 2 * MESSAGE_LIMITS.pageSize + 5,
      at: (i) => new Date(start + i * 1000),
    });
    const size = MESSAGE_LIMITS.pageSize;

    const newest = await api.pageOk(student);
    expect(newest.messages.map((m) => m.id)).toEqual(ids.slice(-size));
    expect(newest.hasOlder).toBe(true);
    expect(newest.messages[0]?.author).toEqual({ id: counsellor.id, name: 'Test COUNSELLOR' });
    const older = await api.pageOk(student, { before: newest.messages[0]?.id ?? 0 });
    expect(older.messages.map((m) => m.id)).toEqual(ids.slice(-2 * size, -size));
    expect(older.hasOlder).toBe(true);
    const oldest = await api.pageOk(student, { before: older.messages[0]?.id ?? 0 });
    expect(oldest.messages.map((m) => m.id)).toEqual(ids.slice(0, 5));
    expect(oldest.hasOlder).toBe(false);

    // Polling after the newest shown: nothing, then exactly what came since.
    const last = ids.at(-1) ?? 0;
    expect((await api.pageOk(student, { after: last })).messages).toEqual([]);
    const fresh = await api.sendOk(counsellor, { body: 'new' }, student.id);
    const polled = await api.pageOk(student, { after: last });
    expect(polled.messages.map((m) => m.id)).toEqual([fresh.id]);
    expect(polled.hasOlder).toBe(true);
    // after with a limit: the oldest first.
    const limited = await api.pageOk(student, { after: ids[0] ?? 0, limit: 3 });
    expect(limited.messages.map((m) => m.id)).toEqual(ids.slice(1, 4));
    expect((await api.pageOk(student, { limit: 2 })).messages.map((m) => m.id)).toEqual([last, fresh.id]);
  });
});
