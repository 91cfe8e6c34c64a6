import type { TCourse } from '@portal/contract';
import type { TDb } from '../../../db/client.ts';
import { currentCells } from './cell-counts.ts';
import { cellMatches, sumCounts, type TCell, type TSegment } from './cells.ts';
import type { TCatalogueFilter } from './filter.ts';
import { findSegmentPage } from './filter-sql.ts';

/**
 * The parts of the filtered listing's rows offset … offset + size - 1, cell by cell in listing order:
 * the listing is the matching cells one after another, so a page is a run of whole or partial cells.
 * Empty past the end; shorter than size on the last page.
 */
export function pageSegments(cells: readonly TCell[], offset: number, size: number): TSegment[] {
  const segments: TSegment[] = [];
  let before = 0;
  let wanted = size;
  for (const cell of cells) {
    if (wanted <= 0) break;
    const skip = Math.max(offset - before, 0);
    before += cell.count;
    if (skip >= cell.count) continue;
    const take = Math.min(cell.count - skip, wanted);
    segments.push({ cell, skip, take });
    wanted -= take;
  }
  return segments;
}

const matchingCells = async (db: TDb, filter: TCatalogueFilter) =>
  (await currentCells(db)).filter((cell) => cellMatches(cell, filter));

/** How many courses match a filter without search text: exact, summed from the kept cell counts. */
export async function countMatches(db: TDb, filter: TCatalogueFilter): Promise<number> {
  return sumCounts(await matchingCells(db, filter));
}

/** A page of a filter without search text and its exact total, both from the kept cell counts. */
export async function filterPage(
  db: TDb,
  filter: TCatalogueFilter,
  offset: number,
  size: number,
): Promise<{ content: TCourse[]; total: number }> {
  const cells = await matchingCells(db, filter);
  return {
    content: await findSegmentPage(db, filter, pageSegments(cells, offset, size)),
    total: sumCounts(cells),
  };
}
