import type { TCourse } from '@portal/contract';
import type { TDb } from '../../../db/client.ts';
import { currentCells } from './cell-counts.ts';
import { countMatchesUpTo } from './count-sql.ts';
import type { TCatalogueFilter } from './filter.ts';
import { candidateCellsQuery, cellMatchesQuery } from './search-cells-sql.ts';
import { coursesWithIdsQuery, probePageQuery, toCourses } from './search-sql.ts';

/**
 * A text search lists at most its first SEARCH_CAP matches (in listing order) and reports at most
 * SEARCH_CAP as its total. Finding or counting n matches costs about n heap visits (2-4 µs each: the
 * rows are wide), so counting all matches of a common word took 50-100 ms at 100,000 courses while
 * PGlite, inside the Node process, blocks every other request. Counting to 10,000 still took 15-25 ms
 * and to 2,000 up to 13 ms; 1,000 keeps it at 2-10 ms (bench/filter-bench.ts), i.e. 100 pages of 10.
 */
export const SEARCH_CAP = 1_000;

/**
 * How many rows the cells' walk may pass in whole cells before it leaves a sparse text to the trigram
 * probe: about 5-10 ms of index-only reading on PGlite. Dense texts find their 1,001 matches well within
 * it (at 1,000,000 courses `manchester` + level, 14 % of its cells, after about 7,000 rows).
 */
export const WALK_BUDGET_ROWS = 20_000;

const keyOf = (cell: { level: string; fieldOfStudy: string; country: string }) =>
  `${cell.level}\u0000${cell.fieldOfStudy}\u0000${cell.country}`;

/**
 * The ids of a search's first `want` matches in listing order: cell by cell, only through the cells
 * whose words can hold the text (candidateCellsQuery), each read in id order until enough matched.
 * `isComplete` is false when it stopped because the whole cells it read held more than `budget` rows:
 * then fewer than `want` ids are not all the matches.
 */
export async function walkCells(
  db: TDb,
  filter: TCatalogueFilter,
  search: string,
  want: number,
  budget = Number.POSITIVE_INFINITY,
): Promise<{ ids: number[]; isComplete: boolean }> {
  const sizes = new Map((await currentCells(db)).map((cell) => [keyOf(cell), cell.count]));
  const ids: number[] = [];
  let passed = 0;
  for (const cell of await candidateCellsQuery(db, filter, search)) {
    if (passed >= budget) return { ids, isComplete: false };
    const rows = await cellMatchesQuery(db, cell, search, want - ids.length);
    for (const row of rows) ids.push(row.id);
    if (ids.length >= want) break;
    passed += sizes.get(keyOf(cell)) ?? 0;
  }
  return { ids, isComplete: true };
}

const pageOf = async (db: TDb, ids: readonly number[]) =>
  ids.length ? toCourses(await coursesWithIdsQuery(db, ids)) : [];

/**
 * One page of a text search and its total, capped: a search with more than `cap` matches reports
 * `cap` and lists only its first `cap` matches (a page beyond them is empty, like one past the end).
 * The cells' walk looks for cap + 1 matches in listing order, which gives the page and the total at
 * once. Walking the whole listing instead read every row before the first match (`bsc`: 600,000 rows of
 * other levels at 1,000,000 courses), and sorting every match read all of them (230,000). A text with
 * few matches in many candidate rows runs out of the walk's budget and is probed through the trigram
 * index (up to cap + 1 matches in any order), as every search was before; if that finds more than the
 * cap, the walk reads the page with no budget.
 */
export async function searchPage(
  db: TDb,
  filter: TCatalogueFilter,
  offset: number,
  size: number,
  cap = SEARCH_CAP,
  budget = WALK_BUDGET_ROWS,
): Promise<{ content: TCourse[]; total: number }> {
  const search = filter.search ?? '';
  const end = Math.min(offset + size, cap);
  const walked = await walkCells(db, filter, search, cap + 1, budget);
  if (walked.isComplete) {
    const total = Math.min(walked.ids.length, cap);
    return { content: await pageOf(db, walked.ids.slice(offset, end)), total };
  }
  const rows = await probePageQuery(db, filter, offset, size, cap);
  // A page past the probe's matches has no rows to carry their number.
  const found = rows[0]?.total ?? (offset === 0 ? 0 : await countMatchesUpTo(db, filter, cap));
  if (found <= cap) return { content: toCourses(rows), total: found };
  if (end <= offset) return { content: [], total: cap };
  const { ids } = await walkCells(db, filter, search, end);
  return { content: await pageOf(db, ids.slice(offset)), total: cap };
}
