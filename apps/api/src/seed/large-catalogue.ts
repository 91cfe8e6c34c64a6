import { sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../db/client.ts';
import { courses } from '../schema/index.ts';
import { ensureUniversities, insertCourses, seedIfEmpty } from './index.ts';

type TIndexDefinition = { name: string; definition: string };

// Below this many new rows, maintaining the indexes while inserting is cheaper than rebuilding them.
const REBUILD_THRESHOLD = 20_000;

async function secondaryIndexes(db: TDb): Promise<TIndexDefinition[]> {
  const result = await db.execute(sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = ${sql.raw(`'courses'::regclass`)} AND NOT i.indisprimary AND NOT i.indisunique`);
  return (result as unknown as { rows: TIndexDefinition[] }).rows;
}

/**
 * Grows the catalogue to `target` courses (a superset of the demo seed: courses number 0..target-1 of
 * the same deterministic generator), then refreshes planner statistics. Running it again is a no-op.
 * On PGlite the secondary indexes are dropped and rebuilt inside the same transaction (about twice as
 * fast as maintaining them row by row; nothing else can have the folder open). On PostgreSQL they are
 * kept, so a running server is never blocked.
 */
export async function growCatalogue(
  database: TDatabase,
  target: number,
  onProgress: (done: number, target: number) => void = () => {},
): Promise<{ before: number; after: number }> {
  await seedIfEmpty(database);
  const [row] = await database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(courses);
  const before = row?.count ?? 0;
  if (before >= target) return { before, after: before };
  await database.db.transaction(async (tx) => {
    const universities = await ensureUniversities(tx);
    const rebuild = database.kind === 'pglite' && target - before >= REBUILD_THRESHOLD;
    const indexes = rebuild ? await secondaryIndexes(tx) : [];
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    await insertCourses(tx, universities, before, target, (done) => onProgress(done, target));
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  // VACUUM (outside the transaction) marks pages all-visible so the listing's index-only scans skip the heap.
  await database.query('VACUUM ANALYZE courses');
  return { before, after: target };
}
