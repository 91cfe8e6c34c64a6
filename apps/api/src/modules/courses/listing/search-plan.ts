import type { TCourse } from '@portal/contract';
import type { TDb } from '../../../db/client.ts';
import { currentCells } from './cell-counts.ts';
import { cellMatches, rowsBefore, sumCounts, type TCell } from './cells.ts';
import { countMatchesUpTo } from './count-sql.ts';
import type { TCatalogueFilter } from './filter.ts';
import { listingKeyOf, probePageQuery, sortedPageQuery, toCourses, walkPageQuery } from './search-sql.ts';

/**
 * A text search lists at most its first SEARCH_CAP matches (in listing order) and reports at most
 * SEARCH_CAP as its total. Finding or counting n matches costs about n heap visits (2-4 µs each: the
 * rows are wide), so counting all matches of a common word took 50-100 ms at 100,000 courses while
 * PGlite, inside the Node process, blocks every other request. Counting to 10,000 still took 15-25 ms
 * and to 2,000 up to 13 ms; 1,000 keeps it at 2-10 ms (bench/filter-bench.ts), i.e. 100 pages of 10.
 */
export const SEARCH_CAP = 1_000;

/**
 * What a search's probe (probePageQuery) tells when it found more than the cap (total = cap + 1
 * matches): the cell of the first in listing order, and that its scan read `span` of the table's
 * `pages` heap pages to find them.
 */
export type TSample = { total: number; first: string[]; span: number; pages: number };

/**
 * Sorting the trigram matches costs about 1.3 times per match what walking the listing index costs per
 * row (2-4 µs against 1.5-2.5 µs on PGlite and PostgreSQL 15, measured with bench/filter-bench.ts).
 */
const SORT_COST_IN_WALKED_ROWS = 1.3;

/**
 * Whether walking the listing index reads a dense search's page more cheaply than sorting all matches.
 * The walk reads the rows before the first sampled match's cell, then about (offset + size) / density
 * rows (`end` = offset + size). Heap and bitmap scans read pages in order, so `total` matches in `span`
 * of `pages` pages put all matches at about total · pages / span (a probe through an index reads in
 * another order and gives a lower estimate). Only speed depends on this choice, never the result.
 */
export function shouldWalk(cells: readonly TCell[], filter: TCatalogueFilter, sample: TSample, end: number) {
  const listed = cells.filter((cell) => cellMatches(cell, filter));
  const matches = Math.max(sample.total, (sample.total * sample.pages) / Math.max(sample.span, 1));
  const walked = rowsBefore(listed, sample.first) + (end * sumCounts(listed)) / matches;
  return walked <= SORT_COST_IN_WALKED_ROWS * matches;
}

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
  const last = rows[wanted - 1];
  const upTo = last && listingKeyOf(last.course);
  const read = walk
    ? await walkPageQuery(db, filter, offset, wanted)
    : await sortedPageQuery(db, filter, offset, wanted, upTo);
  return { content: toCourses(read), total: cap };
}
