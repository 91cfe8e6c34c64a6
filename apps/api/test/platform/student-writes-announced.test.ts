import { ZCoursePage, ZShortlistItems, ZStudentProfile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { isWriteRoute } from '../../src/plugins/student-cache.ts';
import { onboardingDetails, shortlistEntries, studentProfiles, users } from '../../src/schema/index.ts';
import { routesOf, type TRoute } from '../helpers/route-table.ts';
import { heardEarlierChanges } from '../helpers/student-changes.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useSecondInstance, useTestApp } from '../helpers/test-app.ts';
import { insertIntake, validDetails } from '../onboarding/fixtures.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { call } from '../staff/fixtures.ts';

/**
 * Migration 0020: the tables students write all day notify no more from inside the write's transaction
 * (a NOTIFY serialises commits); the instance that wrote announces the student on portal_student after
 * the commit, before it answers. Here: the triggers are gone, two instances still see each other's
 * writes, and every write route announces (a route the announcing hook misses fails the last test).
 */
const t = useTestApp();
const other = useSecondInstance(t);
let courseIds: number[];
let intakeId: number;

beforeAll(async () => {
  courseIds = await insertCourses(t.app, 4);
  intakeId = await insertIntake(t.app);
});

/** Every portal_student payload heard from now until stop(). */
async function hearStudentChanges() {
  const heard: string[] = [];
  const stop = await t.database.listen('portal_student', { onMessage: (payload) => heard.push(payload) });
  return {
    /** The payloads heard so far, once every change committed before the call has arrived. */
    async payloads() {
      await heardEarlierChanges(t.database);
      return [...heard];
    },
    clear: () => {
      heard.length = 0;
    },
    stop,
  };
}
const names = (payloads: string[], id: number) =>
  payloads.some((payload) => payload === '*' || payload.split(',').includes(String(id)));

async function onOther(student: TSignedIn): Promise<TSignedIn> {
  const token = await other.app.tokens.issue({ id: student.id, role: 'STUDENT' });
  return { ...student, token, headers: { authorization: `Bearer ${token}` } };
}
const profileOn = async (app: FastifyInstance, student: TSignedIn) =>
  ZStudentProfile.parse((await call(app, student, 'GET', '/api/student-profiles')).json());
const shortlistOn = async (app: FastifyInstance, student: TSignedIn) =>
  ZShortlistItems.parse((await call(app, student, 'GET', '/shortlist')).json())
    .map((item) => item.courseId)
    .sort((a, b) => a - b);
const listingCountries = async (app: FastifyInstance, student: TSignedIn) =>
  ZCoursePage.parse(
    (await call(app, student, 'GET', `/api/course/student?studentId=${student.id}`)).json(),
  ).content.map((course) => course.country);

describe('student writes announced after their commit', () => {
  it("sends no notification from a write to a student's profile, shortlist, onboarding or name", async () => {
    const student = await createSignedInUser(t.app);
    const courseId = courseIds[0] as number;
    const hearing = await hearStudentChanges();
    try {
      await hearing.payloads();
      hearing.clear();
      await t.app.db
        .update(studentProfiles)
        .set({ city: 'Quiet' })
        .where(eq(studentProfiles.studentId, student.id));
      await t.app.db.insert(shortlistEntries).values({
        studentId: student.id,
        courseId,
        status: 'STUDENT_CHOICE',
        createdBy: student.id,
        createdByRole: 'STUDENT',
      });
      await t.app.db
        .update(onboardingDetails)
        .set({ countryInterested: ['Germany'] })
        .where(eq(onboardingDetails.studentId, student.id));
      await t.app.db.update(users).set({ name: 'Quiet Name' }).where(eq(users.id, student.id));
      expect(await hearing.payloads()).toEqual([]);
      // The rarely written columns still notify from their trigger (staff, jobs, SQL by hand).
      await t.app.db.update(users).set({ isEvent: true }).where(eq(users.id, student.id));
      expect(await hearing.payloads()).toEqual([String(student.id)]);
    } finally {
      await hearing.stop();
    }
  });

  it('shows a profile, shortlist and onboarding write on the other instance once it hears, both ways', async () => {
    const student = await createSignedInUser(t.app);
    await heardEarlierChanges(t.database);
    const there = await onOther(student);
    const [first, second] = (courseIds.slice(1, 3) as [number, number]).sort((a, b) => a - b);
    // Kept on both instances first.
    expect((await profileOn(other.app, there)).city).toBe('');
    expect(await shortlistOn(other.app, there)).toEqual([]);
    const countriesBefore = await listingCountries(other.app, there);
    expect((await profileOn(t.app, student)).city).toBe('');

    expect((await call(t.app, student, 'PUT', '/api/student-profiles', { city: 'Pune' })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, student, 'POST', '/shortlist/add', { courseId: first })).statusCode).toBe(201);
    expect((await call(t.app, student, 'POST', '/shortlist/add', { courseId: second })).statusCode).toBe(201);
    const saved = await call(t.app, student, 'PUT', '/student-onboarding/update', {
      details: { ...validDetails(intakeId), country: ['Germany'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await heardEarlierChanges(t.database);
    expect((await profileOn(other.app, there)).city).toBe('Pune');
    expect(await shortlistOn(other.app, there)).toEqual([first, second]);
    const countriesAfter = await listingCountries(other.app, there);
    expect(countriesAfter.every((country) => country === 'Germany')).toBe(true);
    expect(countriesAfter).not.toEqual(countriesBefore);

    const removed = await call(other.app, there, 'DELETE', `/shortlist/delete?courseId=${first}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (await call(other.app, there, 'PUT', '/api/student-profiles', { city: 'Nagpur' })).statusCode,
    ).toBe(200);
    await heardEarlierChanges(t.database);
    expect(await shortlistOn(t.app, student)).toEqual([second]);
    expect((await profileOn(t.app, student)).city).toBe('Nagpur');
  });

  it('announces from every write route a signed-in caller reaches, success or error', async () => {
    const routes = writeRoutesOf(t.app);
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/student-profiles' });
    expect(routes).toContainEqual({ method: 'POST', path: '/shortlist/add' });
    const hearing = await hearStudentChanges();
    const failures: string[] = [];
    try {
      for (const { method, path } of routes) {
        const key = `${method} ${path}`;
        if (key in WITHOUT_SESSION || path.startsWith('/api/docs')) continue;
        const staffRoute = path.startsWith('/api/staff');
        const user = await createSignedInUser(t.app, staffRoute ? 'ADMIN' : 'STUDENT');
        await hearing.payloads();
        hearing.clear();
        const res = await t.app.inject({
          method: method as 'POST',
          url: path.replaceAll(/:\w+/g, '1'),
          headers: user.headers,
          ...(method === 'DELETE' ? {} : { payload: {} }),
        });
        // 401/429: turned away before the session was read, so nothing was written.
        if (res.statusCode === 401 || res.statusCode === 429) continue;
        const expected = staffRoute ? (path.includes(':studentId') ? 1 : '*') : user.id;
        const payloads = await hearing.payloads();
        const heard = expected === '*' ? payloads.includes('*') : names(payloads, expected);
        if (!heard) failures.push(`${key} (${res.statusCode}): heard ${JSON.stringify(payloads)}`);
      }
    } finally {
      await hearing.stop();
    }
    expect(failures).toEqual([]);
  });
});

/** Write routes that run without a session: nobody's kept answers are theirs to drop (they sign in). */
const WITHOUT_SESSION: Record<string, string> = {
  'POST /otp/generate': 'sends a sign-in code',
  'POST /otp/verify': 'signs in (the account it may open notifies from the users trigger)',
};

/** Every route the plugins treat as a write (isWriteRoute: not GET/HEAD/OPTIONS, not the filter's POST). */
function writeRoutesOf(app: FastifyInstance): TRoute[] {
  return routesOf(app).filter((route) => isWriteRoute({ method: route.method, url: route.path }));
}
