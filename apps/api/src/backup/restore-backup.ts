import path from 'node:path';
import type { TConfig } from '../config/env.ts';
import { sessionsCutoff } from '../lib/token-service.ts';
import { BackupError, readManifest, type TBackupManifest, verifyBackup } from './manifest.ts';
import { assertEmptyDataDir, entriesOf, restorePglite } from './pglite-backup.ts';
import { restorePostgres } from './postgres-backup.ts';
import { knownMigrations, migrationState, type TQuery } from './snapshot-queries.ts';
import { assertFilesTargetFree, restoreStoredFiles, type TFileTarget } from './stored-files.ts';

/**
 * `npm run restore <backup>`: checks the whole backup against its manifest, then loads it into an
 * EMPTY database of the same kind (a new DATA_DIR for PGlite; an empty database at DATABASE_URL)
 * and the stored files into empty storage. Anything not empty is refused before a byte is written.
 */
export async function restoreBackup(config: TConfig, backupDir: string): Promise<TBackupManifest> {
  const manifest = await readManifest(backupDir);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database.'
        : 'This backup is of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to a new folder.',
    );
  const { latest } = manifest.database.migration;
  if (latest !== null && !knownMigrations().some((entry) => entry.tag === latest))
    throw new BackupError(
      `This backup was made by a newer version of the portal (migration ${latest} is unknown here): ` +
        'restore it with that version or a later one.',
    );
  await verifyBackup(backupDir, manifest);
  // Every refusal comes before any write: the database target first, then the file storage.
  if (kind === 'pglite') await assertEmptyDataDir(config.dataDir);
  const target = fileTarget(config);
  if (
    target.kind === 'local' &&
    kind === 'postgres' &&
    manifest.files.copied &&
    (await entriesOf(target.dir)).length
  )
    throw new BackupError(
      `${target.dir} is not empty. Restore only into empty file storage: point DATA_DIR at a new folder.`,
    );
  if (manifest.files.copied) await assertFilesTargetFree(manifest.files.entries, target);
  const restoreFiles = async () => {
    if (manifest.files.copied) await restoreStoredFiles(backupDir, manifest.files.entries, target);
  };
  const dumpFile = path.join(backupDir, manifest.database.file);
  const expectMigration = async (query: TQuery) => {
    const state = await migrationState(query);
    if (state.applied !== manifest.database.migration.applied)
      throw new BackupError(
        `The restored database has ${state.applied} migrations applied, the manifest says ${manifest.database.migration.applied}.`,
      );
    // Every session of before the restore ends, even under the same JWT_SECRET (production): a sign-out,
    // a revoked token or a disabled account of after the backup is not in it, and must not come back.
    await query(`update users set sessions_valid_from = '${sessionsCutoff(new Date()).toISOString()}'`);
  };
  if (kind === 'pglite') {
    await restorePglite(config.dataDir, dumpFile, expectMigration, restoreFiles);
    return manifest;
  }
  await expectMigration(await restorePostgres(config.databaseUrl ?? '', dumpFile));
  await restoreFiles();
  return manifest;
}

function fileTarget(config: TConfig): TFileTarget {
  if (config.storage?.kind === 's3') return config.storage;
  return { kind: 'local', dir: path.join(config.dataDir, 'files') };
}
