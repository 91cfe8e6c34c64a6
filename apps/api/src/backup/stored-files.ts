import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { TS3Config } from '../config/env.ts';
import { assertStorageKey, type TFileStorage } from '../plugins/storage.ts';
import { BackupError, FILES_DIR, sha256Of, type TFileEntry } from './manifest.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies the stored files under `keys` into the backup folder, each with its checksum. A key whose
 * file is gone is returned in `missing` (deleted after the snapshot was taken, or lost before it).
 * Files already copied by an earlier attempt are kept: a key's bytes never change.
 */
export async function copyStoredFiles(
  storage: TFileStorage,
  keys: string[],
  backupDir: string,
  copied: Map<string, TFileEntry>,
): Promise<{ missing: string[] }> {
  const missing: string[] = [];
  for (const key of keys) {
    if (copied.has(key)) continue;
    assertStorageKey(key);
    let bytes: Buffer;
    try {
      bytes = await storage.get(key);
    } catch (error) {
      if (isMissing(error)) {
        missing.push(key);
        continue;
      }
      throw error;
    }
    const file = path.join(backupDir, FILES_DIR, key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, bytes, { mode: 0o600 });
    copied.set(key, { key, bytes: bytes.length, sha256: sha256Of(bytes) });
  }
  return { missing };
}

/** Where restored files go: DATA_DIR/files as the local driver lays them out, or an S3 bucket. */
export type TFileTarget = { kind: 'local'; dir: string } | ({ kind: 's3' } & TS3Config);

const storeOf = (target: TFileTarget) =>
  target.kind === 'local' ? localTarget(target.dir) : s3Target(target);

/**
 * Refuses a target that already holds any of the backup's keys: restore only fills empty storage and
 * never overwrites. Asked before the database is restored, so a refusal leaves everything untouched.
 */
export async function assertFilesTargetFree(entries: TFileEntry[], target: TFileTarget): Promise<void> {
  const store = storeOf(target);
  const taken: string[] = [];
  for (const { key } of entries) if (await store.exists(key)) taken.push(key);
  if (taken.length)
    throw new BackupError(
      `The file storage already holds ${taken.length} of the backup's files (e.g. ${taken[0]}); ` +
        'restore only into empty storage.',
    );
}

/** Writes the backup's files to the target under their own keys (the database points at them). */
export async function restoreStoredFiles(
  backupDir: string,
  entries: TFileEntry[],
  target: TFileTarget,
): Promise<void> {
  const store = storeOf(target);
  for (const { key } of entries) {
    assertStorageKey(key);
    await store.put(key, await fs.readFile(path.join(backupDir, FILES_DIR, key)));
  }
}

function localTarget(dir: string) {
  return {
    exists: (key: string) =>
      fs.stat(path.join(dir, key)).then(
        () => true,
        () => false,
      ),
    async put(key: string, bytes: Buffer) {
      const file = path.join(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    },
  };
}

/** The S3 driver's requests (s3-storage.ts), at a given key: the driver itself only makes new keys. */
function s3Target(config: TS3Config) {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlOf = (key: string) =>
    `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${key}`;
  return {
    async exists(key: string) {
      const response = await client.fetch(urlOf(key), { method: 'HEAD' });
      await response.arrayBuffer();
      if (response.status === 404) return false;
      if (response.ok) return true;
      throw new BackupError(`S3 HEAD ${key} failed: ${response.status}`);
    },
    async put(key: string, bytes: Buffer) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/octet-stream' },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new BackupError(`S3 PUT ${key} failed: ${response.status}`);
    },
  };
}
