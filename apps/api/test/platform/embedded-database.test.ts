import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { DatabaseInUseError } from '../../src/db/data-dir-lock.ts';
import { fillFromTemplate } from '../helpers/data-dir-template.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** A DATA_DIR holding the run's migrated database: what is tested here is the folder, not initdb. */
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  await fillFromTemplate(dir);
  return dir;
}

/** Starts fixtures/durable-writer.ts on dataDir; resolves with the acknowledged numbers once it has `acks`. */
function writeUntilKilled(dataDir: string, acks: number): Promise<number[]> {
  // node itself with tsx's loader, not the tsx command, whose child process a SIGKILL would miss.
  const writer = path.join(apiDir, 'test/platform/fixtures/durable-writer.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir], { cwd: apiDir });
  const acknowledged: number[] = [];
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const n = /^ack (\d+)$/.exec(line)?.[1];
        if (n) acknowledged.push(Number(n));
      }
      if (acknowledged.length >= acks && child.exitCode === null) {
        // No goodbye: the process dies between two writes, or in the middle of one.
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`the writer exited on its own:\n${errors}`));
    });
  });
}

// About PGlite only: skipped in the PostgreSQL run (npm run test:pg), which covers the other client.
// Opening a folder starts PGlite in a worker thread (seconds on a busy machine), hence the timeouts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'embedded database folder',
  { timeout: 120_000 },
  () => {
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

    it('releases the lock and removes its socket on close', async () => {
      const dataDir = await tempDir();
      const db = await openPglite({ dataDir });
      const before = await fs.readdir(os.tmpdir());
      expect(before.filter((name) => name.startsWith(`portal-db-${process.pid}-`))).toHaveLength(1);
      await db.close();
      await expect(fs.stat(path.join(dataDir, 'portal.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
      const after = await fs.readdir(os.tmpdir());
      expect(after.filter((name) => name.startsWith(`portal-db-${process.pid}-`))).toEqual([]);
    });

    it('loses no acknowledged write when its process is killed (kill -9) mid-stream', async () => {
      const dataDir = await tempDir();
      const acknowledged = await writeUntilKilled(dataDir, 200);
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);
      // The killed writer's lock and socket folder are left behind; the next opener takes over.
      const reopened = await openPglite({ dataDir });
      try {
        const { rows } = await reopened.query('select n from written order by n');
        const stored = new Set(rows.map((row) => Number(row.n)));
        expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
      } finally {
        await reopened.close();
      }
    });
  },
);
