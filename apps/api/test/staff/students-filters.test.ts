import { randomUUID } from 'node:crypto';
import {
  STUDENT_SORTS,
  STUDENT_STAGES,
  type TStaffStudentRow,
  type TStudentStage,
  ZStaffStudentPage,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call } from './fixtures.ts';

/**
 * GET /api/staff/students filters of the console: stage, mine, counsellorId and sort, and the rows'
 * stage, counsellor and last activity. Each test tags its students' names and searches for the tag,
 * so the students of other tests never get in the way.
 */
const t = useTestApp();
let counsellor: TSignedIn;
let other: TSignedIn;

type TMade = { id: number; minutesAgo: number };
/** One clock reading for the whole file, so equal minutes-ago are equal times (ties). */
const BASE = Date.now();
/** A student named "{tag} {label}", with the given stage, counsellor and times (minutes ago). */
async function student(
  tag: string,
  label: string,
  values: { stage?: TStudentStage; counsellorId?: number; createdAgo?: number; activeAgo?: number } = {},
): Promise<number> {
  const made = await createSignedInUser(t.app);
  const minutes = (ago: number) => new Date(BASE - ago * 60_000);
  await t.app.db
    .update(users)
    .set({
      name: `${tag} ${label}`,
      stage: values.stage ?? 'REGISTERED',
      assignedCounsellorId: values.counsellorId ?? null,
      createdAt: minutes(values.createdAgo ?? 0),
      lastActivityAt: minutes(values.activeAgo ?? 0),
    })
    .where(eq(users.id, made.id));
  return made.id;
}

