// The embedded database's own thread: PGlite on DATA_DIR/pglite, served over the PostgreSQL wire
// protocol on a unix socket (pglite-worker-host.ts starts it). A query runs here, so a slow one
// keeps this thread busy while the API's main thread goes on answering health checks, static files
// and cached pages. Self-contained on purpose: it is built to its own file (dist/pglite-worker.js).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type TPgliteWorkerData = { pgliteDir: string; socketPath: string };
export type TPgliteWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'closed' };

async function main() {
  const { pgliteDir, socketPath } = workerData as TPgliteWorkerData;
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
  const send = (message: TPgliteWorkerMessage) => port.postMessage(message);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    // One connection: the server queues per protocol MESSAGE across its connections, so with two
    // clients the Parse/Bind/Execute/Sync of one could interleave with the other's and a
    // transaction's statements could run in another client's session (PGlite has one session).
    // The host's pool therefore holds exactly one connection; 2 lets a reconnect overlap the
    // closing of the old one without a "Too many connections" refusal.
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
    await server.start();
  } catch (error) {
    await db?.close().catch(() => {});
    send({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return;
  }
  port.on('message', async (message: { type: 'close' }) => {
    if (message.type !== 'close') return;
    await server?.stop().catch(() => {});
    // Closing checkpoints and flushes: the next open starts without recovery.
    await db?.close().catch(() => {});
    send({ type: 'closed' });
    port.close();
  });
  send({ type: 'ready' });
}

void main();
