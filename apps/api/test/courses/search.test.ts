import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMatchesUpTo } from '../../src/modules/courses/listing/count-sql.ts';
import type { TCatalogueFilter } from '../../src/modules/courses/listing/filter.ts';
import { candidateCellsQuery } from '../../src/modules/courses/listing/search-cells-sql.ts';
import { SEARCH_CAP, searchPage, walkCells } from '../../src/modules/courses/listing/search-plan.ts';
import { courses } from '../../src/schema/index.ts';
import { growCatalogue } from '../../src/seed/large-catalogue.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { allPages, countWhere, filterPage, postFilter } from './helpers.ts';

/**
 * Text search (q) at a size where a common text has more matches than SEARCH_CAP: the catalogue is
 * grown to 3,000 courses, so 'uni' (in nearly every university name) matches about 2,800.
 */
let t: TTestApp;
let user: TSignedIn;
const none = { course_category: [], country: [], studyLevel: '' };

beforeAll(async () => {
  t = await createTestApp();
  user = await createSignedInUser(t.app);
  await growCatalogue(t.database, 3000);
});
afterAll(async () => {
  await t.close();
});

/** Every match in listing order, unbounded: the reference each page is checked against. */
async function referenceIds(text: string, where = sql`true`): Promise<number[]> {
  const result = await t.app.db.execute(
    sql`SELECT id FROM courses WHERE search_text LIKE ${`%${text}%`} AND ${where}
        ORDER BY level, category, country, id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}
const filterOf = (search: string, partial: Partial<TCatalogueFilter> = {}): TCatalogueFilter => ({
  levels: [],
  fieldsOfStudy: [],
  countries: [],
  search,
  ...partial,
});
const idsOf = (page: { content: { id: number }[] }) => page.content.map((course) => course.id);

describe('search text rules', () => {
  it.each([
    ['?q=ab', 'Search text must be at least 3 characters.'],
    ['?q=%20ab%20', 'Search text must be at least 3 characters.'],
    ['?q=%25%25%25', 'Search text must contain at least 3 letters or digits in a row.'],
    ['?q=c%2B%2B', 'Search text must contain at least 3 letters or digits in a row.'],
  ])('rejects %s with 400', async (query, message) => {
    const res = await postFilter(t.app, user, none, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: message });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/course/student${query}&studentId=${user.id}`,
      headers: user.headers,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().debugMessage).toBe(message);
  });

  it('finds courses by course name and by university name from 3 characters on', async () => {
    const llb = await allPages(t.app, user, none, '&q=LLB');
    expect(llb.length).toBe(await countWhere(t.app, sql`search_text LIKE '%llb%'`));
    expect(llb.length).toBeGreaterThan(0);
    for (const course of llb) expect(course.name).toContain('LLB');
    const mcgill = await filterPage(t.app, user, none, '?q=mcg&pageSize=100');
    expect(mcgill.totalElements).toBe(await countWhere(t.app, sql`search_text LIKE '%mcg%'`));
    expect(mcgill.totalElements).toBeGreaterThan(0);
    for (const course of mcgill.content) expect(course.university.name).toBe('McGill University');
  });
});

describe('dense searches', () => {
  it('answer exact pages in listing order, and cap the total', async () => {
    const all = await referenceIds('uni');
    expect(all.length).toBeGreaterThan(SEARCH_CAP);
    const first = await filterPage(t.app, user, none, '?q=uni');
    expect(idsOf(first)).toEqual(all.slice(0, 10));
    expect(first).toMatchObject({ totalElements: SEARCH_CAP, totalPages: Math.ceil(SEARCH_CAP / 10) });
    const middle = await filterPage(t.app, user, none, '?q=uni&pageNumber=37&pageSize=7');
    expect(idsOf(middle)).toEqual(all.slice(252, 259));
    // The last page stops at the cap, and a page beyond it is empty like one past the end.
    const lastNumber = Math.ceil(SEARCH_CAP / 30);
    const last = await filterPage(t.app, user, none, `?q=uni&pageNumber=${lastNumber}&pageSize=30`);
    expect(idsOf(last)).toEqual(all.slice((lastNumber - 1) * 30, SEARCH_CAP));
    expect(last.totalPages).toBe(lastNumber);
    const beyond = await filterPage(t.app, user, none, `?q=uni&pageNumber=${lastNumber + 1}&pageSize=30`);
    expect(beyond).toMatchObject({ content: [], totalElements: SEARCH_CAP });
  });

  it('stay exact on top of filters', async () => {
    const body = { ...none, studyLevel: 'Postgraduate', country: ['UK', 'Germany'] };
    const all = await referenceIds(
      'university',
      sql`level = 'Postgraduate' AND country IN ('UK', 'Germany')`,
    );
    const page = await filterPage(t.app, user, body, '?q=university&pageNumber=3&pageSize=20');
    expect(idsOf(page)).toEqual(all.slice(40, 60));
    expect(page.totalElements).toBe(Math.min(all.length, SEARCH_CAP));
  });

  it('page exactly past the cap with a small cap', async () => {
    for (const [text, cap] of [
      ['uni', 40],
      ['manchester', 10],
      ['llb', 12],
      ['bsc (hons)', 15],
    ] as const) {
      const all = await referenceIds(text);
      expect(all.length, text).toBeGreaterThan(cap);
      for (const [offset, size] of [
        [0, 10],
        [7, 9],
        [cap - 4, 10],
      ] as const) {
        const expected = all.slice(offset, Math.min(offset + size, cap));
        // The cells' walk, and the trigram probe that takes over when the walk's budget is spent.
        for (const budget of [undefined, 0]) {
          const found = await searchPage(t.app.db, filterOf(text), offset, size, cap, budget);
          expect(found.total).toBe(cap);
          expect(found.content.map((course) => course.id)).toEqual(expected);
        }
        const end = offset + size;
        expect((await walkCells(t.app.db, filterOf(text), text, end)).ids).toEqual(all.slice(0, end));
      }
      for (const budget of [undefined, 0]) {
        expect((await searchPage(t.app.db, filterOf(text), cap, 10, cap, budget)).content).toEqual([]);
      }
    }
  });
});

