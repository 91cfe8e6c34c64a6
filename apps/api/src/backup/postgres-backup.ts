import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BackupError, sha256OfFile, type TBackupManifest } from './manifest.ts';
import { runPgTool } from './pg-tools.ts';
import { migrationState, referencedStorageKeys, serverVersion, type TQuery } from './snapshot-queries.ts';

export const POSTGRES_DUMP_FILE = 'database.pgdump';

/**
 * A PostgreSQL backup while the portal runs: one REPEATABLE READ transaction exports its snapshot,
 * pg_dump (custom format) dumps exactly that snapshot (--snapshot), and the same transaction lists
 * the storage keys the snapshot points at, which `copyFiles` then copies. Files are immutable under
 * random keys, so copying after the snapshot finds every one, unless it was deleted in between (a
 * replaced photo, a removed portfolio document): `copyFiles` reports those, and the caller retries.
 */
export async function dumpPostgres(
  url: string,
  backupDir: string,
  copyFiles: (keys: string[]) => Promise<{ missing: string[] }>,
): Promise<{ database: TBackupManifest['database']; missing: string[]; isStale: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const query: TQuery = (sql) => client.query(sql);
    const migration = await migrationState(query);
    const version = await serverVersion(query);
    const keys = await referencedStorageKeys(query);
    const file = path.join(backupDir, POSTGRES_DUMP_FILE);
    await runPgTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]?.id}`, '--no-owner', '--no-acl', `--file=${file}`],
      url,
    );
    await client.query('commit');
    const { missing } = await copyFiles(keys);
    // A key the live database no longer points at was deleted after the snapshot: a newer snapshot
    // would not need it, so the caller retries. One it still points at was lost before the backup.
    const live = new Set(missing.length ? await referencedStorageKeys(query) : []);
    return {
      database: {
        kind: 'postgres',
        file: POSTGRES_DUMP_FILE,
        bytes: (await fs.stat(file)).size,
        sha256: await sha256OfFile(file),
        serverVersion: version,
        migration,
      },
      missing,
      isStale: missing.some((key) => !live.has(key)),
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Tables, sequences, views and the like outside PostgreSQL's own schemas, and extensions. */
async function userObjects(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
     union all
     select 'extension ' || extname from pg_extension where extname <> 'plpgsql'
     order by 1 limit 5`,
  );
  return rows.map((row) => row.name);
}

/**
 * Restores a pg_dump into the database at `url`, which must be empty (no table, sequence or
 * extension of its own): one transaction, stopping at the first error, owners and grants left to
 * the connecting role.
 */
export async function restorePostgres(url: string, dumpFile: string): Promise<TQuery> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await userObjects(client);
    if (found.length)
      throw new BackupError(
        `The database at DATABASE_URL is not empty (it holds ${found.join(', ')}…). Restore only into ` +
          'an empty database: create one (e.g. createdb portal_restored) and point DATABASE_URL at it.',
      );
  } finally {
    await client.end().catch(() => {});
  }
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', dumpFile],
    url,
  );
  return async (sql) => {
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    try {
      return await reader.query(sql);
    } finally {
      await reader.end().catch(() => {});
    }
  };
}
