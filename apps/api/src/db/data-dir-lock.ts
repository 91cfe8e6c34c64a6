import fs from 'node:fs/promises';
import path from 'node:path';

export class DatabaseInUseError extends Error {}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two openers of one folder would corrupt it. The first takes
 * DATA_DIR/portal.lock (holding its pid); a second gets a clear error. A lock left by a
 * process that no longer runs is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await fs.readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is already open in another process (pid ${owner}). ` +
            'Stop that process first, or point DATA_DIR at another folder.',
        );
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new DatabaseInUseError(
    `Could not take the lock ${lockPath}; remove it if no portal process is running.`,
  );
}
