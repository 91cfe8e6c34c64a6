import { and, asc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { toCourse } from '../course-mapper.ts';
import { courses, universities } from '../courses-tables.ts';
import type { TCatalogueFilter } from './filter.ts';
import { LISTING_ORDER, whereOf } from './where-sql.ts';

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
      fieldOfStudy: courses.category,
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
      first: sql<string[]>`min(array[${found.level}, ${found.fieldOfStudy}, ${found.country}]) over ()`.as(
        'first',
      ),
      span: span.mapWith(Number).as('span'),
      pages: sql<number>`min(${pages}) over ()`.mapWith(Number).as('pages'),
    })
    .from(found)
    .orderBy(asc(found.level), asc(found.fieldOfStudy), asc(found.country), asc(found.id))
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
export type TListingKey = { level: string; fieldOfStudy: string; country: string; id: number };

/** A course row's listing key (the field of study is the column `category`). */
export const listingKeyOf = (course: typeof courses.$inferSelect): TListingKey => ({
  level: course.level,
  fieldOfStudy: course.category,
  country: course.country,
  id: course.id,
});

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
        sql`(${courses.level}, ${courses.category}, ${courses.country}, ${courses.id}) <= (${upTo.level}, ${upTo.fieldOfStudy}, ${upTo.country}, ${upTo.id})`,
      ]
    : [];
  const matches = db
    .select({
      id: courses.id,
      level: courses.level,
      fieldOfStudy: courses.category,
      country: courses.country,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(courses)
    .where(and(...whereOf(filter), ...before))
    .as('matches');
  const ids = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(asc(matches.level), asc(matches.fieldOfStudy), asc(matches.country), asc(matches.id))
    .limit(size)
    .offset(offset);
  return coursesIn(db, ids);
}

export const toCourses = (
  rows: { course: typeof courses.$inferSelect; university: typeof universities.$inferSelect }[],
) => rows.map((row) => toCourse(row.course, row.university));
