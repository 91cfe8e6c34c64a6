import type { TDb } from './client.ts';

/**
 * A statement prepared once per database handle (the app's, or a transaction's): drizzle builds its
 * SQL text and result mapping once instead of on every call, and node-postgres parses it once per
 * connection (a named statement). Values come as `sql.placeholder(name)` arguments of execute().
 */
export function preparedPerDb<TPrepared>(prepare: (db: TDb) => TPrepared): (db: TDb) => TPrepared {
  const byDb = new WeakMap<TDb, TPrepared>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
