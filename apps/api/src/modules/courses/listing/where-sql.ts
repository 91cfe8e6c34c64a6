import { asc, inArray, like, type SQL } from 'drizzle-orm';
import { courses } from '../courses-tables.ts';
import type { TCatalogueFilter } from './filter.ts';

// The listing order is the order of courses_level_category_country_id_idx: a cell's rows are one index range.
export const LISTING_ORDER = [
  asc(courses.level),
  asc(courses.category),
  asc(courses.country),
  asc(courses.id),
];

/** `%text%` for LIKE, with the wildcards % and _ (and the escape character) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of a listing. search_text is stored lower-cased, so LIKE on the lower-cased text is the
 * case-insensitive match (cheaper than ILIKE's per-row folding) and still uses the trigram index.
 * The field of study is the column `category`.
 */
export function whereOf(filter: TCatalogueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.levels.length) where.push(inArray(courses.level, [...filter.levels]));
  if (filter.fieldsOfStudy.length) where.push(inArray(courses.category, [...filter.fieldsOfStudy]));
  if (filter.countries.length) where.push(inArray(courses.country, [...filter.countries]));
  if (filter.search) where.push(like(courses.searchText, containsPattern(filter.search)));
  return where;
}
