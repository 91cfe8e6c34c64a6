import type { TDb } from '../../db/client.ts';
import type { TCell } from './catalogue-filter.ts';
import { readCellCounts, readMaxCourseId } from './course-repository.ts';

/**
 * Course counts per (level, category, country), kept per database. Counting a large filtered set row
 * by row costs tens of milliseconds on 100k courses (PGlite), while at most 360 cells answer every
 * filter's total exactly. The catalogue only grows (seeding appends; no route edits courses), so a
 * snapshot stays valid while the highest id is unchanged, checked by one index probe per request.
 * Edits in place (by hand in SQL; the app makes none) show after MAX_AGE_MS at the latest.
 */
const MAX_AGE_MS = 60_000;

type TSnapshot = { maxId: number | null; takenAt: number; cells: Promise<TCell[]> };

const snapshots = new WeakMap<TDb, TSnapshot>();

export async function currentCells(db: TDb, now = Date.now()): Promise<TCell[]> {
  const maxId = await readMaxCourseId(db);
  const cached = snapshots.get(db);
  if (cached && cached.maxId === maxId && now - cached.takenAt < MAX_AGE_MS) return cached.cells;
  // Stored before it settles, so concurrent requests share one recount.
  const snapshot: TSnapshot = { maxId, takenAt: now, cells: readCellCounts(db) };
  snapshots.set(db, snapshot);
  snapshot.cells.catch(() => {
    if (snapshots.get(db) === snapshot) snapshots.delete(db);
  });
  return snapshot.cells;
}
