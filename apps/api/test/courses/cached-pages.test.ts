import { ZCourse, ZCoursePage, ZIntakeList } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, onboardingDetails } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { postFilter } from './helpers.ts';

/**
 * The catalogue's answers are kept in memory. What proves an answer came from memory: a row changed
 * behind the cache's back (the notifying triggers off for that one transaction) does not show until
 * the catalogue's notification is sent, by hand or by a normal change.
 */
let t: TTestApp;
let alice: TSignedIn;
let bob: TSignedIn;
let carol: TSignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = [
    await createSignedInUser(t.app),
    await createSignedInUser(t.app),
    await createSignedInUser(t.app),
  ];
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, user: TSignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...user.headers, ...headers } });

/** Renames a course without the catalogue's notification (replica mode skips the NOTIFY triggers). */
async function renameSilently(id: number, name: string) {
  await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(courses).set({ name }).where(eq(courses.id, id));
  });
}

/** What the app hears when anything writes to the catalogue; waits until `changed` shows it. */
async function announce(changed: () => Promise<boolean>) {
  await t.database.query(`SELECT pg_notify('portal_catalogue', 'courses')`);
  await expect.poll(changed).toBe(true);
}

const firstCourseOf = async (res: { json: () => unknown }) => {
  const course = ZCoursePage.parse(res.json()).content[0];
  if (!course) throw new Error('empty page');
  return course;
};

