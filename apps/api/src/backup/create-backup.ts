import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '../config/env.ts';
import { createStorage } from '../plugins/storage-driver.ts';
import {
  BACKUP_FORMAT,
  BackupError,
  MANIFEST_FILE,
  type TBackupManifest,
  type TFileEntry,
} from './manifest.ts';
import { dumpPglite } from './pglite-backup.ts';
import { dumpPostgres } from './postgres-backup.ts';
import { copyStoredFiles } from './stored-files.ts';

/** A file deleted between the snapshot and its copy makes the backup start over, this many times. */
const ATTEMPTS = 3;

const NOT_INCLUDED = [
  'the signing secret (DATA_DIR/jwt-secret or JWT_SECRET): a restored portal makes or takes its own, ' +
    'so sessions and download links of before the restore end; students sign in again',
  'the OTP outbox and server logs',
];

export type TBackupResult = { dir: string; manifest: TBackupManifest; warnings: string[] };

/**
 * `npm run backup`: the database (one snapshot) and the stored files it points at, into `dir`
 * (made here; it must not exist). Written to `<dir>.partial` and renamed at the end, so a folder
 * named as asked is always a whole backup with its manifest.
 */
export async function createBackup(
  config: TConfig,
  dir: string,
  options: {
    skipFiles?: boolean;
    /** Called after each snapshot, before its files are copied (a test deletes a file in between). */
    afterSnapshot?: (attempt: number) => Promise<void>;
  } = {},
): Promise<TBackupResult> {
  if (await fs.stat(dir).catch(() => undefined))
    throw new BackupError(`${dir} exists already; name a new folder.`);
  const storageKind = config.storage?.kind ?? 'local';
  if (options.skipFiles && storageKind !== 's3')
    throw new BackupError('--skip-files is only for STORAGE=s3 (a versioned bucket keeps the files).');
  const partial = `${dir}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const storage = createStorage(config);
    const copied = new Map<string, TFileEntry>();
    // The keys of the last snapshot: an earlier attempt's copies of files deleted since are left out.
    let snapshotKeys: string[] = [];
    let attempt = 0;
    const copyFiles = async (keys: string[]) => {
      snapshotKeys = keys;
      attempt += 1;
      await options.afterSnapshot?.(attempt);
      return options.skipFiles
        ? Promise.resolve({ missing: [] })
        : copyStoredFiles(storage, keys, partial, copied);
    };
    let taken: Awaited<ReturnType<typeof dumpPostgres>> | undefined;
    if (config.databaseUrl) {
      while (attempt < ATTEMPTS && (!taken || taken.isStale))
        taken = await dumpPostgres(config.databaseUrl, partial, copyFiles);
    } else {
      taken = { ...(await dumpPglite(config.dataDir, partial, copyFiles)), isStale: false };
    }
    if (!taken) throw new Error('no snapshot taken');
    const entries = snapshotKeys.flatMap((key) => copied.get(key) ?? []);
    const warnings = taken.missing.length
      ? [
          `${taken.missing.length} file(s) the database points at were not in the file storage ` +
            `(e.g. ${taken.missing[0]}); the backup lists them under files.missing`,
        ]
      : [];
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      database: taken.database,
      files: {
        storage: storageKind,
        copied: !options.skipFiles,
        count: entries.length,
        bytes: entries.reduce((total, entry) => total + entry.bytes, 0),
        entries,
        missing: taken.missing,
      },
      notIncluded: NOT_INCLUDED,
    };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await fs.rename(partial, dir);
    return { dir, manifest, warnings };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}
