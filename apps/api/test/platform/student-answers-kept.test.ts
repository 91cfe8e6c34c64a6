import {
  PLATFORM_FEE,
  ZCoursePage,
  ZDashboardResponse,
  ZShortlistItems,
  ZStudentProfile,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { onboardingDetails, payments, studentProfiles } from '../../src/schema/index.ts';
import { countQueries } from '../helpers/query-count.ts';
import { heardEarlierChanges } from '../helpers/student-changes.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useSecondInstance, useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call, insertApplication } from '../staff/fixtures.ts';

/**
 * A student's profile, shortlist, dashboard and listing preferences are kept in memory per instance. What
 * proves an answer came from memory: a row changed behind the cache's back (the notifying triggers off
 * for that one transaction) does not show until the student's change is announced.
 */
const t = useTestApp();
const other = useSecondInstance(t);
let staff: TSignedIn;
let courseIds: number[];
let nextCourse = 0;
const freshCourse = () => courseIds[nextCourse++] as number;

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'ADMIN');
  courseIds = await insertCourses(t.app, 20);
});

const profileOn = async (app: typeof t.app, student: TSignedIn) => {
  const res = await call(app, student, 'GET', '/api/student-profiles');
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return ZStudentProfile.parse(res.json());
};
const shortlistOn = async (app: typeof t.app, student: TSignedIn) =>
  ZShortlistItems.parse((await call(app, student, 'GET', '/shortlist')).json());
const dashboardOn = async (app: typeof t.app, student: TSignedIn) =>
  ZDashboardResponse.parse((await call(app, student, 'GET', '/api/dashboard')).json());
const feesOf = (cards: { title: string; subtitle: string }[]) =>
  cards.find((card) => card.title === 'Fees & Finance')?.subtitle;
const setCity = (app: typeof t.app, student: TSignedIn, city: string) =>
  call(app, student, 'PUT', '/api/student-profiles', { city });

/** A new student, once every instance has heard of the account's rows (so nothing drops what is kept later). */
async function newStudent(): Promise<TSignedIn> {
  const student = await createSignedInUser(t.app);
  await heardEarlierChanges(t.database);
  return student;
}

/** The student as the second instance knows them: a token of its own (each instance signs its own). */
async function onOther(student: TSignedIn): Promise<TSignedIn> {
  const token = await other.app.tokens.issue({ id: student.id, role: 'STUDENT' });
  return { ...student, token, headers: { authorization: `Bearer ${token}` } };
}

/** Runs `write` with the notifying triggers off (replica mode), so no instance hears of it. */
async function silently(
  write: (tx: Parameters<Parameters<typeof t.app.db.transaction>[0]>[0]) => Promise<unknown>,
) {
  await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await write(tx);
  });
}

/** What every instance hears when a student's rows change by any writer; resolves once they have. */
async function announce(studentId: number) {
  await t.database.query(`SELECT pg_notify('portal_student', $1)`, [String(studentId)]);
  await heardEarlierChanges(t.database);
}

