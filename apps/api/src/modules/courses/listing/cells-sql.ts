import { asc, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { courses } from '../courses-tables.ts';
import type { TCell } from './cells.ts';

/** Course counts per (level, field of study, country), in index order: what every count is summed from. */
export function selectCellCounts(db: TDb) {
  return db
    .select({
      level: courses.level,
      fieldOfStudy: courses.category,
      country: courses.country,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(courses)
    .groupBy(courses.level, courses.category, courses.country)
    .orderBy(asc(courses.level), asc(courses.category), asc(courses.country));
}
// async: a drizzle query is a thenable that runs again on every await; the snapshot must run it once.
export const readCellCounts = async (db: TDb): Promise<TCell[]> => selectCellCounts(db);
