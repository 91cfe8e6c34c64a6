import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { DatabaseInUseError } from '../../src/db/data-dir-lock.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
}

// About PGlite only: skipped in the PostgreSQL run (npm run test:pg), which covers the other client.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database folder', () => {
  it('refuses a second opener of the same DATA_DIR with a clear message', async () => {
    const dataDir = await tempDir();
    const first = await openPglite({ dataDir });
    try {
      // Pretend another live process holds the lock (our own pid would be taken as ours).
      await fs.writeFile(path.join(dataDir, 'portal.lock'), String(process.ppid));
      await expect(openPglite({ dataDir })).rejects.toThrow(DatabaseInUseError);
      await expect(openPglite({ dataDir })).rejects.toThrow(/already open in another process/);
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left by a process that no longer runs, and keeps data across reopen', async () => {
    const dataDir = await tempDir();
    const first = await openPglite({ dataDir });
    await first.query('create table kept (v int)');
    await first.query('insert into kept values (42)');
    await first.close();
    await fs.writeFile(path.join(dataDir, 'portal.lock'), '999999');
    const second = await openPglite({ dataDir });
    try {
      const { rows } = await second.query('select v from kept');
      expect(rows).toEqual([{ v: 42 }]);
    } finally {
      await second.close();
    }
  });

  it('releases the lock on close', async () => {
    const dataDir = await tempDir();
    const db = await openPglite({ dataDir });
    await db.close();
    await expect(fs.stat(path.join(dataDir, 'portal.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
