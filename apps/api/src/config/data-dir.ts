import fs from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { ConfigError } from './env.ts';

/** DATA_DIR cannot be made owner-only (another user owns it): start-up stops with this message. */
export class DataDirAccessError extends ConfigError {}

const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;
const GROUP_OR_OTHER = 0o077;

/**
 * DATA_DIR holds the embedded database (passport and phone numbers), uploaded documents and the
 * signing secret, so it and everything in it is its owner's only (ASVS V13.3 / V14.2):
 *
 * - umask 077 for this whole process before anything is opened: every file and folder the portal
 *   creates from here on (the database files the PGlite worker thread writes, which shares the
 *   process's umask, uploads, the lock, the OTP outbox) is born 0600/0700, whatever umask the
 *   service manager or a shell gave it. The portal creates nothing that others should read.
 * - what is already there and open to the group or others (a DATA_DIR from an older portal, a copy
 *   made with cp -r) is tightened with one warning naming how many entries changed, rather than
 *   refused: the fix is mechanical and safe (only this process reads these files), and refusing would
 *   stop an upgraded portal until someone chmods by hand. Only when tightening fails (the folder
 *   belongs to another user) does start-up stop, with a message saying what to do.
 *
 * Symbolic links are not followed: a link to elsewhere is the operator's deliberate choice.
 */
export async function secureDataDir(dataDir: string, warn: (message: string) => void): Promise<void> {
  // process.umask cannot be changed from a worker thread (and need not be: the main thread did it).
  if (isMainThread) process.umask(0o077);
  await fs.mkdir(dataDir, { recursive: true, mode: OWNER_ONLY_DIR });
  const tightened = await makeOwnerOnly(dataDir);
  if (tightened > 0) {
    warn(
      `DATA_DIR ${dataDir}: ${tightened} files and folders were open to other users; ` +
        'made them owner-only (0700 folders, 0600 files).',
    );
  }
}

/**
 * Removes the group's and others' access from dir and everything under it; how many entries changed.
 * Also run on the embedded database's folder once it is open: PGlite writes its initial files 0666 and
 * its relation-cache files (pg_internal.init) 0644 itself, whatever the umask. Those hold catalogue
 * metadata, never a row, and the 0700 folders above them keep others out anyway.
 */
export async function makeOwnerOnly(dir: string): Promise<number> {
  let tightened = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    const stat = await fs.lstat(current);
    if (stat.isSymbolicLink()) continue;
    const isDirectory = stat.isDirectory();
    if (stat.mode & GROUP_OR_OTHER) {
      try {
        await fs.chmod(current, isDirectory ? OWNER_ONLY_DIR : (stat.mode & 0o700) | OWNER_ONLY_FILE);
      } catch (error) {
        throw new DataDirAccessError(
          `${current} is readable by other users and could not be made owner-only ` +
            `(${(error as NodeJS.ErrnoException).code}). DATA_DIR holds personal data: run the portal as ` +
            `the owner of ${dir}, or chown it to the portal's user and chmod -R go-rwx it.`,
        );
      }
      tightened++;
    }
    if (isDirectory) {
      for (const name of await fs.readdir(current)) pending.push(path.join(current, name));
    }
  }
  return tightened;
}
