import type { TCourse } from '@portal/contract';
import { and, asc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { shouldWalk, type TCatalogueFilter } from './catalogue-filter.ts';
import { currentCells } from './cell-counts.ts';
import { toCourse } from './course-mapper.ts';
import { LISTING_ORDER, whereOf } from './course-repository.ts';
import { courses, universities } from './courses-tables.ts';

/**
 * A text search lists at most its first SEARCH_CAP matches (in listing order) and reports at most
 * SEARCH_CAP as its total. Finding or counting n matches costs about n heap visits (2-4 µs each: the
 * rows are wide), so counting all matches of a common word took 50-100 ms at 100,000 courses while
 * PGlite, inside the Node process, blocks every other request. Counting to 10,000 still took 15-25 ms
 * and to 2,000 up to 13 ms; 1,000 keeps it at 2-10 ms (bench/filter-bench.ts), i.e. 100 pages of 10.
 */
export const SEARCH_CAP = 1_000;

/**
 * The first query of every search: up to cap + 1 matches in whatever order the planner finds them
 * cheapest (the trigram index for a rare text, a scan that stops early for a common one), sorted, with
 * their number. At most cap means these are all the matches, so page and total are exact at a cost
 * bounded by cap. Otherwise they are a sample (TSample): the cell of the first (where a walk would
 * start finding matches), and how many of the table's pages the scan read to find them.
 */
export function probePageQuery(db: TDb, filter: TCatalogueFilter, offset: number, size: number, cap: number) {
  const found = db
    .select({
      id: courses.id,
      level: courses.level,
      category: courses.category,
      country: courses.country,
      // The row's heap page (ctid = (page, item)): scans read pages in order, ids need not be.
      heapPage: sql<number>`(${courses}.ctid::text::point)[0]`.as('heap_page'),
      // The table's size in pages, computed once (an init plan) and carried along.
      pages: sql<number>`(select pg_relation_size('courses') / current_setting('block_size')::int)`.as(
        'pages',
      ),
    })
    .from(courses)
    .where(and(...whereOf(filter)))
    .limit(cap + 1)
    .as('found');
  const [page, pages, half] = [found.heapPage, found.pages, sql`${found.pages} / 2`];
  // Pages read: first to last sampled page, or, if less, the stretch around the table's end that a
  // sequential scan covers when it starts mid-table and wraps around (synchronized scans).
  const span = sql<number>`least(
    max(${page}) over () - min(${page}) over () + 1,
    max(${page}) filter (where ${page} < ${half}) over () + 1 + ${pages}
      - min(${page}) filter (where ${page} >= ${half}) over ())`;
  const ids = db
    .select({
      id: found.id,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      first: sql<string[]>`min(array[${found.level}, ${found.category}, ${found.country}]) over ()`.as(
        'first',
      ),
      span: span.mapWith(Number).as('span'),
      pages: sql<number>`min(${pages}) over ()`.mapWith(Number).as('pages'),
    })
    .from(found)
    .orderBy(asc(found.level), asc(found.category), asc(found.country), asc(found.id))
    .limit(size)
    .offset(offset)
    .as('page');
  return db
    .select({
      course: courses,
      university: universities,
      total: ids.total,
      first: ids.first,
      span: ids.span,
      pages: ids.pages,
    })
    .from(ids)
    .innerJoin(courses, eq(courses.id, ids.id))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .orderBy(...LISTING_ORDER);
}

/** The courses whose ids a subquery selects, with their universities, in listing order. */
const coursesIn = (db: TDb, ids: SQLWrapper) =>
  db
    .select({ course: courses, university: universities })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(inArray(courses.id, ids))
    .orderBy(...LISTING_ORDER);

/**
 * A page of a dense search by walking the listing index in order with the LIKE filter: it reads the
 * rows before the first match, then stops after offset + size matches. Sorting every match instead
 * cost 100-300 ms for 'uni' (93 % of the catalogue).
 */
export function walkPageQuery(db: TDb, filter: TCatalogueFilter, offset: number, size: number) {
  const ids = db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...whereOf(filter)))
    .orderBy(...LISTING_ORDER)
    .limit(size)
    .offset(offset);
  return coursesIn(db, ids);
}

