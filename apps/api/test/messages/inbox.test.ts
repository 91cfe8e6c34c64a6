import { MESSAGE_LIMITS, type TStaffQueue } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { assign } from '../notifications/triggers/notices.ts';
import { parseCsv } from '../staff/csv-parse.ts';
import { messagesClient } from './messages-client.ts';

const t: TTestApp = useTestApp();
const api = messagesClient(t);

const get = (who: TSignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const queueOf = async (who: TSignedIn, mine = true): Promise<TStaffQueue> =>
  (await get(who, `/api/staff/queue?mine=${mine}`)).json();

/** A counsellor with named students of their own (names unique to the test, to find them in lists). */
async function counsellorWith(count: number) {
  const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  const tag = `Inbox${counsellor.id}`;
  const students: TSignedIn[] = [];
  for (let i = 0; i < count; i++) {
    const student = await createSignedInUser(t.app);
    await t.app.db
      .update(users)
      .set({ name: `${tag} student ${i}`, assignedCounsellorId: counsellor.id })
      .where(eq(users.id, student.id));
    students.push(student);
  }
  return { counsellor, students, tag };
}

describe('the work queue: unanswered messages', () => {
  it('lists threads waiting for a reply, the longest waiting first, until staff answer', async () => {
    const { counsellor, students } = await counsellorWith(3);
    const [early, late, answered] = students as [TSignedIn, TSignedIn, TSignedIn];
    const firstAt = t.clock.now();
    await api.sendOk(early, { body: 'first question' });
    t.clock.offsetMs += 60_000;
    await api.sendOk(late, { file: { name: 'scan.pdf', content: tinyPdf('s') } });
    await api.sendOk(answered, { body: 'hello' });
    t.clock.offsetMs += 60_000;
    // A second message keeps the wait from the first; the preview is the latest.
    const long = `  Second\n question:   ${'word '.repeat(60)}`;
    await api.sendOk(early, { body: long });
    await api.sendOk(counsellor, { body: 'answer' }, answered.id);

    const { unansweredMessages } = await queueOf(counsellor);
    expect(unansweredMessages?.total).toBe(2);
    expect(unansweredMessages?.items.map((item) => item.studentId)).toEqual([early.id, late.id]);
    const [first, second] = unansweredMessages?.items ?? [];
    expect(first).toMatchObject({
      studentName: expect.stringContaining('student 0'),
      hasAttachment: false,
      counsellor: { id: counsellor.id, name: 'Test COUNSELLOR' },
    });
    expect(Math.abs(Date.parse(first?.waitingSince ?? '') - firstAt.getTime())).toBeLessThan(5_000);
    expect(first?.preview.startsWith('Second question: word word')).toBe(true);
    expect(first?.preview.length).toBeLessThanOrEqual(MESSAGE_LIMITS.previewMax);
    expect(first?.preview.endsWith('…')).toBe(true);
    expect(second).toMatchObject({ preview: '', hasAttachment: true });

    // Answering takes the thread off; a new student message puts it back, waiting from then.
    await api.sendOk(counsellor, { body: 'on it' }, early.id);
    expect((await queueOf(counsellor)).unansweredMessages?.items.map((item) => item.studentId)).toEqual([
      late.id,
    ]);
  });

  it("keeps mine to the caller's students; without mine every student's", async () => {
    const { counsellor, students } = await counsellorWith(1);
    const other = await counsellorWith(1);
    const [own] = students as [TSignedIn];
    const [theirs] = other.students as [TSignedIn];
    await api.sendOk(own, { body: 'mine' });
    await api.sendOk(theirs, { body: 'theirs' });
    const mine = (await queueOf(counsellor)).unansweredMessages?.items.map((item) => item.studentId);
    expect(mine).toEqual([own.id]);
    const all = (await queueOf(counsellor, false)).unansweredMessages?.items.map((item) => item.studentId);
    expect(all).toEqual(expect.arrayContaining([own.id, theirs.id]));
    // An unassigned student's thread shows with no counsellor.
    await assign(t.app, theirs.id, null);
    const item = (await queueOf(counsellor, false)).unansweredMessages?.items.find(
      (entry) => entry.studentId === theirs.id,
    );
    expect(item?.counsellor).toBeNull();
  });
});

describe('the students list and its export: has unread messages', () => {
  it('shows the students whose latest message no staff member has read, in the list and the CSV', async () => {
    const { counsellor, students, tag } = await counsellorWith(3);
    // The third student never writes.
    const [unread, read] = students as [TSignedIn, TSignedIn];
    await api.sendOk(unread, { body: 'please look' });
    const readMessage = await api.sendOk(read, { body: 'seen already' });
    await api.read(counsellor, readMessage.id, read.id);

    const list = await get(counsellor, `/api/staff/students?mine=true&hasUnreadMessages=true`);
    expect(list.statusCode).toBe(200);
    expect(list.json().content.map((row: { id: number }) => row.id)).toEqual([unread.id]);
    const everyone = await get(counsellor, `/api/staff/students?mine=true&hasUnreadMessages=false`);
    expect(everyone.json().totalElements).toBe(3);

    const csv = await get(counsellor, `/api/staff/exports/students.csv?q=${tag}&hasUnreadMessages=true`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parseCsv(csv.body.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.join(',')).toContain(`${tag} student 0`);

    // A reply reads the thread: the student leaves the filter.
    await api.sendOk(counsellor, { body: 'done' }, unread.id);
    const after = await get(counsellor, `/api/staff/students?mine=true&hasUnreadMessages=true`);
    expect(after.json().content).toEqual([]);
    expect((await get(counsellor, '/api/staff/students?hasUnreadMessages=maybe')).statusCode).toBe(400);
  });
});
