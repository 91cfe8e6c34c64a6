import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makeOwnerOnly } from '../config/data-dir.ts';
import { acquireDataDirLock, DatabaseInUseError } from '../db/data-dir-lock.ts';
import { BackupError, sha256OfFile, type TBackupManifest } from './manifest.ts';
import { migrationState, referencedStorageKeys, serverVersion, type TQuery } from './snapshot-queries.ts';

export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';

const extensions = { pg_trgm };
const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Holds DATA_DIR's lock for the whole of `work`, so no portal opens the embedded database meanwhile.
 * A running portal holds it already: the backup is refused, naming its pid. PGlite has one process;
 * reaching it through the running server's socket would interleave our protocol messages with the
 * server's transactions on its single session (see db/client.ts), so there is no safe online copy.
 */
async function withDataDirLock<T>(dataDir: string, action: string, work: () => Promise<T>): Promise<T> {
  let release: () => Promise<void>;
  try {
    release = await acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new BackupError(
      `Cannot ${action} while the portal runs on this DATA_DIR. ${error.message}\n` +
        'Stop the portal, run this again, then start it (a few seconds for a small database). ' +
        'To back up without stopping, run the portal on PostgreSQL (DATABASE_URL).',
    );
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * The embedded database, copied while the portal is stopped: PGlite opened here on DATA_DIR/pglite,
 * checkpointed, and dumped with its own dumpDataDir (a gzipped tar of the data folder, which
 * `loadDataDir` reads back). `copyFiles` runs under the same lock, so the files match the dump.
 */
export async function dumpPglite(
  dataDir: string,
  backupDir: string,
  copyFiles: (keys: string[]) => Promise<{ missing: string[] }>,
): Promise<{ database: TBackupManifest['database']; missing: string[] }> {
  const pgliteDir = pgliteDirOf(dataDir);
  if (!(await fs.stat(path.join(pgliteDir, 'PG_VERSION')).catch(() => undefined)))
    throw new BackupError(
      `There is no embedded database in ${pgliteDir}: is DATA_DIR right, or does the portal use DATABASE_URL?`,
    );
  return withDataDirLock(dataDir, 'back up the embedded database', async () => {
    const client = await PGlite.create(pgliteDir, { extensions });
    const file = path.join(backupDir, PGLITE_DUMP_FILE);
    let keys: string[];
    let database: Omit<TBackupManifest['database'], 'bytes' | 'sha256'>;
    try {
      const query: TQuery = (sql) => client.query(sql);
      // Written pages go to the data files, so the dump needs no WAL replay when it is loaded.
      await client.query('checkpoint');
      database = {
        kind: 'pglite',
        file: PGLITE_DUMP_FILE,
        serverVersion: await serverVersion(query),
        migration: await migrationState(query),
      };
      keys = await referencedStorageKeys(query);
      const dump = await client.dumpDataDir('gzip');
      await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await client.close();
    }
    const { missing } = await copyFiles(keys);
    return {
      database: { ...database, bytes: (await fs.stat(file)).size, sha256: await sha256OfFile(file) },
      missing,
    };
  });
}

/** Entries of a folder, or none when it does not exist. */
export const entriesOf = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);

/** The embedded database is restored into a new or empty DATA_DIR only. */
export async function assertEmptyDataDir(dataDir: string): Promise<void> {
  const present = await entriesOf(dataDir);
  if (present.length)
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (it holds ${present.slice(0, 5).join(', ')}). Restore only into an ` +
        'empty or new DATA_DIR: point DATA_DIR at a new folder, or move this one away first.',
    );
}

/**
 * Loads the dump into DATA_DIR/pglite, which must be an empty (or new) DATA_DIR, then runs
 * `restoreFiles` under the same lock. Resolves a query on the restored database for checks.
 */
export async function restorePglite<T>(
  dataDir: string,
  dumpFile: string,
  check: (query: TQuery) => Promise<T>,
  restoreFiles: () => Promise<void>,
): Promise<T> {
  await assertEmptyDataDir(dataDir);
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  return withDataDirLock(dataDir, 'restore', async () => {
    const others = (await entriesOf(dataDir)).filter((name) => name !== 'portal.lock');
    if (others.length)
      throw new BackupError(`DATA_DIR ${dataDir} stopped being empty; nothing was restored.`);
    try {
      const loadDataDir = new Blob([new Uint8Array(await fs.readFile(dumpFile))]);
      const client = await PGlite.create(pgliteDirOf(dataDir), { extensions, loadDataDir });
      let result: T;
      try {
        result = await check((sql) => client.query(sql));
      } finally {
        await client.close();
      }
      await restoreFiles();
      // PGlite writes its files 0644/0666 whatever the umask: DATA_DIR holds personal data, so the
      // restored folder is made owner-only here, not only at the next start (secureDataDir).
      await makeOwnerOnly(dataDir);
      return result;
    } catch (error) {
      // Leave DATA_DIR empty again, so a second attempt is not refused for what this one left.
      for (const name of await entriesOf(dataDir))
        if (name !== 'portal.lock') await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
      throw error;
    }
  });
}
