import fs from 'node:fs/promises';
import { inject } from 'vitest';

/**
 * Fills `dataDir` with this run's migrated and seeded embedded database (made once by global-setup.ts),
 * for a spawned server whose test is about the process, not about a first start: its start then takes
 * seconds instead of PGlite's initdb, the migrations and the seed (a minute on a busy machine). Under
 * test:pg the database is the one DATABASE_URL names, and `dataDir` is left as it is.
 */
export async function fillFromTemplate(dataDir: string): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  await fs.cp(inject('pgliteDataDir'), dataDir, { recursive: true });
}
