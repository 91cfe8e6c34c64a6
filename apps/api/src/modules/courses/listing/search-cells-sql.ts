import { and, asc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { courseCellWords, courses } from '../courses-tables.ts';
import type { TCell } from './cells.ts';
import type { TCatalogueFilter } from './filter.ts';
import { containsPattern } from './where-sql.ts';

/**
 * The space-free pieces of a search text. A text that contains the search text holds each piece inside
 * one of its space-separated words, so a cell none of whose words holds a piece has no match.
 */
export const searchPieces = (search: string) => [...new Set(search.split(' ').filter(Boolean))];

/** The filter's restrictions on the cell columns of course_cell_words. */
function cellWhere(filter: TCatalogueFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.levels.length) where.push(inArray(courseCellWords.level, [...filter.levels]));
  if (filter.fieldsOfStudy.length) where.push(inArray(courseCellWords.category, [...filter.fieldsOfStudy]));
  if (filter.countries.length) where.push(inArray(courseCellWords.country, [...filter.countries]));
  return where;
}

/**
 * The cells within the filter, in listing order, that may hold a match of the search text: those with
 * a word holding each of its pieces (a superset of the cells that do: see courseCellWords). A few
 * thousand rows at most at 1,000,000 generated courses, found through the words' trigram index.
 */
export function candidateCellsQuery(db: TDb, filter: TCatalogueFilter, search: string) {
  const holds = (piece: string) => like(courseCellWords.word, containsPattern(piece));
  const pieces = searchPieces(search);
  return db
    .select({
      level: courseCellWords.level,
      fieldOfStudy: courseCellWords.category,
      country: courseCellWords.country,
    })
    .from(courseCellWords)
    .where(and(or(...pieces.map(holds)), ...cellWhere(filter)))
    .groupBy(courseCellWords.level, courseCellWords.category, courseCellWords.country)
    .having(and(...pieces.map((piece) => sql`bool_or(${holds(piece)})`)))
    .orderBy(asc(courseCellWords.level), asc(courseCellWords.category), asc(courseCellWords.country));
}

/**
 * The first `limit` matches of one cell in id order (the listing's order inside a cell): the cell's
 * range of courses_listing_search_idx read in order, index-only, until enough entries pass the LIKE. The
 * LIKE is on `search_text || ''` so the planner cannot AND in the trigram index instead: that reads
 * the text's whole posting list (30-75 ms for a common word at 1,000,000 courses) to save a few
 * thousand index entries.
 */
export function cellMatchesQuery(db: TDb, cell: Omit<TCell, 'count'>, search: string, limit: number) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.level, cell.level),
        eq(courses.category, cell.fieldOfStudy),
        eq(courses.country, cell.country),
        // Implied by the LIKE of a text with a letter in it; stated for the partial index.
        sql`${courses.searchText} <> ''`,
        sql`(${courses.searchText} || '') like ${containsPattern(search)}`,
      ),
    )
    .orderBy(asc(courses.id))
    .limit(limit);
}
