import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import type { TMigrationState } from './manifest.ts';

/** Runs one SQL statement and gives its rows: PGlite's client and node-postgres both fit. */
export type TQuery = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

type TJournal = { entries: { tag: string; when: number }[] };

/** The migrations this code knows (drizzle/meta/_journal.json), by their `when` (drizzle's created_at). */
export function knownMigrations(): TJournal['entries'] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as TJournal).entries;
}

/** How far the database is migrated: drizzle's table holds one row per applied migration. */
export async function migrationState(query: TQuery): Promise<TMigrationState> {
  const { rows } = await query(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  const applied = Number(rows[0]?.applied ?? 0);
  const latestWhen = rows[0]?.latest === null ? undefined : Number(rows[0]?.latest);
  const tag = knownMigrations().find((entry) => entry.when === latestWhen)?.tag;
  return { applied, latest: tag ?? (latestWhen === undefined ? null : `unknown (${latestWhen})`) };
}

/**
 * Every storage key the database points at: each stored file (documents, application documents,
 * offer letters) and each profile photo. The backup copies exactly these, read in the dump's snapshot.
 */
export async function referencedStorageKeys(query: TQuery): Promise<string[]> {
  const { rows } = await query(
    `select storage_key as key from stored_files
     union select photo_key from student_profiles where photo_key is not null
     order by 1`,
  );
  return rows.map((row) => String(row.key));
}

export async function serverVersion(query: TQuery): Promise<string> {
  const { rows } = await query('show server_version');
  return String(rows[0]?.server_version ?? 'unknown');
}
