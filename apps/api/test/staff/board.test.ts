import { randomUUID } from 'node:crypto';
import {
  APPLICATION_NEXT_ACTIONS,
  APPLICATION_STATUSES,
  COUNTRIES,
  type TApplicationStatus,
  ZStaffApplicationPage,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, courses, universities, users } from '../../src/schema/index.ts';
import { testCourse } from '../helpers/courses.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call, insertApplication } from './fixtures.ts';

/**
 * GET /api/staff/applications (the board). Each test gives its students a counsellor of their own
 * and filters by counsellorId, so the applications of other tests never show.
 */
const t = useTestApp();
let admin: TSignedIn;
const course = { ukSeptember: 0, ukJanuary: 0, canadaSeptember: 0 };

async function insertCourse(country: string, intake: string): Promise<number> {
  const slug = `board-university-${randomUUID()}`;
  const [university] = await t.app.db
    .insert(universities)
    .values({
      name: `University of ${country}`,
      country,
      slug,
      imageUrl: `/${slug}.jpg`,
      iconUrl: `/${slug}.png`,
    })
    .returning({ id: universities.id });
  const [row] = await t.app.db
    .insert(courses)
    .values(
      testCourse({
        universityId: university?.id as number,
        name: `MSc Data ${country} ${intake}`,
        country,
        campus: 'Main',
        intake,
        searchText: `msc data ${country}`.toLowerCase(),
      }),
    )
    .returning({ id: courses.id });
  return row?.id as number;
}

/** A counsellor and `count` students assigned to them. */
async function team(count: number) {
  const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  await t.app.db.update(users).set({ name: 'Ravi Menon' }).where(eq(users.id, counsellor.id));
  const students: TSignedIn[] = [];
  for (let i = 0; i < count; i++) {
    const student = await createSignedInUser(t.app);
    await t.app.db
      .update(users)
      .set({ name: `Board student ${i}`, assignedCounsellorId: counsellor.id })
      .where(eq(users.id, student.id));
    students.push(student);
  }
  return { counsellor, students };
}

/** An application moved to `status` and last changed on 1 January 2030 plus `day` days. */
async function application(student: TSignedIn, courseId: number, status: TApplicationStatus, day: number) {
  const row = await insertApplication(t.app, student, courseId, status);
  await t.app.db
    .update(applications)
    .set({ updatedAt: new Date(Date.UTC(2030, 0, 1 + day)) })
    .where(eq(applications.id, row.id));
  return row.id;
}