describe("a student's answers kept in memory", () => {
  it('serves profile, shortlist, dashboard and listing preferences from memory until the change is heard', async () => {
    const student = await newStudent();
    const courseId = freshCourse();
    expect((await call(t.app, student, 'POST', '/shortlist/add', { courseId })).statusCode).toBe(201);
    // The add's own notification, heard now rather than after the reads below were kept.
    await heardEarlierChanges(t.database);
    const profile = await profileOn(t.app, student);
    const list = await shortlistOn(t.app, student);
    const cards = await dashboardOn(t.app, student);
    const listing = (await call(t.app, student, 'GET', `/api/course/student?studentId=${student.id}`)).body;

    await silently(async (tx) => {
      await tx
        .update(studentProfiles)
        .set({ city: 'Silentville' })
        .where(eq(studentProfiles.studentId, student.id));
      await tx.insert(payments).values({ studentId: student.id, amount: 100_000, recordedBy: staff.id });
      await tx
        .update(onboardingDetails)
        .set({ countryInterested: ['Germany'] })
        .where(eq(onboardingDetails.studentId, student.id));
    });
    expect(await profileOn(t.app, student)).toEqual(profile);
    expect(await shortlistOn(t.app, student)).toEqual(list);
    expect(await dashboardOn(t.app, student)).toEqual(cards);
    expect((await call(t.app, student, 'GET', `/api/course/student?studentId=${student.id}`)).body).toBe(
      listing,
    );

    await announce(student.id);
    expect((await profileOn(t.app, student)).city).toBe('Silentville');
    expect(feesOf(await dashboardOn(t.app, student))).not.toBe(feesOf(cards));
    const page = ZCoursePage.parse(
      (await call(t.app, student, 'GET', `/api/course/student?studentId=${student.id}`)).json(),
    );
    expect(page.content.every((course) => course.country === 'Germany')).toBe(true);
  });

  it('answers a kept profile, shortlist and dashboard without a statement', async () => {
    const student = await newStudent();
    const first = [
      await profileOn(t.app, student),
      await shortlistOn(t.app, student),
      await dashboardOn(t.app, student),
    ];
    const statements = countQueries(t.database);
    const again = [
      await profileOn(t.app, student),
      await shortlistOn(t.app, student),
      await dashboardOn(t.app, student),
    ];
    statements.stop();
    expect(again).toEqual(first);
    expect(statements.count()).toBe(0);
  });

  it('shows a write at once on the instance that acknowledged it, and on another once it hears (NOTIFY)', async () => {
    const student = await newStudent();
    const there = await onOther(student);
    expect((await profileOn(t.app, student)).city).toBe('');
    expect((await profileOn(other.app, there)).city).toBe('');
    const courseId = freshCourse();
    expect(await shortlistOn(other.app, there)).toEqual([]);

    expect((await setCity(t.app, student, 'Pune')).statusCode).toBe(200);
    expect((await call(t.app, student, 'POST', '/shortlist/add', { courseId })).statusCode).toBe(201);
    expect((await profileOn(t.app, student)).city).toBe('Pune');
    expect((await shortlistOn(t.app, student)).map((item) => item.courseId)).toEqual([courseId]);
    await heardEarlierChanges(t.database);
    expect((await profileOn(other.app, there)).city).toBe('Pune');
    expect((await shortlistOn(other.app, there)).map((item) => item.courseId)).toEqual([courseId]);

    // And the other way round: a write on the second instance reaches the first.
    expect((await setCity(other.app, there, 'Nagpur')).statusCode).toBe(200);
    expect((await profileOn(other.app, there)).city).toBe('Nagpur');
    await heardEarlierChanges(t.database);
    expect((await profileOn(t.app, student)).city).toBe('Nagpur');
  });

  it("drops a student's answers at once when staff write to the student's data", async () => {
    const student = await newStudent();
    const courseId = freshCourse();
    expect(await shortlistOn(t.app, student)).toEqual([]);
    const fees = feesOf(await dashboardOn(t.app, student));
    const staffPut = await call(
      t.app,
      staff,
      'PUT',
      `/api/staff/students/${student.id}/shortlist/${courseId}`,
      {
        status: 'EXPERT_CHOICE',
      },
    );
    expect(staffPut.statusCode, staffPut.body).toBeLessThan(300);
    expect((await shortlistOn(t.app, student)).map((item) => item.status)).toEqual(['EXPERT_CHOICE']);
    const paid = await call(t.app, staff, 'POST', `/api/staff/students/${student.id}/payments`, {
      amount: PLATFORM_FEE.total,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(feesOf(await dashboardOn(t.app, student))).not.toBe(fees);

    // A staff write that names an application, not the student.
    const application = await insertApplication(t.app, student, freshCourse(), 'APPLIED');
    await heardEarlierChanges(t.database);
    const applied = (await dashboardOn(t.app, student))[0]?.statusLabel;
    const reviewed = await call(t.app, staff, 'PUT', `/api/staff/applications/${application.id}/status`, {
      status: 'UNDER_REVIEW',
    });
    expect(reviewed.statusCode, reviewed.body).toBeLessThan(300);
    expect((await dashboardOn(t.app, student))[0]?.statusLabel).not.toBe(applied);
  });

  it('never answers a read that follows an acknowledged write with older data, reads under way or not', async () => {
    const student = await newStudent();
    const overlapping: Promise<unknown>[] = [];
    for (let round = 1; round <= 15; round += 1) {
      // Reads under way while the write runs: whatever they read is not kept once the write is answered.
      overlapping.push(profileOn(t.app, student), dashboardOn(t.app, student), profileOn(t.app, student));
      const written = setCity(t.app, student, `City ${round}`);
      overlapping.push(profileOn(t.app, student));
      expect((await written).statusCode).toBe(200);
      expect((await profileOn(t.app, student)).city).toBe(`City ${round}`);
    }
    await Promise.all(overlapping);
    await heardEarlierChanges(t.database);
    expect((await profileOn(other.app, await onOther(student))).city).toBe('City 15');
  });

  it("keeps a dashboard for its day only: the next day's is read anew", async () => {
    const student = await newStudent();
    const cards = await dashboardOn(t.app, student);
    await silently((tx) =>
      tx.insert(payments).values({ studentId: student.id, amount: 100_000, recordedBy: staff.id }),
    );
    expect(await dashboardOn(t.app, student)).toEqual(cards);
    t.clock.offsetMs = 86_400_000;
    expect(feesOf(await dashboardOn(t.app, student))).not.toBe(feesOf(cards));
  });

  it("keeps nothing for staff, nor another student's list", async () => {
    const student = await newStudent();
    const someoneElse = await createSignedInUser(t.app);
    expect((await call(t.app, student, 'GET', `/shortlist/${someoneElse.id}`)).statusCode).toBe(403);
    const courseId = freshCourse();
    await call(t.app, student, 'POST', '/shortlist/add', { courseId });
    const seen = await call(t.app, staff, 'GET', `/shortlist/${student.id}`);
    expect(ZShortlistItems.parse(seen.json()).map((item) => item.courseId)).toEqual([courseId]);
    expect(seen.headers['cache-control']).toBe('no-store');
    const own = await call(t.app, student, 'GET', '/shortlist');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
