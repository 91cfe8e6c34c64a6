import { ZCourse, ZCoursePage, ZIntakeList } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, onboardingDetails, universities } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { countWhere } from './helpers.ts';

let t: TTestApp;
let alice: TSignedIn;
let bob: TSignedIn;
let total: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t.app);
  bob = await createSignedInUser(t.app);
  total = await t.app.db.$count(courses);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, user?: TSignedIn) =>
  t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

describe('GET /api/course/student', () => {
  it('lists the whole catalogue for a student without preferences', async () => {
    const res = await get(`/api/course/student?studentId=${alice.id}&pageNumber=2&pageSize=5`, alice);
    expect(res.statusCode).toBe(200);
    const page = ZCoursePage.parse(res.json());
    expect(page).toMatchObject({ page: 2, size: 5, totalElements: total });
    expect(page.content).toHaveLength(5);
  });

  it("lists the courses matching the student's onboarding preferences, and searches within them", async () => {
    await t.app.db
      .update(onboardingDetails)
      .set({ countryInterested: ['UK', 'Canada'], desiredFieldOfStudy: ['Law'], studyLevel: 'Undergraduate' })
      .where(eq(onboardingDetails.studentId, bob.id));
    const res = await get(`/api/course/student?studentId=${bob.id}&pageSize=100`, bob);
    const page = ZCoursePage.parse(res.json());
    const expected = await countWhere(
      t.app,
      sql`country IN ('UK', 'Canada') AND category = 'Law' AND level = 'Undergraduate'`,
    );
    expect(page.totalElements).toBe(expected);
    for (const course of page.content) {
      expect(['UK', 'Canada']).toContain(course.country);
      expect(course).toMatchObject({ category: 'Law', level: 'Undergraduate' });
    }
    const searched = ZCoursePage.parse(
      (await get(`/api/course/student?studentId=${bob.id}&q=llb`, bob)).json(),
    );
    for (const course of searched.content) expect(course.name).toContain('LLB');
  });

  it("refuses another student's listing (403) but lets staff read it", async () => {
    const res = await get(`/api/course/student?studentId=${bob.id}`, alice);
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('FORBIDDEN');
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await get(`/api/course/student?studentId=${bob.id}`, counsellor)).statusCode).toBe(200);
  });

  it('requires a valid studentId', async () => {
    const res = await get('/api/course/student', alice);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe('studentId must be a positive whole number');
    expect((await get(`/api/course/student?studentId=${alice.id}&pageSize=101`, alice)).statusCode).toBe(400);
  });
});

describe('GET /api/course/university/{id}', () => {
  it('answers one course with its university', async () => {
    const [row] = await t.app.db.select().from(courses).where(eq(courses.id, 7));
    const res = await get('/api/course/university/7', alice);
    expect(res.statusCode).toBe(200);
    const course = ZCourse.parse(res.json());
    expect(course).toMatchObject({
      id: 7,
      name: row?.name,
      overview: row?.overview,
      fees: row?.fees ?? null,
    });
    const [university] = await t.app.db
      .select()
      .from(universities)
      .where(eq(universities.id, row?.universityId ?? 0));
    expect(course.university).toEqual({
      id: university?.id,
      name: university?.name,
      country: university?.country,
      imageUrl: university?.imageUrl,
      iconUrl: university?.iconUrl,
    });
  });

  it('answers 404 for an unknown course and 400 for a non-numeric id', async () => {
    const missing = await get('/api/course/university/999999', alice);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: 'Course not found' });
    const bad = await get('/api/course/university/abc', alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: 'BAD_REQUEST',
      debugMessage: 'id must be a positive whole number',
    });
  });
});

