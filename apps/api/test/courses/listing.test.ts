import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { allPages, countWhere, filterPage, postFilter } from './helpers.ts';

let t: TTestApp;
let user: TSignedIn;
let total: number;
const none = { course_category: [], country: [], studyLevel: '' };

beforeAll(async () => {
  t = await createTestApp();
  user = await createSignedInUser(t.app);
  total = await t.app.db.$count(courses);
});
afterAll(async () => {
  await t.close();
});

describe('paging', () => {
  it('answers page 1 of 10 by default with the page math', async () => {
    const page = await filterPage(t.app, user, none);
    expect(page).toMatchObject({
      page: 1,
      size: 10,
      totalElements: total,
      totalPages: Math.ceil(total / 10),
    });
    expect(page.content).toHaveLength(10);
    expect(page.content[0]?.university.name).toBeTruthy();
  });

  it('walks the whole catalogue in a stable order without gaps or repeats', async () => {
    const seen = await allPages(t.app, user, none);
    expect(seen.map((c) => c.id)).toHaveLength(total);
    expect(new Set(seen.map((c) => c.id)).size).toBe(total);
    const ordered = await t.app.db
      .select({ id: courses.id })
      .from(courses)
      .orderBy(courses.level, courses.category, courses.country, courses.id);
    expect(seen.map((c) => c.id)).toEqual(ordered.map((row) => row.id));
    const again = await filterPage(t.app, user, none, '?pageNumber=3&pageSize=7');
    expect(again.content.map((c) => c.id)).toEqual(seen.slice(14, 21).map((c) => c.id));
  });

  it('answers a short last page and an empty page past the end', async () => {
    const lastNumber = Math.ceil(total / 70);
    const last = await filterPage(t.app, user, none, `?pageNumber=${lastNumber}&pageSize=70`);
    expect(last.content).toHaveLength(total - (lastNumber - 1) * 70 || 70);
    const past = await filterPage(t.app, user, none, `?pageNumber=${lastNumber + 1}&pageSize=70`);
    expect(past).toMatchObject({
      content: [],
      page: lastNumber + 1,
      totalElements: total,
      totalPages: lastNumber,
    });
  });

  it.each([
    ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['?pageNumber=0', 'pageNumber must be a whole number of 1 or more'],
    ['?pageNumber=abc', 'pageNumber must be a whole number of 1 or more'],
  ])('rejects %s with 400', async (query, message) => {
    const res = await postFilter(t.app, user, none, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: message });
  });
});