describe('catalogue answers kept in memory', () => {
  it('sends the serialized bytes as JSON with a strong ETag, and the same bytes again from memory', async () => {
    const first = await postFilter(t.app, alice, { country: ['UK'] });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    // The bytes the route's schema serializer makes (key order of the contract's schema).
    expect(first.body).toBe(JSON.stringify(ZCoursePage.parse(first.json())));

    const course = await firstCourseOf(first);
    await renameSilently(course.id, `${course.name} (renamed)`);
    const second = await postFilter(t.app, bob, { country: ['UK'] });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    await announce(async () => (await postFilter(t.app, bob, { country: ['UK'] })).body !== first.body);
    const fresh = await postFilter(t.app, bob, { country: ['UK'] });
    expect((await firstCourseOf(fresh)).name).toBe(`${course.name} (renamed)`);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 304 without a body to a matching If-None-Match (lists, W/ and * too)', async () => {
    const res = await postFilter(t.app, alice, {}, '?pageSize=3');
    const course = await firstCourseOf(res);
    const detail = await get(`/api/course/university/${course.id}`, alice);
    expect(ZCourse.parse(detail.json()).id).toBe(course.id);
    const etag = String(detail.headers.etag);
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await get(`/api/course/university/${course.id}`, alice, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    const other = await get(`/api/course/university/${course.id}`, alice, { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(detail.body);

    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/course/filter?pageSize=3',
      headers: { ...alice.headers, 'if-none-match': String(res.headers.etag) },
      payload: {},
    });
    expect(filtered.statusCode).toBe(304);
  });

  it('answers 200 with a new ETag once the catalogue changes by SQL (the NOTIFY path)', async () => {
    const course = await firstCourseOf(await postFilter(t.app, alice, {}, '?pageSize=1'));
    const url = `/api/course/university/${course.id}`;
    const before = await get(url, alice);
    await t.database.query(`UPDATE courses SET name = name || ' (updated)' WHERE id = $1`, [course.id]);
    const ifNoneMatch = { 'if-none-match': String(before.headers.etag) };
    await expect.poll(async () => (await get(url, alice, ifNoneMatch)).statusCode).toBe(200);
    const after = await get(url, alice, ifNoneMatch);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(ZCourse.parse(after.json()).name).toBe(`${course.name} (updated)`);
  });

  it('keeps one answer for requests that mean the same listing', async () => {
    const body = { country: ['UK', 'Canada'], course_category: ['Law', 'Engineering', 'Law'] };
    const first = await postFilter(t.app, alice, body, '?q=UNI');
    const course = await firstCourseOf(first);
    await renameSilently(course.id, `${course.name} (kept?)`);
    for (const [same, query] of [
      [{ country: ['Canada', 'UK'], course_category: ['Engineering', 'Law'], studyLevel: '' }, '?q=uni'],
      [
        { course_category: ['Law', 'Engineering'], country: ['UK', 'Canada', 'UK'] },
        '?q=%20Uni%20&pageNumber=1&pageSize=10',
      ],
    ] as const) {
      const res = await postFilter(t.app, bob, same, query);
      expect(res.body, JSON.stringify(same)).toBe(first.body);
    }
    // A different page size is another answer, read now: it shows the silent change.
    const other = await postFilter(t.app, bob, body, '?q=uni&pageSize=11');
    expect((await firstCourseOf(other)).name).toBe(`${course.name} (kept?)`);
    await announce(async () => (await postFilter(t.app, bob, body, '?q=uni')).body !== first.body);
  });

  it("keeps a student's listing by its preferences: shared by students who chose the same, not others", async () => {
    const prefs = {
      countryInterested: ['Germany'],
      desiredFieldOfStudy: ['Law', 'Economics'],
      studyLevel: null,
    };
    await t.app.db.update(onboardingDetails).set(prefs).where(eq(onboardingDetails.studentId, alice.id));
    await t.app.db
      .update(onboardingDetails)
      .set({ ...prefs, desiredFieldOfStudy: ['Economics', 'Law'] })
      .where(eq(onboardingDetails.studentId, bob.id));
    await t.app.db
      .update(onboardingDetails)
      .set({ ...prefs, countryInterested: ['UK'] })
      .where(eq(onboardingDetails.studentId, carol.id));
    const listing = (user: TSignedIn) => get(`/api/course/student?studentId=${user.id}`, user);
    const first = await listing(alice);
    expect(first.statusCode).toBe(200);
    const course = await firstCourseOf(first);
    expect(course.country).toBe('Germany');
    await renameSilently(course.id, `${course.name} (shared?)`);
    const same = await listing(bob);
    expect(same.body).toBe(first.body);
    expect(same.headers.etag).toBe(first.headers.etag);
    const other = await listing(carol);
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect((await firstCourseOf(other)).country).toBe('UK');
    // The same bytes as the filter that the preferences mean.
    const filtered = await postFilter(t.app, carol, {
      country: ['Germany'],
      course_category: ['Law', 'Economics'],
    });
    expect(filtered.body).toBe(first.body);
    await announce(async () => (await listing(bob)).body !== first.body);
    // Another student's listing is still refused, kept or not.
    expect((await get(`/api/course/student?studentId=${alice.id}`, carol)).statusCode).toBe(403);
  });

  it('keeps no error: a missing course found later, a bad body, no token', async () => {
    const [{ id: maxId } = { id: 0 }] = await t.app.db
      .select({ id: sql<number>`max(${courses.id})`.mapWith(Number) })
      .from(courses);
    const [template] = await t.app.db.select().from(courses).limit(1);
    if (!template) throw new Error('no course');
    const id = maxId + 1000;
    expect((await get(`/api/course/university/${id}`, alice)).statusCode).toBe(404);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.insert(courses).values({ ...template, id, name: 'Found later' });
    });
    const found = await get(`/api/course/university/${id}`, alice);
    expect(found.statusCode).toBe(200);
    expect(ZCourse.parse(found.json()).name).toBe('Found later');

    expect((await postFilter(t.app, alice, { country: ['Mars'] })).statusCode).toBe(400);
    expect((await postFilter(t.app, alice, { country: ['UK'] })).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/course/filter', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists the upcoming intakes of the clock's day, and moves on with the date", async () => {
    const today = ZIntakeList.parse((await get('/intake-details/all', alice)).json());
    const [soonest] = today;
    if (!soonest) throw new Error('no upcoming intake');
    const dayAfterStart = new Date(`${soonest.startDate}T12:00:00Z`).getTime() + 86_400_000;
    t.clock.offsetMs = dayAfterStart - Date.now();
    const later = ZIntakeList.parse((await get('/intake-details/all', alice)).json());
    expect(later.map((intake) => intake.id)).not.toContain(soonest.id);
    t.clock.offsetMs = 0;
    expect((await get('/intake-details/all', alice)).json()).toEqual(today);
  });
});
