// The server's memory as the soak reports it: VmRSS / VmHWM from /proc/<pid>/status (the whole
// process: the API's main thread and the embedded database's worker thread alike) and, through
// probe.mjs inside the server, the main thread's V8 heap.
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from '../perf/portal.mjs';

const MB = 1024 * 1024;

const PROBE = path.join(path.dirname(new URL(import.meta.url).pathname), 'probe.mjs');

/**
 * The environment that loads probe.mjs into the server (NODE_OPTIONS=--import) and tells it where to write
 * its readings; `extra` adds to it (bench:http's CPU profile).
 */
export const probeEnv = (probeDir, extra = {}) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
  SOAK_PROBE_DIR: probeDir,
  ...extra,
});

function statusKb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Samples RSS and heap every second while the load runs; `stop()` resolves the peaks. */
export function watchPeaks(pid, probeDir) {
  let rss = 0;
  let heap = 0;
  const take = () => {
    try {
      rss = Math.max(rss, statusKb(pid, 'VmRSS') * 1024);
    } catch {
      // the server died: the load's errors will say so
    }
    heap = Math.max(heap, readJson(path.join(probeDir, 'live.json'))?.heapUsed ?? 0);
  };
  take();
  const timer = setInterval(take, 1000);
  return () => {
    clearInterval(timer);
    take();
    return { rssMb: rss / MB, heapMb: heap / MB };
  };
}

// Per server: each probe numbers its readings from 1.
const settledCounts = new Map();

/**
 * Asks the probe for a settled reading (a GC first) and waits for it: RSS, the heap used after the
 * GC, and the event-loop delay since the previous reading.
 */
export async function settledReading(pid, probeDir) {
  const count = (settledCounts.get(pid) ?? 0) + 1;
  settledCounts.set(pid, count);
  const file = path.join(probeDir, `settled-${count}.json`);
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 20_000; waited += 100) {
    const reading = readJson(file);
    if (reading) {
      return {
        rssMb: statusKb(pid, 'VmRSS') / 1024,
        heapMb: reading.memory.heapUsed / MB,
        heapTotalMb: reading.memory.heapTotal / MB,
        externalMb: reading.memory.external / MB,
        eventLoopDelay: reading.eventLoopDelay,
      };
    }
    await sleep(100);
  }
  throw new Error('the server did not answer the memory probe (is scripts/soak/probe.mjs loaded?)');
}

export const peakRssMb = (pid) => statusKb(pid, 'VmHWM') / 1024;
