import { SHORTLIST_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counsellingBookings, shortlistEntries } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { insertCourses } from './fixtures.ts';

let t: TTestApp;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  [courseId] = (await insertCourses(t.app, 1)) as [number];
});
afterAll(async () => {
  await t.close();
});

const add = (user: TSignedIn) =>
  t.app.inject({ method: 'POST', url: '/shortlist/add', headers: user.headers, payload: { courseId } });
const remove = (user: TSignedIn, query = `courseId=${courseId}`) =>
  t.app.inject({ method: 'DELETE', url: `/shortlist/delete?${query}`, headers: user.headers });
const listIds = async (user: TSignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/shortlist', headers: user.headers }))
    .json()
    .map((item: { courseId: number }) => item.courseId);
const setStatus = (user: TSignedIn, status: string) =>
  t.app.db
    .update(shortlistEntries)
    // Staff give a reason with every NOT_ELIGIBLE verdict.
    .set({ status, statusReason: status === 'NOT_ELIGIBLE' ? 'Needs a first-class degree.' : '' })
    .where(and(eq(shortlistEntries.studentId, user.id), eq(shortlistEntries.courseId, courseId)));
const bookCounselling = (user: TSignedIn, status: 'BOOKED' | 'COMPLETED') =>
  t.app.db
    .insert(counsellingBookings)
    .values({ studentId: user.id, date: '2026-01-10', time: '10:00', status });

async function studentWithEntry(): Promise<TSignedIn> {
  const student = await createSignedInUser(t.app);
  expect((await add(student)).statusCode).toBe(201);
  return student;
}

describe('DELETE /shortlist/delete', () => {
  it('soft-deletes the entry; adding again revives the same row', async () => {
    const student = await studentWithEntry();
    const res = await remove(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ courseId, message: TOAST_MESSAGES.shortlistRemoved });
    expect(await listIds(student)).toEqual([]);
    const rows = await t.app.db
      .select()
      .from(shortlistEntries)
      .where(eq(shortlistEntries.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.removedAt).toBeInstanceOf(Date);

    expect((await remove(student)).statusCode).toBe(404);
    const again = await add(student);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(rows[0]?.id);
    expect(await listIds(student)).toEqual([courseId]);
  });

  it('answers 404 for a course not in the shortlist', async () => {
    const student = await createSignedInUser(t.app);
    const res = await remove(student);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'NOT_FOUND',
      debugMessage: SHORTLIST_MESSAGES.notInShortlist,
    });
  });

  it.each([
    ['APPLIED', SHORTLIST_MESSAGES.appliedLocked],
    ['EXPERT_CHOICE', SHORTLIST_MESSAGES.expertChoiceLocked],
  ])('refuses an %s entry with 409', async (status, message) => {
    const student = await studentWithEntry();
    await setStatus(student, status);
    const res = await remove(student);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'CONFLICT', debugMessage: message });
    expect(await listIds(student)).toEqual([courseId]);
  });

  it('allows removing a NOT_ELIGIBLE entry, but re-adding brings the verdict back', async () => {
    const student = await studentWithEntry();
    await setStatus(student, 'NOT_ELIGIBLE');
    expect((await remove(student)).statusCode).toBe(200);
    const readded = await add(student);
    expect(readded.statusCode).toBe(201);
    expect(readded.json().status).toBe('NOT_ELIGIBLE');
  });

  it('refuses with 409 once counselling is completed, not while it is only booked', async () => {
    const student = await studentWithEntry();
    await bookCounselling(student, 'BOOKED');
    expect((await remove(student)).statusCode).toBe(200);
    expect((await add(student)).statusCode).toBe(201);
    await bookCounselling(student, 'COMPLETED');
    const res = await remove(student);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'CONFLICT',
      debugMessage: SHORTLIST_MESSAGES.counsellingCompleted,
    });
    expect(await listIds(student)).toEqual([courseId]);
  });

  it("never touches another student's entry", async () => {
    const owner = await studentWithEntry();
    const other = await createSignedInUser(t.app);
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(other, `courseId=${courseId}&studentId=${owner.id}`)).statusCode).toBe(403);
    expect(await listIds(owner)).toEqual([courseId]);
  });

  it("refuses staff with 403: they mark a course NOT_ELIGIBLE in the console, they do not remove a student's choice", async () => {
    const student = await studentWithEntry();
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const res = await remove(staff, `courseId=${courseId}&studentId=${student.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe(SHORTLIST_MESSAGES.staffUseConsole);
    expect(await listIds(student)).toEqual([courseId]);
  });

  it.each(['', 'courseId=', 'courseId=abc', 'courseId=-1'])('refuses query %j with 400', async (query) => {
    const student = await createSignedInUser(t.app);
    const res = await remove(student, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
  });
});
