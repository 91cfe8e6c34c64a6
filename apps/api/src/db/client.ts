import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { createNotificationListener, type TNotificationHandlers } from './notification-listener.ts';
import * as schema from './schema/index.ts';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by migrations of tests and the query-plan bench). */
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Calls onMessage with the payload of every NOTIFY on `channel` (sent at commit, by any process on
   * this database), and onResync when some may have been missed (the listening connection was lost and
   * is back): a listener then reloads what it keeps from the tables. Resolves once LISTEN is in place;
   * the function it gives stops listening.
   */
  listen: (channel: string, handlers: TNotificationHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type { TNotificationHandlers };

const pgliteExtensions = { pg_trgm };

/** An embedded PGlite: in a folder (one owning process, guarded by a lock file) or in memory. */
export async function openPglite(
  location: { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<TDatabase> {
  let release = async () => {};
  let client: PGlite;
  if ('dataDir' in location) {
    const dir = path.join(location.dataDir, 'pglite');
    release = await acquireDataDirLock(location.dataDir);
    try {
      client = await PGlite.create(dir, { extensions: pgliteExtensions });
    } catch (error) {
      await release();
      throw error;
    }
  } else {
    const options: PGliteOptions = { extensions: pgliteExtensions };
    if (location.loadDataDir) options.loadDataDir = location.loadDataDir;
    client = await PGlite.create(options);
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as TDb,
    kind: 'pglite',
    query: async (sql, params) => client.query(sql, params as unknown[]) as never,
    // One process owns an embedded database, so its own session hears every commit: nothing is missed.
    listen: (channel, handlers) => client.listen(channel, handlers.onMessage),
    close: async () => {
      await client.close();
      await release();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection (server restart, terminated backend) is dropped and
  // replaced on the next checkout; without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  // Fail fast with a clear message instead of on the first request.
  await pool.query('select 1');
  const listener = createNotificationListener(connectionString);
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as TDb,
    kind: 'postgres',
    query: (sql, params) => pool.query(sql, params),
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<TDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
