import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UPLOAD_MESSAGES } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { TCheckReply, TCheckRequest } from './worker.ts';

export type TWorkerLimits = { timeoutMs: number; maxHeapMb: number };

/**
 * A 10 MB PDF of 3,000 pages takes ~1.5 s and a few hundred MB of heap; a file far past that is
 * refused as too complex rather than allowed to hold the thread.
 */
export const DEFAULT_WORKER_LIMITS: TWorkerLimits = { timeoutMs: 20_000, maxHeapMb: 768 };

/**
 * The thread: dist/content-check-worker.js beside the built server, or, from the sources (tsx,
 * vitest), worker.ts through tsx's API (Node 20 does not pass tsx's loader on to a worker
 * thread), as pglite-worker-host.ts does.
 */
function newWorker(limits: TWorkerLimits): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./content-check-worker.js', import.meta.url), options);
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(code, { ...options, eval: true });
}

type TJob = TCheckRequest & {
  tooComplex: string;
  limits: TWorkerLimits;
  resolve: (refusal: string | null) => void;
  reject: (error: Error) => void;
};

const queue: TJob[] = [];
let current: { job: TJob; timer: NodeJS.Timeout | undefined } | undefined;
let thread: { worker: Worker; ready: Promise<void>; heapMb: number } | undefined;
let nextId = 1;

/** Ends the thread (its check overran, or it failed): the next check starts a fresh one. */
function dropThread() {
  if (!thread) return;
  void thread.worker.terminate();
  thread = undefined;
}

function finish(outcome: { refusal: string | null } | { error: Error }) {
  if (!current) return;
  const { job, timer } = current;
  clearTimeout(timer);
  current = undefined;
  if ('error' in outcome) job.reject(outcome.error);
  else job.resolve(outcome.refusal);
  void runNext();
}

function startThread(limits: TWorkerLimits) {
  const worker = newWorker(limits);
  worker.unref(); // an idle checker never keeps the process alive
  const ready = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  worker.on('message', (reply: TCheckReply | 'ready') => {
    if (reply === 'ready' || reply.id !== current?.job.id) return;
    if ('error' in reply) finish({ error: new AppError('INTERNAL_SERVER_ERROR', reply.error) });
    else finish({ refusal: reply.refusal && UPLOAD_MESSAGES[reply.refusal] });
  });
  const failed = (error: Error & { code?: string }) => {
    if (thread?.worker !== worker) return;
    thread = undefined;
    // Out of heap: the file asked for more than any document needs.
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' && current) finish({ refusal: current.job.tooComplex });
    else finish({ error: new AppError('INTERNAL_SERVER_ERROR', `content check failed: ${error.message}`) });
  };
  worker.on('error', failed);
  worker.on('exit', (code) => failed(new Error(`content check thread exited (${code})`)));
  thread = { worker, ready, heapMb: limits.maxHeapMb };
  return thread;
}

async function runNext() {
  if (current) return;
  const job = queue.shift();
  if (!job) return;
  if (thread && thread.heapMb !== job.limits.maxHeapMb) dropThread();
  const { worker, ready } = thread ?? startThread(job.limits);
  current = { job, timer: undefined };
  await ready;
  if (current?.job !== job) return; // the thread failed to start: finish() already answered
  // The deadline counts the check itself, not the start of a fresh thread (slow under tsx).
  current.timer = setTimeout(() => {
    dropThread();
    finish({ refusal: job.tooComplex });
  }, job.limits.timeoutMs);
  worker.postMessage({ id: job.id, kind: job.kind, path: job.path } satisfies TCheckRequest);
}

/**
 * Starts the checker thread if none is up, so that its start-up (a second or more) overlaps the
 * upload streaming in instead of adding to it.
 */
export function warmUpChecker(limits: TWorkerLimits = DEFAULT_WORKER_LIMITS): void {
  if (!thread) startThread(limits);
}

/**
 * Runs one check on the checker thread, one at a time in arrival order. Returns the refusal (a
 * message for the student) or null; a check that overruns its deadline or the thread's heap
 * refuses the file (`tooComplex`); a thread that fails otherwise is our fault (500).
 */
export function refusalInWorker(
  request: Omit<TCheckRequest, 'id'>,
  tooComplex: string,
  limits: TWorkerLimits = DEFAULT_WORKER_LIMITS,
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    queue.push({ ...request, id: nextId++, tooComplex, limits, resolve, reject });
    void runNext();
  });
}
