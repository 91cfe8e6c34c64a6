import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { toCourse } from '../course-mapper.ts';
import { courses, universities } from '../courses-tables.ts';
import type { TCatalogueFilter } from './filter.ts';
import { LISTING_ORDER, whereOf } from './where-sql.ts';

/**
 * The first query of every search: up to cap + 1 matches in whatever order the planner finds them
 * cheapest (the trigram index for a rare text, a scan that stops early for a common one), sorted, with
 * their number. At most cap means these are all the matches, so page and total are exact at a cost
 * bounded by cap; more means a dense search, whose page the cells' walk reads (search-cells-sql.ts).
 */
export function probePageQuery(db: TDb, filter: TCatalogueFilter, offset: number, size: number, cap: number) {
  const found = db
    .select({
      id: courses.id,
      level: courses.level,
      fieldOfStudy: courses.category,
      country: courses.country,
    })
    .from(courses)
    .where(and(...whereOf(filter)))
    .limit(cap + 1)
    .as('found');
  const ids = db
    .select({
      id: found.id,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(found)
    .orderBy(asc(found.level), asc(found.fieldOfStudy), asc(found.country), asc(found.id))
    .limit(size)
    .offset(offset)
    .as('page');
  return db
    .select({ course: courses, university: universities, total: ids.total })
    .from(ids)
    .innerJoin(courses, eq(courses.id, ids.id))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .orderBy(...LISTING_ORDER);
}

/** The courses of `ids`, with their universities, in listing order. */
export const coursesWithIdsQuery = (db: TDb, ids: readonly number[]) =>
  db
    .select({ course: courses, university: universities })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(inArray(courses.id, [...ids]))
    .orderBy(...LISTING_ORDER);

export const toCourses = (
  rows: { course: typeof courses.$inferSelect; university: typeof universities.$inferSelect }[],
) => rows.map((row) => toCourse(row.course, row.university));
