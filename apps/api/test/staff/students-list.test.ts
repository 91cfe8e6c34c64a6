import { randomUUID } from 'node:crypto';
import { LIMITS, PLATFORM_FEE, ZStaffStudentPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call, insertBooking, insertPaymentRow } from './fixtures.ts';

const t = useTestApp();
let staff: TSignedIn;

/** A student with this name, created `minutesAgo` minutes ago (the list is newest first). */
async function student(name: string, minutesAgo = 0): Promise<TSignedIn> {
  const created = await createSignedInUser(t.app);
  await t.app.db
    .update(users)
    .set({ name, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(users.id, created.id));
  return created;
}

const list = async (query: Record<string, string | number>) => {
  const res = await call(t.app, staff, 'GET', `/api/staff/students?${new URLSearchParams(query as never)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffStudentPage.parse(res.json());
};
const idsOf = (page: { content: { id: number }[] }) => page.content.map((row) => row.id);

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
});

describe('GET /api/staff/students', () => {
  it('lists students only, newest first, with their account fields', async () => {
    await createSignedInUser(t.app, 'ADMIN');
    const older = await student('List Older', 10);
    const newer = await student('List Newer', 1);
    const page = await list({ pageSize: LIMITS.maxPageSize });
    const [students] = await Promise.all([t.app.db.select().from(users).where(eq(users.role, 'STUDENT'))]);
    expect(page.totalElements).toBe(students.length);
    expect(page.content.every((row) => students.some((s) => s.id === row.id))).toBe(true);
    expect(idsOf(page).indexOf(newer.id)).toBeLessThan(idsOf(page).indexOf(older.id));
    const row = page.content.find((r) => r.id === newer.id);
    const account = students.find((s) => s.id === newer.id);
    expect(row).toEqual({
      id: newer.id,
      name: 'List Newer',
      mobileNumber: newer.mobileNumber,
      referenceId: account?.referenceId,
      isEvent: false,
      createdAt: account?.createdAt.toISOString(),
      progressPercent: expect.any(Number),
      isCounsellingBooked: false,
      isCounsellingCompleted: false,
      isPaid: false,
      stage: 'REGISTERED',
      // Round-robin at sign-up: the only active counsellor.
      assignedCounsellor: { id: staff.id, name: 'Test COUNSELLOR', isDisabled: false },
      lastActivityAt: account?.lastActivityAt.toISOString(),
    });
  });

  it('pages from 1 with 10 per page by default', async () => {
    const tag = `Pager${randomUUID().slice(0, 8)}`;
    const made: number[] = [];
    for (let i = 0; i < 12; i++) made.push((await student(`${tag} ${i}`, 100 - i)).id);
    const newestFirst = [...made].reverse();
    const first = await list({ q: tag });
    expect(first).toMatchObject({ page: 1, size: LIMITS.defaultPageSize, totalElements: 12, totalPages: 2 });
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 10));
    const second = await list({ q: tag, pageNumber: 2 });
    expect(idsOf(second)).toEqual(newestFirst.slice(10));
    const small = await list({ q: tag, pageNumber: 3, pageSize: 5 });
    expect(small).toMatchObject({ page: 3, size: 5, totalPages: 3 });
    expect(idsOf(small)).toEqual(newestFirst.slice(10, 12));
    const beyond = await list({ q: tag, pageNumber: 4, pageSize: 5 });
    expect(beyond).toMatchObject({ content: [], totalElements: 12, totalPages: 3 });
  });

  it.each([
    { query: 'pageSize=101', says: 'pageSize must be a whole number from 1 to 100' },
    { query: 'pageSize=0', says: 'pageSize must be a whole number from 1 to 100' },
    { query: 'pageNumber=0', says: 'pageNumber must be a whole number of 1 or more' },
    { query: 'pageNumber=abc', says: 'pageNumber must be a whole number of 1 or more' },
    { query: `q=${'x'.repeat(101)}`, says: 'q must be at most 100 characters' },
  ])('refuses $query with 400', async ({ query, says }) => {
    const res = await call(t.app, staff, 'GET', `/api/staff/students?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toContain(says);
  });

  describe('q', () => {
    let target: TSignedIn;
    let referenceId: string;
    const tag = `Zq${randomUUID().slice(0, 6)}`;
    beforeAll(async () => {
      target = await student(`Priya ${tag} Sharma`);
      await student(`Someone Else ${randomUUID().slice(0, 6)}`);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
      referenceId = row?.referenceId ?? '';
    });

    it.each([
      { how: 'part of the name, any case', q: () => `${tag.toUpperCase()} sharma` },
      { how: 'part of the mobile number', q: () => target.mobileNumber.slice(2, 9) },
      {
        how: 'the mobile number as displayed (+91, groups)',
        q: () => `+91 ${target.mobileNumber.slice(0, 5)} ${target.mobileNumber.slice(5)}`,
      },
      { how: 'the reference id in lower case', q: () => referenceId.toLowerCase() },
    ])('matches $how', async ({ q }) => {
      const page = await list({ q: q(), pageSize: 100 });
      expect(idsOf(page)).toContain(target.id);
      expect(page.content.every((row) => row.id === target.id || row.mobileNumber.includes(q()))).toBe(true);
    });

    it('takes LIKE wildcards literally', async () => {
      const literal = await student(`Wild 100%_${tag}`);
      await student(`Wild 100ab${tag}`);
      expect(idsOf(await list({ q: `100%_${tag}` }))).toEqual([literal.id]);
      expect(idsOf(await list({ q: `%${tag}` }))).toEqual([]);
      expect(idsOf(await list({ q: `_${tag}` }))).toEqual([literal.id]);
    });

    it('finds nothing for a stranger, and a blank q lists everyone', async () => {
      expect(await list({ q: `nobody-${randomUUID()}` })).toMatchObject({
        content: [],
        totalElements: 0,
        totalPages: 0,
      });
      expect((await list({ q: '   ' })).totalElements).toBe((await list({})).totalElements);
    });

    it('never lists staff, even when q matches them', async () => {
      const admin = await createSignedInUser(t.app, 'ADMIN');
      await t.app.db
        .update(users)
        .set({ name: `Staff ${tag}` })
        .where(eq(users.id, admin.id));
      expect(idsOf(await list({ q: `Staff ${tag}` }))).toEqual([]);
    });
  });

  it('shows the counselling, payment and event state, and the profile percent', async () => {
    const tag = `Flags${randomUUID().slice(0, 6)}`;
    const booked = await student(`${tag} booked`);
    await insertBooking(t.app, booked.id, 'BOOKED');
    const completed = await student(`${tag} completed`);
    await insertBooking(t.app, completed.id, 'COMPLETED');
    await insertPaymentRow(t.app, completed.id, PLATFORM_FEE.total, staff.id);
    const partlyPaid = await student(`${tag} partly`);
    await insertPaymentRow(t.app, partlyPaid.id, PLATFORM_FEE.amount, staff.id);
    await t.app.db.update(users).set({ isEvent: true }).where(eq(users.id, partlyPaid.id));
    const profiled = await student(`${tag} profile`);
    const put = await call(t.app, profiled, 'PUT', '/api/student-profiles', {
      fullName: `${tag} profile`,
      email: 'someone@example.com',
    });
    expect(put.statusCode).toBe(200);

    const rows = new Map((await list({ q: tag })).content.map((row) => [row.id, row]));
    expect(rows.get(booked.id)).toMatchObject({
      isCounsellingBooked: true,
      isCounsellingCompleted: false,
      isPaid: false,
    });
    expect(rows.get(completed.id)).toMatchObject({
      isCounsellingBooked: false,
      isCounsellingCompleted: true,
      isPaid: true,
    });
    expect(rows.get(partlyPaid.id)).toMatchObject({ isPaid: false, isEvent: true });
    expect(rows.get(profiled.id)?.progressPercent).toBe(put.json().progressPercent);
    expect(rows.get(profiled.id)?.progressPercent).toBeGreaterThan(
      rows.get(booked.id)?.progressPercent ?? 100,
    );
  });
});