const list = async (who: TSignedIn, query: Record<string, string | number | boolean>) => {
  const res = await call(t.app, who, 'GET', `/api/staff/students?${new URLSearchParams(query as never)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffStudentPage.parse(res.json());
};
const ids = (page: { content: TStaffStudentRow[] }) => page.content.map((row) => row.id);
const newTag = () => `Flt${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  other = await createSignedInUser(t.app, 'ADMIN');
  await t.app.db.update(users).set({ name: 'Asha Rao' }).where(eq(users.id, counsellor.id));
});

describe('GET /api/staff/students: stage, whose and sort', () => {
  it.each(STUDENT_STAGES)('stage=%s lists the students at that stage only', async (stage) => {
    const tag = newTag();
    const made = new Map<TStudentStage, number>();
    for (const each of STUDENT_STAGES) made.set(each, await student(tag, each, { stage: each }));
    const page = await list(counsellor, { q: tag, stage });
    expect(ids(page)).toEqual([made.get(stage)]);
    expect(page.content[0]?.stage).toBe(stage);
    expect(page.totalElements).toBe(1);
  });

  it('mine lists the caller’s students; counsellorId someone else’s; mine wins over counsellorId', async () => {
    const tag = newTag();
    const mine = await student(tag, 'mine', { counsellorId: counsellor.id });
    const theirs = await student(tag, 'theirs', { counsellorId: other.id });
    const nobodys = await student(tag, 'unassigned');
    expect(ids(await list(counsellor, { q: tag, mine: true }))).toEqual([mine]);
    expect(ids(await list(other, { q: tag, mine: true }))).toEqual([theirs]);
    expect(ids(await list(counsellor, { q: tag, counsellorId: other.id }))).toEqual([theirs]);
    expect(ids(await list(counsellor, { q: tag, mine: true, counsellorId: other.id }))).toEqual([mine]);
    expect(new Set(ids(await list(counsellor, { q: tag, mine: false })))).toEqual(
      new Set([mine, theirs, nobodys]),
    );
  });

  it('rows carry the stage, the assigned counsellor (id and name) and the last activity', async () => {
    const tag = newTag();
    const id = await student(tag, 'row', { stage: 'PAID', counsellorId: counsellor.id, activeAgo: 5 });
    const unassigned = await student(tag, 'none');
    const [account] = await t.app.db.select().from(users).where(eq(users.id, id));
    const rows = new Map((await list(counsellor, { q: tag })).content.map((row) => [row.id, row]));
    expect(rows.get(id)).toMatchObject({
      stage: 'PAID',
      assignedCounsellor: { id: counsellor.id, name: 'Asha Rao', isDisabled: false },
      lastActivityAt: account?.lastActivityAt.toISOString(),
    });
    expect(rows.get(unassigned)?.assignedCounsellor).toBeNull();
  });

  it('sort=newest orders by sign-up, sort=lastActivity by last activity, newest first, ties by id', async () => {
    const tag = newTag();
    const made: TMade[] = [];
    // Sign-up order and activity order differ; two students share a last activity.
    const plan = [
      { createdAgo: 50, activeAgo: 1 },
      { createdAgo: 40, activeAgo: 30 },
      { createdAgo: 30, activeAgo: 10 },
      { createdAgo: 20, activeAgo: 10 },
      { createdAgo: 10, activeAgo: 60 },
    ];
    for (const [i, times] of plan.entries())
      made.push({ id: await student(tag, `s${i}`, times), minutesAgo: times.activeAgo });
    const newest = await list(counsellor, { q: tag, sort: 'newest' });
    expect(ids(newest)).toEqual([made[4], made[3], made[2], made[1], made[0]].map((m) => m?.id));
    expect(ids(await list(counsellor, { q: tag }))).toEqual(ids(newest));
    const active = await list(counsellor, { q: tag, sort: 'lastActivity' });
    // made[2] and made[3] tie on last activity: the higher id first.
    expect(ids(active)).toEqual([made[0], made[3], made[2], made[1], made[4]].map((m) => m?.id));
    const paged = await list(counsellor, { q: tag, sort: 'lastActivity', pageSize: 2, pageNumber: 2 });
    expect(ids(paged)).toEqual(ids(active).slice(2, 4));
    expect(paged).toMatchObject({ totalElements: 5, totalPages: 3 });
  });

  it('combines q, stage, whose and sort', async () => {
    const tag = newTag();
    const hit = await student(tag, 'Priya hit', { stage: 'APPLIED', counsellorId: counsellor.id });
    await student(tag, 'Priya other stage', { stage: 'PAID', counsellorId: counsellor.id });
    await student(tag, 'Priya other counsellor', { stage: 'APPLIED', counsellorId: other.id });
    await student(tag, 'Someone', { stage: 'APPLIED', counsellorId: counsellor.id });
    const page = await list(counsellor, {
      q: `${tag} priya`,
      stage: 'APPLIED',
      mine: true,
      sort: 'lastActivity',
    });
    expect(ids(page)).toEqual([hit]);
  });

  it('finds a student by the number as typed, with the other filters', async () => {
    const tag = newTag();
    const id = await student(tag, 'phone', { stage: 'COUNSELLED', counsellorId: counsellor.id });
    const [account] = await t.app.db.select().from(users).where(eq(users.id, id));
    const mobile = account?.mobileNumber ?? '';
    const typed = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    expect(ids(await list(counsellor, { q: typed, mine: true }))).toEqual([id]);
    expect(ids(await list(counsellor, { q: typed, stage: 'PAID' }))).toEqual([]);
  });

  it.each([
    { query: 'stage=SIGNED_UP', says: `stage must be one of ${STUDENT_STAGES.join(', ')}` },
    { query: 'stage=', says: `stage must be one of ${STUDENT_STAGES.join(', ')}` },
    { query: 'mine=yes', says: 'mine must be true or false' },
    { query: 'sort=oldest', says: `sort must be one of ${STUDENT_SORTS.join(', ')}` },
    { query: 'counsellorId=abc', says: 'counsellorId must be a positive whole number' },
    { query: 'counsellorId=0', says: 'counsellorId must be a positive whole number' },
  ])('refuses $query with 400 and the contract’s message', async ({ query, says }) => {
    const res = await call(t.app, counsellor, 'GET', `/api/staff/students?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(says);
  });
});
