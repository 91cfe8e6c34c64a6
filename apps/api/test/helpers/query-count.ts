import type { TDatabase } from '../../src/db/client.ts';

const isJobQueuePoll = (query: unknown) => typeof query === 'string' && query.includes('pgboss.');

/**
 * Counts the statements an app sends to its database from now on, whichever driver is under drizzle
 * (PGlite: query/exec/transaction; a pg Pool: query/connect), raw TDatabase.query included.
 */
export function countQueries(database: TDatabase): { count: () => number; stop: () => void } {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let count = 0;
  const restores: Array<() => void> = [];
  for (const name of ['query', 'exec', 'transaction', 'connect']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = function counted(this: unknown, ...args: unknown[]) {
      // The job queue's own polling (pg-boss, sharing PGlite's one session) is no request's statement.
      if (!isJobQueuePoll(args[0])) count += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    restores.push(() => {
      client[name] = original;
    });
  }
  return {
    count: () => count,
    stop: () => {
      for (const restore of restores) restore();
    },
  };
}

/**
 * What one statement counts as on this database (a pg Pool's query counts its connect too): tests that
 * say "one statement" compare with it, whichever driver runs them.
 */
export async function oneStatement(database: TDatabase): Promise<number> {
  const counted = countQueries(database);
  await database.query('SELECT 1');
  counted.stop();
  return counted.count();
}

/**
 * What a student write route counts as when its write is one statement: that statement, then, after its
 * commit, the announcement of the student on portal_student (plugins/student-cache.ts, migration 0020).
 */
export async function oneAnnouncedWrite(database: TDatabase): Promise<number> {
  return 2 * (await oneStatement(database));
}
