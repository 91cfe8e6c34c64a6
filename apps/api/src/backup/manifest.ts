import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What a backup folder holds, written last (manifest.json): a folder without it is not a backup. */
export type TBackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** The dump, relative to the backup folder. */
    file: string;
    bytes: number;
    sha256: string;
    serverVersion: string;
    migration: TMigrationState;
  };
  files: {
    storage: 'local' | 's3';
    /** False when `--skip-files` left an S3 bucket's objects to the bucket's own versioning. */
    copied: boolean;
    count: number;
    bytes: number;
    entries: TFileEntry[];
    /** Keys the database points at whose files were already gone from the storage (a warning). */
    missing: string[];
  };
  /** What is deliberately not in the backup, and why (read by people). */
  notIncluded: string[];
};

export type TFileEntry = { key: string; bytes: number; sha256: string };
export type TMigrationState = { applied: number; latest: string | null };

export const BACKUP_FORMAT = 'study-abroad-portal-backup';
export const MANIFEST_FILE = 'manifest.json';
/** Stored files sit under this folder of the backup, by storage key (`ab/ab…`), as on disk. */
export const FILES_DIR = 'files';

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function readManifest(backupDir: string): Promise<TBackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(backupDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${backupDir} is not a portal backup: it has no ${MANIFEST_FILE}.`);
  }
  const manifest = JSON.parse(text) as TBackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== 1)
    throw new BackupError(
      `${backupDir}/${MANIFEST_FILE} is not a portal backup manifest this version reads.`,
    );
  return manifest;
}

/**
 * Checks every byte the manifest vouches for (the dump and each stored file) before anything is
 * restored: a damaged or altered backup is refused as a whole, naming what differs.
 */
export async function verifyBackup(backupDir: string, manifest: TBackupManifest): Promise<void> {
  const problems: string[] = [];
  const check = async (relative: string, bytes: number, sha256: string) => {
    const file = path.join(backupDir, relative);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return problems.push(`${relative}: missing`);
    if (stat.size !== bytes)
      return problems.push(`${relative}: ${stat.size} bytes, the manifest says ${bytes}`);
    if ((await sha256OfFile(file)) !== sha256)
      problems.push(`${relative}: checksum differs from the manifest`);
  };
  await check(manifest.database.file, manifest.database.bytes, manifest.database.sha256);
  if (manifest.files.copied)
    for (const entry of manifest.files.entries)
      await check(path.join(FILES_DIR, entry.key), entry.bytes, entry.sha256);
  if (problems.length)
    throw new BackupError(
      `The backup in ${backupDir} is damaged; nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}` +
        (problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''),
    );
}

/** A refusal or failure the CLI prints as it is, without a stack. */
export class BackupError extends Error {}
