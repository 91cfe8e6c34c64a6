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
  /**
   * A fresh path in this storage's private staging folder, to stream an upload into before it is
   * stored: nothing there has a key, and whoever writes it removes it unless putStaged took it.
   */
  stagingPath: () => Promise<string>;
  /** Stores a staged file (fully written) under a new key; the staged file is gone afterwards. */
  putStaged: (staged: TStagedFile) => Promise<string>;
  get: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
  /** Called when the app closes: an ephemeral (test) store deletes its folder. */
  dispose: () => Promise<void>;
  /** Removes staged files a killed process left behind (older than an hour); how many it removed. */
  sweepStaging: (now: Date) => Promise<number>;
};

/** A file written under stagingPath(): its size and SHA-256 (hex), known once it is complete. */
export type TStagedFile = { path: string; sizeBytes: number; sha256: string };

/**
 * The staging folder, created owner-only (uploads may hold passport scans). mkdir leaves a folder
 * that already exists as it is, so it is checked after: a real folder (a symlink could send the
 * uploads anywhere), owned by this process's user, with no group or other permission bits; anything
 * else, say one another local user made first, is refused rather than written into.
 */
export async function newStagingPath(stagingDir: string): Promise<string> {
  await fs.mkdir(stagingDir, { recursive: true, mode: 0o700 });
  const stat = await fs.lstat(stagingDir);
  const refuse = (why: string) =>
    new Error(
      `The upload staging folder ${stagingDir} ${why}; remove it or make it a private folder of this user.`,
    );
  if (!stat.isDirectory()) throw refuse('is not a real folder (a symlink or a file)');
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) throw refuse('belongs to another user');
  if ((stat.mode & 0o077) !== 0) throw refuse('is open to other users (mode must be 0700)');
  return path.join(stagingDir, `upload-${randomBytes(12).toString('hex')}`);
}

/** An upload streams for seconds; a staged file an hour old belongs to a process that died. */
const STALE_STAGED_MS = 60 * 60 * 1000;

/**
 * Deletes staged uploads older than an hour. Age, not "everything", because several instances may
 * share the folder and one of them may be streaming into it right now.
 */
export async function removeStaleStaged(stagingDir: string, now: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(stagingDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith('upload-'))) {
    const file = path.join(stagingDir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || now.getTime() - stat.mtimeMs < STALE_STAGED_MS) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

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
    // Beside the stored files (same file system), so a staged upload is stored by a rename.
    stagingPath: () => newStagingPath(path.join(root, 'staging')),
    sweepStaging: (now) => removeStaleStaged(path.join(root, 'staging'), now),
    async putStaged(staged) {
      const key = newStorageKey();
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(staged.path, file);
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