describe("the cells' words", () => {
  const cellsOf = async (text: string) =>
    (await candidateCellsQuery(t.app.db, filterOf(text), text)).map((cell) => Object.values(cell).join('/'));

  it('name the cells that hold every word of a text, and only those', async () => {
    const result = await t.app.db.execute(
      sql`SELECT DISTINCT level || '/' || category || '/' || country AS cell FROM courses
          WHERE search_text LIKE '%bsc (hons)%' ORDER BY 1`,
    );
    const holding = (result as unknown as { rows: { cell: string }[] }).rows.map((row) => row.cell);
    const candidates = await cellsOf('bsc (hons)');
    expect(holding.length).toBeGreaterThan(0);
    for (const cell of holding) expect(candidates).toContain(cell);
    for (const cell of candidates) expect(cell.startsWith('Undergraduate/')).toBe(true);
    expect(await cellsOf('nosuchword')).toEqual([]);
  });

  it('learn the words of added and changed courses, so those are found', async () => {
    const [template] = await t.app.db.select().from(courses).where(eq(courses.country, 'UK')).limit(1);
    if (!template) throw new Error('no UK course');
    const { id: _id, ...row } = template;
    const [added] = await t.app.db
      .insert(courses)
      .values({ ...row, level: 'Foundation', category: 'Law', searchText: `${row.searchText} zyxwvut` })
      .returning({ id: courses.id });
    expect(await cellsOf('zyxwvut')).toEqual(['Foundation/Law/UK']);
    await t.app.db
      .update(courses)
      .set({ category: 'Economics', searchText: `${row.searchText} zyxwvut qponmlk` })
      .where(eq(courses.id, added?.id ?? 0));
    expect(await cellsOf('zyxwvut qponmlk')).toEqual(['Foundation/Economics/UK']);
    // The cell it left keeps the word: a superset, and the search stays exact.
    expect(await cellsOf('zyxwvut')).toEqual(['Foundation/Economics/UK', 'Foundation/Law/UK']);
    const found = async () => (await walkCells(t.app.db, filterOf('zyxwvut'), 'zyxwvut', 10)).ids;
    expect(await found()).toEqual([added?.id]);
    await t.app.db.delete(courses).where(eq(courses.id, added?.id ?? 0));
    expect(await found()).toEqual([]);
  });
});

describe('selective searches', () => {
  it('list every match with the exact total', async () => {
    const all = await referenceIds('science');
    expect(all.length).toBeGreaterThan(100);
    expect(all.length).toBeLessThanOrEqual(SEARCH_CAP);
    const found = await allPages(t.app, user, none, '&q=science');
    expect(found.map((course) => course.id)).toEqual(all);
    // The same through the trigram probe (a walk out of budget), page by page.
    for (const offset of [0, 50, all.length - 3]) {
      const probed = await searchPage(t.app.db, filterOf('science'), offset, 50, SEARCH_CAP, 0);
      expect(probed.total).toBe(all.length);
      expect(probed.content.map((course) => course.id)).toEqual(all.slice(offset, offset + 50));
    }
    const page = await filterPage(t.app, user, none, '?q=science&pageNumber=2&pageSize=50');
    expect(page.totalElements).toBe(all.length);
    const past = await filterPage(t.app, user, none, `?q=science&pageNumber=${all.length}&pageSize=50`);
    expect(past).toMatchObject({ content: [], totalElements: all.length });
  });

  it('count up to the cap and no further', async () => {
    expect(await countMatchesUpTo(t.app.db, filterOf('uni'), 5)).toBe(6);
    const eotvos = await countWhere(t.app, sql`search_text LIKE '%eotvos%'`);
    expect(eotvos).toBeGreaterThan(0);
    expect(await countMatchesUpTo(t.app.db, filterOf('eotvos'), SEARCH_CAP)).toBe(eotvos);
    expect(await countMatchesUpTo(t.app.db, filterOf('eotvos'), eotvos)).toBe(eotvos);
    expect(await countMatchesUpTo(t.app.db, filterOf('eotvos'), eotvos - 1)).toBe(eotvos);
  });
});