describe('filters', () => {
  it.each([
    ['a study level', { studyLevel: 'Postgraduate' }, sql`level = 'Postgraduate'`],
    ['categories', { course_category: ['Law', 'Engineering'] }, sql`category IN ('Law', 'Engineering')`],
    ['countries', { country: ['UK', 'Hungary'] }, sql`country IN ('UK', 'Hungary')`],
    [
      'all three together',
      {
        studyLevel: 'Undergraduate',
        course_category: ['Computer Science & IT', 'Economics'],
        country: ['Canada'],
      },
      sql`level = 'Undergraduate' AND category IN ('Computer Science & IT', 'Economics') AND country = 'Canada'`,
    ],
  ])('restricts by %s, and every course matches', async (_name, body, where) => {
    const found = await allPages(t.app, user, { ...none, ...body });
    expect(found.length).toBe(await countWhere(t.app, where));
    expect(found.length).toBeGreaterThan(0);
    const filter = { ...none, ...body };
    for (const course of found) {
      if (filter.studyLevel) expect(course.level).toBe(filter.studyLevel);
      if (filter.course_category.length) expect(filter.course_category).toContain(course.category);
      if (filter.country.length) expect(filter.country).toContain(course.country);
    }
  });

  it('treats empty lists and an empty level as no restriction, and defaults missing keys', async () => {
    expect((await filterPage(t.app, user, none)).totalElements).toBe(total);
    expect((await filterPage(t.app, user, {})).totalElements).toBe(total);
    expect((await filterPage(t.app, user, { country: ['Germany'] })).totalElements).toBe(
      await countWhere(t.app, sql`country = 'Germany'`),
    );
  });

  it('rejects unknown keys and bad values with a clear 400', async () => {
    const cases: [object, string][] = [
      [{ ...none, subject: ['Law'] }, 'request body: Unrecognized key: "subject"'],
      [
        { ...none, country: ['USA'] },
        'country must be one of: UK, Canada, Hungary, Germany, Australia, Netherlands',
      ],
      [
        { ...none, studyLevel: 'PhD' },
        'studyLevel must be one of: Foundation, Undergraduate, Postgraduate, or empty for none',
      ],
      [{ ...none, course_category: ['Cooking'] }, 'course_category must be one of: Accounting & Finance'],
      [{ ...none, country: 'UK' }, 'country must be a list'],
    ];
    for (const [body, message] of cases) {
      const res = await postFilter(t.app, user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe('BAD_REQUEST');
      expect(res.json().debugMessage).toContain(message);
    }
  });
});

describe('text search (q)', () => {
  it('finds courses by university or course name, case-insensitively, on top of filters', async () => {
    const found = await allPages(t.app, user, none, '&q=MANCHESTER');
    expect(found.length).toBe(await countWhere(t.app, sql`search_text LIKE '%manchester%'`));
    expect(found.length).toBeGreaterThan(0);
    for (const course of found) expect(course.university.name).toContain('Manchester');
    const narrowed = await allPages(
      t.app,
      user,
      { ...none, studyLevel: 'Postgraduate' },
      '&q=data%20science',
    );
    expect(narrowed.length).toBeGreaterThan(0);
    for (const course of narrowed) {
      expect(course.name.toLowerCase()).toContain('data science');
      expect(course.level).toBe('Postgraduate');
    }
  });

  it('pages search results with exact totals', async () => {
    const all = await allPages(t.app, user, none, '&q=science');
    const page2 = await filterPage(t.app, user, none, '?q=science&pageNumber=2&pageSize=5');
    expect(page2.totalElements).toBe(all.length);
    expect(page2.content.map((c) => c.id)).toEqual(all.slice(5, 10).map((c) => c.id));
    const past = await filterPage(t.app, user, none, `?q=science&pageNumber=${all.length}&pageSize=5`);
    expect(past).toMatchObject({ content: [], totalElements: all.length });
  });

  it('matches accent-free university names and takes % and _ literally', async () => {
    const eotvos = await filterPage(t.app, user, none, '?q=eotvos');
    expect(eotvos.totalElements).toBeGreaterThan(0);
    expect(eotvos.content[0]?.university.name).toBe('Eötvös Loránd University');
    // Unescaped, 'dat%' and 'dat_' would both match 'data'.
    expect((await filterPage(t.app, user, none, '?q=data')).totalElements).toBeGreaterThan(0);
    expect((await filterPage(t.app, user, none, '?q=dat%25')).totalElements).toBe(0);
    expect((await filterPage(t.app, user, none, '?q=dat_')).totalElements).toBe(0);
    expect((await filterPage(t.app, user, none, '?q=%20%20')).totalElements).toBe(total);
  });
});

describe('counts stay exact when the catalogue grows', () => {
  it('includes a course added after the counts were taken', async () => {
    const before = (await filterPage(t.app, user, { country: ['Netherlands'] })).totalElements;
    const [template] = await t.app.db.select().from(courses).where(sql`country = 'Netherlands'`).limit(1);
    if (!template) throw new Error('no Dutch course');
    const { id: _id, ...copy } = template;
    await t.app.db.insert(courses).values({ ...copy, name: `${copy.name} (Honours track)` });
    // Kept pages and counts go on the change's notification: at once on PGlite, just after the commit
    // on PostgreSQL (another connection), hence the poll.
    await expect
      .poll(async () => (await filterPage(t.app, user, { country: ['Netherlands'] })).totalElements)
      .toBe(before + 1);
  });
});
