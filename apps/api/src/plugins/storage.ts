import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Where uploaded bytes live. Callers only see opaque keys, so the driver (this local disk, or an
 * S3-compatible bucket: s3-storage.ts, chosen in storage-driver.ts) changes nothing for them.
 */
export type TFileStorage = {
  put: (bytes: Uint8Array) => Promise<string>;
  get: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
  /** Called when the app closes: an ephemeral (test) store deletes its folder. */
  dispose: () => Promise<void>;
};

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

/** A new random key (`ab/ab…`, 40 hex digits): unguessable, and spread over 256 folders on disk. */
export function newStorageKey(): string {
  const id = randomBytes(20).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

/** Throws on a key this storage did not make (a path, a traversal, anything else). */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
}

/** The local-disk driver. */
export function createFileStorage(rootDir: string, isEphemeral = false): TFileStorage {
  // Tests get a private temporary folder so runs never share files.
  const root = isEphemeral
    ? path.join(os.tmpdir(), `portal-files-${randomBytes(6).toString('hex')}`)
    : rootDir;
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      const key = newStorageKey();
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { mode: 0o600 });
      return key;
    },
    async get(key) {
      return fs.readFile(pathOf(key));
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async dispose() {
      if (isEphemeral) await fs.rm(root, { recursive: true, force: true });
    },
  };
}
