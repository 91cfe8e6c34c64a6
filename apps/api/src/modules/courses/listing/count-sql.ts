import { and, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { courses } from '../courses-tables.ts';
import type { TCatalogueFilter } from './filter.ts';
import { whereOf } from './where-sql.ts';

/** Exact count by scanning every match: the bench's reference (cells and capped counts replace it). */
export function matchCountQuery(db: TDb, filter: TCatalogueFilter) {
  return db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .where(and(...whereOf(filter)));
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
