import type { TCourse } from '@portal/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { toCourse } from '../course-mapper.ts';
import { courses, universities } from '../courses-tables.ts';
import type { TCell, TSegment } from './cells.ts';
import type { TCatalogueFilter } from './filter.ts';
import { LISTING_ORDER, whereOf } from './where-sql.ts';

/**
 * A page spanning more cells than this has cells of under size / MAX_SEGMENTS rows (a small catalogue)
 * and is read as one bounded range instead: a UNION of many branches costs more to plan than to run.
 */
export const MAX_SEGMENTS = 8;

/**
 * One cell's part of a page: equality on the listing index's first three columns, so the scan starts
 * at the part's first row and reads only `skip + take` index entries, in id order.
 */
const segmentIds = ({ cell, skip, take }: TSegment) =>
  sql`(select ${courses.id} from ${courses} where ${courses.level} = ${cell.level} and ${courses.category} = ${cell.fieldOfStudy} and ${courses.country} = ${cell.country} order by ${courses.id} limit ${take} offset ${skip})`;

const tupleOf = (cell: TCell) => sql`(${cell.level}, ${cell.fieldOfStudy}, ${cell.country})`;
const listingCell = sql`(${courses.level}, ${courses.category}, ${courses.country})`;

/**
 * The ids of a page with many small parts: the listing index's range from the first part's cell to the
 * last's, filtered, skipping into the first cell. Only rows between those cells are read.
 */
function rangeIds(db: TDb, filter: TCatalogueFilter, segments: readonly TSegment[]) {
  const first = segments[0] as TSegment;
  const last = segments[segments.length - 1] as TSegment;
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        ...whereOf(filter),
        sql`${listingCell} >= ${tupleOf(first.cell)}`,
        sql`${listingCell} <= ${tupleOf(last.cell)}`,
      ),
    )
    .orderBy(...LISTING_ORDER)
    .limit(segments.reduce((total, segment) => total + segment.take, 0))
    .offset(first.skip);
}

/**
 * The page whose parts are `segments` (pageSegments of the filter's matching cells), with universities,
 * in listing order. On PostgreSQL 15 a scan of the listing index cannot use IN lists on its later
 * columns while it reads in order, so the filtered range read every row of a level (26 ms at 1,000,000
 * courses); one exact index range per cell reads only the page's own index entries. `segments` must be
 * non-empty (an empty page needs no query).
 */
export function segmentPageQuery(db: TDb, filter: TCatalogueFilter, segments: readonly TSegment[]) {
  const ids: SQL =
    segments.length > MAX_SEGMENTS
      ? inArray(courses.id, rangeIds(db, filter, segments))
      : sql`${courses.id} in (${sql.join(segments.map(segmentIds), sql` union all `)})`;
  return db
    .select({ course: courses, university: universities })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(ids)
    .orderBy(...LISTING_ORDER);
}

export async function findSegmentPage(
  db: TDb,
  filter: TCatalogueFilter,
  segments: readonly TSegment[],
): Promise<TCourse[]> {
  if (segments.length === 0) return [];
  const rows = await segmentPageQuery(db, filter, segments);
  return rows.map((row) => toCourse(row.course, row.university));
}