/** A course's place in the listing order. */
export type TListingKey = { level: string; category: string; country: string; id: number };

/**
 * A page of a search whose matches start far into the listing ('law': one field only): the matches are
 * collected through the trigram index and sorted, as every search was before the cap. `upTo`, when
 * given, is a listing key that at least offset + size matches do not pass (the probe's sampled matches
 * prove it), so the page lies before it: the planner can then AND the trigram index with a range of the
 * listing index and recheck far fewer rows (5,000 matches of 'psychology': 18 → 6 ms). The window
 * function keeps the subquery from being merged into the ordered query, where the planner would walk
 * the listing index; PostgreSQL drops the unused column but keeps the subquery (PGlite and 15).
 */
export function sortedPageQuery(
  db: TDb,
  filter: TCatalogueFilter,
  offset: number,
  size: number,
  upTo?: TListingKey,
) {
  const before = upTo
    ? [
        sql`(${courses.level}, ${courses.category}, ${courses.country}, ${courses.id}) <= (${upTo.level}, ${upTo.category}, ${upTo.country}, ${upTo.id})`,
      ]
    : [];
  const matches = db
    .select({
      id: courses.id,
      level: courses.level,
      category: courses.category,
      country: courses.country,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(courses)
    .where(and(...whereOf(filter), ...before))
    .as('matches');
  const ids = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(asc(matches.level), asc(matches.category), asc(matches.country), asc(matches.id))
    .limit(size)
    .offset(offset);
  return coursesIn(db, ids);
}

/** The number of matches, counting no further than cap + 1 (so "more than cap" costs cap + 1 rows). */
export function cappedCountQuery(db: TDb, filter: TCatalogueFilter, cap: number) {
  const found = db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...whereOf(filter)))
    .limit(cap + 1)
    .as('found');
  return db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(found);
}
export const countMatchesUpTo = async (db: TDb, filter: TCatalogueFilter, cap: number) =>
  (await cappedCountQuery(db, filter, cap))[0]?.count ?? 0;

const toCourses = (
  rows: { course: typeof courses.$inferSelect; university: typeof universities.$inferSelect }[],
) => rows.map((row) => toCourse(row.course, row.university));

/**
 * One page of a text search and its total, capped: a search with more than `cap` matches reports
 * `cap` and lists only its first `cap` matches (a page beyond them is empty, like one past the end).
 */
export async function searchPage(
  db: TDb,
  filter: TCatalogueFilter,
  offset: number,
  size: number,
  cap = SEARCH_CAP,
): Promise<{ content: TCourse[]; total: number }> {
  const rows = await probePageQuery(db, filter, offset, size, cap);
  // A page past the probe's matches has no rows to carry their number.
  const found = rows[0]?.total ?? (offset === 0 ? 0 : await countMatchesUpTo(db, filter, cap));
  if (found <= cap) return { content: toCourses(rows), total: found };
  const wanted = Math.min(size, cap - offset);
  // No probe row happens only past the cap + 1 sampled matches, so past the cap too.
  const sample = rows[0];
  if (wanted <= 0 || !sample) return { content: [], total: cap };
  const walk = shouldWalk(await currentCells(db), filter, sample, offset + wanted);
  // The probe's page holds the sampled matches offset + 1 … offset + wanted (wanted <= its rows).
  const upTo = rows[wanted - 1]?.course;
  const read = walk
    ? await walkPageQuery(db, filter, offset, wanted)
    : await sortedPageQuery(db, filter, offset, wanted, upTo);
  return { content: toCourses(read), total: cap };
}
