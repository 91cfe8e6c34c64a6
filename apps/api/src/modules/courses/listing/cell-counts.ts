import type { TDb } from '../../../db/client.ts';
import type { TCell } from './cells.ts';
import { readCellCounts } from './cells-sql.ts';

/**
 * Course counts per (level, field of study, country), kept per database. Counting a large filtered set row
 * by row costs tens of milliseconds on 100k courses (PGlite), while at most 360 cells answer every
 * filter's total exactly. A snapshot is kept until forgetCells(db): the app calls it on every change
 * of the catalogue's tables, which migration 0009 announces (../catalogue-pages.ts), edits in place by
 * hand in SQL included. Scripts that list without the app (the benches) do not change what they list.
 */
const snapshots = new WeakMap<TDb, Promise<TCell[]>>();

export function currentCells(db: TDb): Promise<TCell[]> {
  const cached = snapshots.get(db);
  if (cached !== undefined) return cached;
  // Stored before it settles, so concurrent requests share one recount.
  const cells = readCellCounts(db);
  snapshots.set(db, cells);
  cells.catch(() => {
    if (snapshots.get(db) === cells) snapshots.delete(db);
  });
  return cells;
}

/**
 * The catalogue changed: the next request recounts. A recount already under way may have read the old
 * rows; it still answers the requests that began before the change, but it is no longer the snapshot.
 */
export function forgetCells(db: TDb): void {
  snapshots.delete(db);
}
