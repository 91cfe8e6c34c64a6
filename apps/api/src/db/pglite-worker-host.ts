import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isAlive } from './data-dir-lock.ts';
import type { TPgliteWorkerData, TPgliteWorkerMessage } from './pglite-worker.ts';

/** Where a running worker listens: node-postgres connects with host = socketDir, port = SOCKET_PORT. */
export type TPgliteWorker = { socketDir: string; port: number; stop: () => Promise<void> };

// node-postgres reaches a unix socket as `${host}/.s.PGSQL.${port}`; the number is only a name here.
const SOCKET_PORT = 5432;

const SOCKET_DIR_PREFIX = 'portal-db-';

/** A process killed outright (kill -9) leaves its socket folder behind; the next start removes it. */
async function removeAbandonedSocketDirs() {
  const entries = await fs.readdir(os.tmpdir()).catch(() => [] as string[]);
  const abandoned = entries.filter((name) => {
    const pid = Number(new RegExp(`^${SOCKET_DIR_PREFIX}(\\d+)-`).exec(name)?.[1]);
    return pid > 0 && pid !== process.pid && !isAlive(pid);
  });
  await Promise.all(
    abandoned.map((name) =>
      fs.rm(path.join(os.tmpdir(), name), { recursive: true, force: true }).catch(() => {}),
    ),
  );
}

/**
 * The worker: dist/pglite-worker.js beside the built server (its own entry of the build), or, from
 * the sources (tsx, vitest), pglite-worker.ts loaded through tsx's API: Node 20 does not pass the
 * parent's module hooks (tsx's loader) on to a worker thread.
 */
function newWorker(workerData: TPgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  // tsx's ESM API (its exports map: "./esm/api" → import → dist/esm/api/index.mjs).
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * Starts PGlite on `pgliteDir` in a worker thread, serving it on a unix socket in a fresh folder of
 * the OS temp dir that only this user may enter (mkdtemp makes it 0700): the socket has no password,
 * the folder's mode is its guard. A short path too: a socket path must stay under ~100 bytes, which
 * DATA_DIR need not. The caller holds the data-dir lock: one process, one worker, one PGlite.
 */
export async function startPgliteWorker(pgliteDir: string): Promise<TPgliteWorker> {
  await removeAbandonedSocketDirs();
  const socketDir = await fs.mkdtemp(path.join(os.tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = newWorker({ pgliteDir, socketPath });
  const removeSocketDir = () => fs.rm(socketDir, { recursive: true, force: true });

  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database worker exited (code ${code})`)));
      worker.once('message', (message: TPgliteWorkerMessage) => {
        if (message.type === 'ready') resolve();
        else
          reject(
            new Error(`the embedded database could not open: ${'message' in message ? message.message : ''}`),
          );
      });
    });
  } catch (error) {
    await worker.terminate();
    await removeSocketDir();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  // Once running, the worker is the database: without it every query fails while health checks still
  // pass, so a proxy would keep sending students here. The process ends for its supervisor to restart.
  worker.on('error', (error) => console.error('The embedded database worker failed:', error));
  worker.once('exit', (code) => {
    if (stopping !== undefined) return;
    console.error(
      `The embedded database worker stopped (code ${code}); the portal exits so it can be restarted.`,
    );
    process.exit(1);
  });

  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) =>
        worker.on('message', (message: TPgliteWorkerMessage) => {
          if (message.type === 'closed') resolve();
        }),
      );
      worker.postMessage({ type: 'close' });
      // PGlite's close checkpoints; a worker that never answers is ended after a while.
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([closed, exited, timeout]);
      await worker.terminate();
      await removeSocketDir();
    })();
    return stopping;
  };
  return { socketDir, port: SOCKET_PORT, stop };
}
