import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { makeOwnerOnly, secureDataDir } from '../config/data-dir.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { TNotificationHandlers } from './notification-handlers.ts';
import { createNotificationListener } from './notification-listener.ts';
import { startPgliteWorker } from './pglite-worker-host.ts';
import { createPoolListener } from './pool-listener.ts';

/**
 * The database as the code queries it: select, insert, update, delete over the tables each module
 * declares (modules/<module>/<module>-tables.ts). The client is not given the tables: drizzle's
 * relational query API (db.query.*), which needs them, is not used, and gathering them here would make
 * every module depend on every other through this file.
 */
export type TDb = PgDatabase<PgQueryResultHKT>;

export type TDatabase = {
  db: TDb;
  /** The engine: PGlite (embedded, in a worker thread or in memory) or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by migrations of tests and the query-plan bench). */
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs SQL text without parameters that may hold several statements (BEGIN; …; COMMIT;), answering
   * the last one's rows. On an error the session is rolled back, so a script that failed between its
   * BEGIN and COMMIT never leaves the connection inside an aborted transaction.
   */
  script: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` on one connection held for its whole run, for what lives in a session (an advisory
   * lock taken with pg_advisory_lock, a SET). The connection is dropped, not reused, if `work` throws.
   */
  withConnection: <T>(work: (db: TDb) => Promise<T>) => Promise<T>;
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

/**
 * An embedded PGlite. In a folder (the server's database; one owning process, guarded by a lock
 * file) it runs in a worker thread and is reached over the PostgreSQL protocol with node-postgres,
 * the driver of PostgreSQL: a slow query then stalls that thread, not the requests the main thread
 * answers without it. In memory (the test suite's fresh copy per file, the benches) it stays in this
 * thread: nothing else waits on it there, and a copy opens in milliseconds.
 */
export async function openPglite(
  location: { dataDir: string } | { memory: true; loadDataDir?: Blob },
): Promise<TDatabase> {
  if ('dataDir' in location) return openPgliteWorker(location.dataDir);
  const options: PGliteOptions = { extensions: pgliteExtensions };
  if (location.loadDataDir) options.loadDataDir = location.loadDataDir;
  const client = await PGlite.create(options);
  const db = drizzlePglite(client) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    query: async (sql, params) => client.query(sql, params as unknown[]) as never,
    script: async (sql) => {
      try {
        const results = await client.exec(sql);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    // One session, and PGlite runs one query at a time: the database itself is "one connection".
    withConnection: (work) => work(db),
    // One process owns an embedded database, so its own session hears every commit: nothing is missed.
    listen: (channel, handlers) => client.listen(channel, handlers.onMessage),
    close: () => client.close(),
  };
}

async function openPgliteWorker(dataDir: string): Promise<TDatabase> {
  const release = await acquireDataDirLock(dataDir);
  let worker: Awaited<ReturnType<typeof startPgliteWorker>>;
  try {
    worker = await startPgliteWorker(path.join(dataDir, 'pglite'));
  } catch (error) {
    await release();
    throw error;
  }
  // ONE connection, never more: PGlite has a single session and runs one query at a time, and the
  // socket server queues each protocol message, not each query, across its connections. With two
  // connections the Parse/Bind/Execute/Sync of two clients could interleave, and one client's
  // statement could land inside the other's transaction. Through one connection the pool queues
  // whole queries and whole transactions; nothing is lost, since PGlite could not run them at once.
  // idleTimeoutMillis 0: the connection stays open, so a LISTEN on it stays in place.
  const pool = new pg.Pool({
    host: worker.socketDir,
    port: worker.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
  });
  const listener = createPoolListener(pool);
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    await worker.stop();
    await release();
    throw error;
  }
  return {
    ...poolDatabase(pool),
    kind: 'pglite',
    listen: listener.listen,
    close: async () => {
      listener.close();
      // Each step runs even if one before it fails, so the worker ends and the lock is released.
      try {
        await pool.end();
      } finally {
        try {
          await worker.stop();
        } finally {
          await release();
        }
      }
    },
  };
}

function poolDatabase(pool: pg.Pool): Pick<TDatabase, 'db' | 'query' | 'script' | 'withConnection'> {
  return {
    db: drizzleNodePg(pool) as unknown as TDb,
    query: (sql, params) => pool.query(sql, params),
    script: async (sql) => {
      const client = await pool.connect();
      try {
        // Without parameters node-postgres sends a simple query, which may hold several statements.
        const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
        client.release();
        return {
          rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<
            string,
            unknown
          >[],
        };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        client.release();
        throw error;
      }
    },
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        const result = await work(drizzleNodePg(client) as unknown as TDb);
        client.release();
        return result;
      } catch (error) {
        // Whatever the session held (a lock, a SET) goes with the connection.
        client.release(true);
        throw error;
      }
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
    ...poolDatabase(pool),
    kind: 'postgres',
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * The database of the server and the CLI commands. DATA_DIR is made owner-only first, whichever the
 * database: it holds the uploads and the signing secret too (config/data-dir.ts).
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<TDatabase> {
  await secureDataDir(config.dataDir, (message) => console.warn(message));
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const database = await openPglite({ dataDir: config.dataDir });
  await makeOwnerOnly(path.join(config.dataDir, 'pglite'));
  return database;
}