describe('GET /api/course/journey', () => {
  it("counts the courses matching the student's preferences (journeyId = enrollment id)", async () => {
    await t.app.db
      .update(onboardingDetails)
      .set({
        countryInterested: ['Germany'],
        desiredFieldOfStudy: ['Engineering', 'Physical Sciences'],
        studyLevel: null,
      })
      .where(eq(onboardingDetails.studentId, alice.id));
    const res = await get(`/api/course/journey?journeyId=${alice.enrollmentId}`, alice);
    expect(res.statusCode).toBe(200);
    const expected = await countWhere(
      t.app,
      sql`country = 'Germany' AND category IN ('Engineering', 'Physical Sciences')`,
    );
    expect(res.json()).toEqual({
      journeyId: alice.enrollmentId,
      matchedCourseCount: expected,
      filter: { course_category: ['Engineering', 'Physical Sciences'], country: ['Germany'], studyLevel: '' },
    });
    expect(expected).toBeGreaterThan(0);
  });

  it('counts every course when no preference is set', async () => {
    const carol = await createSignedInUser(t.app);
    const res = await get(`/api/course/journey?journeyId=${carol.enrollmentId}`, carol);
    expect(res.json().matchedCourseCount).toBe(total);
  });

  it("refuses another student's journey and an unknown one alike (403), and a bad id (400)", async () => {
    expect((await get(`/api/course/journey?journeyId=${bob.enrollmentId}`, alice)).statusCode).toBe(403);
    // Same answer whether the id exists or not, so ids cannot be probed.
    expect((await get('/api/course/journey?journeyId=999999', alice)).statusCode).toBe(403);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const missing = await get('/api/course/journey?journeyId=999999', staff);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().debugMessage).toBe('Journey not found');
    expect((await get('/api/course/journey?journeyId=x', alice)).statusCode).toBe(400);
  });
});

describe('GET /intake-details/all', () => {
  it('lists the upcoming intakes, soonest first', async () => {
    const res = await get('/intake-details/all', alice);
    expect(res.statusCode).toBe(200);
    const list = ZIntakeList.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((i) => i.startDate)).toEqual([...list.map((i) => i.startDate)].sort());
    t.clock.offsetMs = Date.parse('2027-06-15T00:00:00Z') - Date.now();
    try {
      const later = ZIntakeList.parse((await get('/intake-details/all', alice)).json());
      expect(later[0]?.name).toBe('September 2027');
      expect(later.every((i) => i.startDate >= '2027-06-15')).toBe(true);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

describe('authentication', () => {
  it.each([
    ['GET', `/api/course/student?studentId=1`],
    ['POST', '/api/course/filter'],
    ['GET', '/api/course/university/1'],
    ['GET', '/api/course/journey?journeyId=1'],
    ['GET', '/intake-details/all'],
  ] as const)('%s %s without a token is 401 SESSION_EXPIRED', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
  });
});

describe('university media', () => {
  it('serves a cacheable, script-free SVG icon and banner without a token', async () => {
    const [university] = await t.app.db.select().from(universities).limit(1);
    for (const url of [university?.iconUrl, university?.imageUrl]) {
      const res = await get(url ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/<script|on\w+=|href=/i);
      expect((await get(url ?? '')).body).toBe(res.body);
    }
    expect((await get('/media/universities/no-such-university/icon.svg')).statusCode).toBe(404);
  });

  it('escapes names in the artwork', async () => {
    await t.app.db.insert(universities).values({
      name: 'A&B <Institute>',
      country: 'UK',
      slug: 'a-b-institute',
      imageUrl: '/media/universities/a-b-institute/image.svg',
      iconUrl: '/media/universities/a-b-institute/icon.svg',
    });
    const res = await get('/media/universities/a-b-institute/image.svg');
    expect(res.body).toContain('A&amp;B &lt;Institute&gt;');
    expect(res.body).not.toContain('<Institute>');
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue calls', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    for (const path of [
      '/api/course/student',
      '/api/course/filter',
      '/api/course/university/{id}',
      '/api/course/journey',
      '/intake-details/all',
    ])
      expect(paths[path], path).toBeDefined();
  });
});