const board = async (query: Record<string, string | number>) => {
  const res = await call(
    t.app,
    admin,
    'GET',
    `/api/staff/applications?${new URLSearchParams(query as never)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return ZStaffApplicationPage.parse(res.json());
};
const ids = (page: { content: { applicationId: number }[] }) =>
  page.content.map((card) => card.applicationId);

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  course.ukSeptember = await insertCourse('UK', 'September 2027');
  course.ukJanuary = await insertCourse('UK', 'January 2028');
  course.canadaSeptember = await insertCourse('Canada', 'September 2027');
});

describe('GET /api/staff/applications', () => {
  it('answers one status column, the longest-unchanged first, each card with its next action', async () => {
    const { counsellor, students } = await team(2);
    const [a, b] = students as [TSignedIn, TSignedIn];
    const late = await application(a, course.ukSeptember, 'UNDER_REVIEW', 9);
    const early = await application(b, course.canadaSeptember, 'UNDER_REVIEW', 2);
    await application(a, course.ukJanuary, 'APPLIED', 1);
    const page = await board({ status: 'UNDER_REVIEW', counsellorId: counsellor.id });
    expect(ids(page)).toEqual([early, late]);
    expect(page).toMatchObject({ page: 1, size: 10, totalElements: 2, totalPages: 1 });
    const [referenceId] = (await t.app.db.select().from(users).where(eq(users.id, b.id))).map(
      (u) => u.referenceId,
    );
    expect(page.content[0]).toEqual({
      studentId: b.id,
      studentName: 'Board student 1',
      referenceId,
      applicationId: early,
      courseId: course.canadaSeptember,
      courseName: 'MSc Data Canada September 2027',
      universityName: 'University of Canada',
      country: 'Canada',
      intake: 'September 2027',
      status: 'UNDER_REVIEW',
      counsellor: { id: counsellor.id, name: 'Ravi Menon' },
      nextAction: APPLICATION_NEXT_ACTIONS.UNDER_REVIEW,
      updatedAt: '2030-01-03T00:00:00.000Z',
      postOfferStage: null,
      postOfferDueOn: null,
    });
  });

  it.each(APPLICATION_STATUSES)('status=%s lists only that status, with its next action', async (status) => {
    const { counsellor, students } = await team(1);
    const student = students[0] as TSignedIn;
    const others = APPLICATION_STATUSES.filter((s) => s !== status).slice(0, 2);
    const wanted = await application(student, course.ukSeptember, status, 1);
    for (const [i, other] of others.entries())
      await application(student, [course.ukJanuary, course.canadaSeptember][i] as number, other, 2);
    const page = await board({ status, counsellorId: counsellor.id });
    expect(ids(page)).toEqual([wanted]);
    expect(page.content[0]?.nextAction).toBe(APPLICATION_NEXT_ACTIONS[status]);
  });

  it('filters by country and by intake (the course’s), and by both', async () => {
    const { counsellor, students } = await team(1);
    const student = students[0] as TSignedIn;
    const ukSep = await application(student, course.ukSeptember, 'APPLIED', 1);
    const ukJan = await application(student, course.ukJanuary, 'APPLIED', 2);
    const caSep = await application(student, course.canadaSeptember, 'APPLIED', 3);
    const mine = { counsellorId: counsellor.id };
    expect(ids(await board({ ...mine }))).toEqual([ukSep, ukJan, caSep]);
    expect(ids(await board({ ...mine, country: 'UK' }))).toEqual([ukSep, ukJan]);
    expect(ids(await board({ ...mine, intake: 'September 2027' }))).toEqual([ukSep, caSep]);
    expect(ids(await board({ ...mine, country: 'UK', intake: 'September 2027' }))).toEqual([ukSep]);
    expect(ids(await board({ ...mine, country: 'Germany' }))).toEqual([]);
    expect((await board({ ...mine, country: 'UK', status: 'APPLIED' })).totalElements).toBe(2);
  });

  it('filters by the student’s counsellor and pages', async () => {
    const { counsellor, students } = await team(3);
    const other = await team(1);
    const made: number[] = [];
    for (const [i, student] of students.entries())
      made.push(await application(student, course.ukSeptember, 'APPLIED', 10 + i));
    await application(other.students[0] as TSignedIn, course.ukSeptember, 'APPLIED', 1);
    const first = await board({ counsellorId: counsellor.id, pageSize: 2 });
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(ids(first)).toEqual(made.slice(0, 2));
    expect(ids(await board({ counsellorId: counsellor.id, pageSize: 2, pageNumber: 2 }))).toEqual(
      made.slice(2),
    );
    expect(ids(await board({ counsellorId: counsellor.id, pageSize: 2, pageNumber: 3 }))).toEqual([]);
  });

  it('shows an unassigned student’s card without a counsellor', async () => {
    const student = await createSignedInUser(t.app);
    // Round-robin assigned one at sign-up; an admin unassigned them since.
    await t.app.db.update(users).set({ assignedCounsellorId: null }).where(eq(users.id, student.id));
    const id = await application(student, course.ukJanuary, 'REJECTED', 0);
    const page = await board({ status: 'REJECTED', pageSize: 100 });
    expect(page.content.find((card) => card.applicationId === id)?.counsellor).toBeNull();
  });

  it.each([
    { query: 'status=OPEN', says: `status must be one of ${APPLICATION_STATUSES.join(', ')}.` },
    { query: 'country=Mars', says: `country must be one of ${COUNTRIES.join(', ')}` },
    { query: `intake=${'x'.repeat(41)}`, says: 'intake must be at most 40 characters' },
    { query: 'counsellorId=-1', says: 'counsellorId must be a positive whole number' },
    { query: 'pageSize=101', says: 'pageSize must be a whole number from 1 to 100' },
  ])('refuses $query with 400 and the contract’s message', async ({ query, says }) => {
    const res = await call(t.app, admin, 'GET', `/api/staff/applications?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(says);
  });
});
