import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { API_DIR } from '../lib/api-dir.ts';
import type { TDatabase } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(API_DIR, 'drizzle');

/** The advisory lock every migrating process takes: one number for this application's schema. */
export const MIGRATION_LOCK_KEY = 720_900;

/**
 * Applies the committed SQL migrations in apps/api/drizzle (idempotent), holding a database-wide
 * lock: two instances starting at once on an empty PostgreSQL database would otherwise both see no
 * migration applied and both run the first one (one of them failing on `CREATE EXTENSION pg_trgm`).
 * The second waits for the first and then finds nothing left to do. The lock is a session lock, so
 * it is taken and released on one connection, and dies with it if the process does.
 */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  await database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      // drizzle's migrators for node-postgres and PGlite are the same code (read the folder, then
      // dialect.migrate on the db's session); this one serves both drivers.
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
