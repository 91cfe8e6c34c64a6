import { Worker } from 'node:worker_threads';

/** What the main thread last found (the body of GET /api/health). */
export type THealthReport = { status: 'ok' | 'unavailable'; checks: Record<string, string> };

export type THealthListener = { port: number; stop: () => Promise<void> };

type TOptions = {
  port: number;
  host: string;
  /** The main thread's readiness check (modules/health). */
  check: () => Promise<THealthReport>;
};

/** The main thread beats (and re-checks readiness) this often. */
const BEAT_MS = 500;
/** Readiness is 503 when the main thread's last beat is older than this: its loop is not keeping up. */
const READY_STALE_MS = 2000;
/** Liveness is 503 (restart me) only when the main thread has not beaten for this long. */
const LIVE_STALE_MS = 15_000;

/**
 * GET /api/health and /api/health/live on a port of their own, answered by a worker thread
 * (docs/decisions/0010-overload-and-health.md). Under a flood the main thread's event loop is as busy as the
 * machine lets it be, and a probe waits behind every ordinary request it reads; a thread that sleeps between
 * probes is woken at once by the kernel. The main thread writes a heartbeat into shared memory and posts its
 * readiness report every 500 ms: the worker answers from those, so a stuck main thread turns readiness 503
 * after 2 s and liveness 503 after 15 s, and neither answer ever waits for the main thread.
 */
export async function startHealthListener(options: TOptions): Promise<THealthListener> {
  const beat = new BigInt64Array(new SharedArrayBuffer(8));
  Atomics.store(beat, 0, BigInt(Date.now()));
  // tsx (esbuild's keepNames) wraps named functions in __name(); the thread has no such helper.
  const source = `const __name = (target) => target;\n(${healthWorker.toString()})();`;
  const worker = new Worker(source, {
    eval: true,
    workerData: {
      beat,
      host: options.host,
      port: options.port,
      readyStaleMs: READY_STALE_MS,
      liveStaleMs: LIVE_STALE_MS,
    },
  });
  worker.unref();
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { listening?: number; error?: string }) =>
      message.listening === undefined ? reject(new Error(message.error)) : resolve(message.listening),
    );
    worker.once('error', reject);
  });
  let checking = false;
  const timer = setInterval(() => {
    Atomics.store(beat, 0, BigInt(Date.now()));
    if (checking) return;
    checking = true;
    void options
      .check()
      .then((report) => worker.postMessage(report))
      .catch(() => {})
      .finally(() => {
        checking = false;
      });
  }, BEAT_MS);
  timer.unref();
  return {
    port,
    stop: async () => {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}

/**
 * The worker's code, run from its source text (it uses nothing but Node's own modules, so the built
 * server needs no second entry and tsx no loader in the thread). Keep it self-contained.
 */
function healthWorker() {
  // Not require(): a bundler rewrites that; getBuiltinModule (Node 20.16+) it leaves alone.
  const http = process.getBuiltinModule('node:http') as typeof import('node:http');
  const { parentPort, workerData } = process.getBuiltinModule(
    'node:worker_threads',
  ) as typeof import('node:worker_threads');
  const { beat, host, port, readyStaleMs, liveStaleMs } = workerData as {
    beat: BigInt64Array;
    host: string;
    port: number;
    readyStaleMs: number;
    liveStaleMs: number;
  };
  let report: THealthReport = {
    status: 'unavailable',
    checks: {
      database: 'down',
      sessions: 'catching-up',
      process: 'running',
      load: 'normal',
      connections: 'available',
    },
  };
  parentPort?.on('message', (message: THealthReport) => {
    report = message;
  });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  const send = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    const extra: Record<string, string> = status === 503 ? { 'retry-after': '5' } : {};
    response.writeHead(status, { ...headers, ...extra, connection: 'close' }).end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const age = Date.now() - Number(Atomics.load(beat, 0));
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, { status: 'METHOD_NOT_ALLOWED' });
    if (path === '/api/health/live') {
      return age > liveStaleMs
        ? send(response, 503, { status: 'unavailable' })
        : send(response, 200, { status: 'ok' });
    }
    if (path === '/api/health') {
      const stale = age > readyStaleMs;
      const checks = stale ? { ...report.checks, load: 'overloaded' } : report.checks;
      const ready = report.status === 'ok' && !stale;
      return send(response, ready ? 200 : 503, { status: ready ? 'ok' : 'unavailable', checks });
    }
    return send(response, 404, { status: 'NOT_FOUND' });
  });
  server.on('error', (error) => parentPort?.postMessage({ error: error.message }));
  server.listen(port, host, () => {
    const address = server.address();
    parentPort?.postMessage({ listening: typeof address === 'object' && address ? address.port : port });
  });
}
