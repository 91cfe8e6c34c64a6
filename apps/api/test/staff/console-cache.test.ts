import { PLATFORM_FEE, type TStaffQueue, type TStaffStudentRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { refreshStudentStage } from '../../src/modules/students/index.ts';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call, insertBooking } from './fixtures.ts';

/**
 * The console's kept answers (plugins/console-cache.ts) stay truthful: a write on this instance shows in
 * the next list and queue at once, even while other reads are running; a write on another instance shows
 * within the cache's fresh time. This instance keeps answers for a minute, so only invalidation can
 * explain a change seen here; the second instance keeps them for 300 ms.
 */
const t = useTestApp({}, { consoleCache: { freshMs: 60_000, staleMs: 0 } });
const OTHER_FRESH_MS = 300;
let other: FastifyInstance;
let admin: TSignedIn;
let counsellor: TSignedIn;
let serial = 0;

beforeAll(async () => {
  other = await buildApp({
    config: t.app.config,
    database: t.database,
    clock: t.app.clock,
    consoleCache: { freshMs: OTHER_FRESH_MS, staleMs: 0 },
  });
  await other.ready();
  admin = await createSignedInUser(t.app, 'ADMIN');
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
});
afterAll(async () => {
  await other?.close();
});

/** A counselled, unpaid student of the counsellor with a name no other test uses. */
async function counselledStudent(): Promise<{ student: TSignedIn; name: string }> {
  const student = await createSignedInUser(t.app);
  serial += 1;
  const name = `Cachecheck ${'abcdefghij'[serial % 10]}${serial}`;
  await t.app.db
    .update(users)
    .set({ name, assignedCounsellorId: counsellor.id })
    .where(eq(users.id, student.id));
  await insertBooking(t.app, student.id, 'COMPLETED');
  await refreshStudentStage(t.app.db, student.id);
  return { student, name };
}

/** Each instance has its own signing secret: the other one gets tokens of its own for the same staff. */
const tokensOf = new Map<FastifyInstance, { admin: TSignedIn; counsellor: TSignedIn }>();
async function staffOn(app: FastifyInstance) {
  const known = tokensOf.get(app);
  if (known) return known;
  const reissue = async (who: TSignedIn, role: 'ADMIN' | 'COUNSELLOR') => {
    const token = await app.tokens.issue({ id: who.id, role });
    return { ...who, token, headers: { authorization: `Bearer ${token}` } };
  };
  const made = { admin: await reissue(admin, 'ADMIN'), counsellor: await reissue(counsellor, 'COUNSELLOR') };
  tokensOf.set(app, made);
  return made;
}

const paidList = async (app: FastifyInstance, name: string): Promise<TStaffStudentRow[]> => {
  const { admin } = await staffOn(app);
  const res = await call(app, admin, 'GET', `/api/staff/students?stage=PAID&q=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content;
};
const unpaidIds = async (app: FastifyInstance): Promise<number[]> => {
  const { counsellor } = await staffOn(app);
  const res = await call(app, counsellor, 'GET', '/api/staff/queue?mine=true');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TStaffQueue).counselledNotPaid.items.map((item) => item.studentId);
};
const pay = (app: FastifyInstance, studentId: number) =>
  call(app, counsellor, 'POST', `/api/staff/students/${studentId}/payments`, {
    amount: PLATFORM_FEE.total,
  });

describe('the staff console cache', () => {
  it('shows a payment recorded on this instance in the next list and queue at once', async () => {
    const { student, name } = await counselledStudent();
    expect(await paidList(t.app, name)).toEqual([]);
    expect(await unpaidIds(t.app)).toContain(student.id);
    expect((await pay(t.app, student.id)).statusCode).toBe(201);
    expect((await paidList(t.app, name)).map((row) => row.id)).toEqual([student.id]);
    expect(await unpaidIds(t.app)).not.toContain(student.id);
  });

  it('keeps an answer while nothing is written through this instance (a change by SQL waits)', async () => {
    const { student, name } = await counselledStudent();
    expect(await paidList(t.app, name)).toEqual([]);
    await t.app.db.update(users).set({ stage: 'PAID' }).where(eq(users.id, student.id));
    expect(await paidList(t.app, name)).toEqual([]);
    // A refused write changes nothing and drops nothing; an accepted one drops every answer.
    expect((await call(t.app, counsellor, 'POST', '/api/staff/students/0/payments', {})).statusCode).toBe(
      400,
    );
    expect(await paidList(t.app, name)).toEqual([]);
    const bystander = await counselledStudent();
    expect((await pay(t.app, bystander.student.id)).statusCode).toBe(201);
    expect((await paidList(t.app, name)).map((row) => row.id)).toEqual([student.id]);
  });

  it('shows a write read concurrently with it to every read that starts after its answer', async () => {
    const { student, name } = await counselledStudent();
    expect(await paidList(t.app, name)).toEqual([]);
    // Reads under way while the payment is recorded may answer either way; the ones after may not.
    const during = Array.from({ length: 6 }, () => paidList(t.app, name));
    const queues = Array.from({ length: 3 }, () => unpaidIds(t.app));
    expect((await pay(t.app, student.id)).statusCode).toBe(201);
    const after = await Promise.all([paidList(t.app, name), paidList(t.app, name), unpaidIds(t.app)]);
    expect(after[0].map((row) => row.id)).toEqual([student.id]);
    expect(after[1].map((row) => row.id)).toEqual([student.id]);
    expect(after[2]).not.toContain(student.id);
    await Promise.all([...during, ...queues]);
    expect((await paidList(t.app, name)).map((row) => row.id)).toEqual([student.id]);
    expect(await unpaidIds(t.app)).not.toContain(student.id);
  });

  it("shows another instance's write within that instance's fresh time", async () => {
    const { student, name } = await counselledStudent();
    expect(await paidList(other, name)).toEqual([]);
    expect(await unpaidIds(other)).toContain(student.id);
    const paidAt = performance.now();
    expect((await pay(t.app, student.id)).statusCode).toBe(201);
    let seen: TStaffStudentRow[] = [];
    while (performance.now() - paidAt < 5_000) {
      seen = await paidList(other, name);
      if (seen.length) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const waitedMs = performance.now() - paidAt;
    expect(seen.map((row) => row.id)).toEqual([student.id]);
    // The fresh time and one computation of the list (slow on a busy machine).
    expect(waitedMs).toBeLessThan(OTHER_FRESH_MS + 1_500);
    expect(await unpaidIds(other)).not.toContain(student.id);
  });
});
