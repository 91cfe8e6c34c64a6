#!/usr/bin/env node
// `npm run soak` (not part of `npm test`): issue 16's soak test. Per database (PGlite, then a throwaway
// PostgreSQL), the portal started as `npm start` starts it on a throwaway database, a few students
// signed in through the OTP outbox (preferences, filled profile, shortlist), then autocannon holds
// 500 connections for 60 s over a mix of catalogue filter pages, listings, course detail, profile,
// shortlist and dashboard calls. It prints requests, errors, p50/p99, the server's RSS and heap at
// start (after a warm-up) and end, the peaks and the event-loop delay, then PASS/FAIL per goal (0
// non-2xx, 0 timeouts, 0 socket errors; RSS and heap grown by at most 10 %: a leak grows, memory given back is no leak), and exits 1 on any FAIL.
// `npm run soak -- --help` lists the options.
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cleanUpTo, cleanupMark, onCleanup, tempDir } from './bench/cleanup.mjs';
import { preflight } from './bench/load.mjs';
import { databaseKinds, numberOption } from './bench/options.mjs';
import { startPortal } from './bench/portal.mjs';
import { loadLine, machineLine } from './bench/report.mjs';
import { prepareStudents } from './bench/students.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { sleep } from './perf/portal.mjs';
import { peakRssMb, settledReading, watchPeaks } from './soak/memory.mjs';
import { mixLine, soakRequests } from './soak/mix.mjs';
import { reportRun } from './soak/report.mjs';

const USAGE = `npm run soak -- [options]
  --db=pglite|postgres|both   databases to soak (both)
  --connections=N             concurrent connections (500)
  --duration=S                seconds of load (60)
  --warmup=S                  seconds of the same load before the start reading (30)
  --timeout=S                 a request unanswered this long counts as a timeout (10)
  --students=N                signed-in students the requests rotate through (8)
  --courses=N                 catalogue size seeded before the start (10000)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      connections: { type: 'string', default: '500' },
      duration: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '30' },
      timeout: { type: 'string', default: '10' },
      students: { type: 'string', default: '8' },
      courses: { type: 'string', default: '10000' },
      help: { type: 'boolean', default: false },
    },
  });
  const number = (name, min) => numberOption(values, name, min, USAGE);
  const kinds = databaseKinds(values, USAGE);
  return {
    help: values.help,
    kinds,
    connections: number('connections', 1),
    seconds: number('duration', 1),
    warmupSeconds: number('warmup', 0),
    timeoutSeconds: number('timeout', 1),
    students: number('students', 1),
    courses: number('courses', 1),
  };
}

// Before each memory reading the server idles this long (the same at start and end): V8 gives back the
// young generation it grew under load only once allocation has calmed down, so a reading taken at once
// measures how recently the load stopped rather than what the process keeps.
const SETTLE_MS = 10_000;

const log = (text) => console.log(`  · ${text}`);
const PROBE = path.join(path.dirname(new URL(import.meta.url).pathname), 'soak/probe.mjs');

const load = (baseUrl, requests, options, seconds) =>
  autocannon({
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: seconds,
    timeout: options.timeoutSeconds,
    requests,
  });

async function soakDatabase(kind, options) {
  const mark = cleanupMark();
  try {
    let databaseUrl;
    let title = 'PGlite (embedded, DATA_DIR)';
    if (kind === 'postgres') {
      const cluster = await startThrowawayPostgres({ durable: true, maxConnections: 200 });
      onCleanup(() => cluster.stop());
      databaseUrl = cluster.url;
      title = `PostgreSQL ${cluster.version} (throwaway cluster, fsync on)`;
    }
    console.log(`\n${title}, ${options.courses.toLocaleString('en')} courses`);
    const probeDir = tempDir('soak-probe');
    const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim();
    const portal = await startPortal({
      databaseUrl,
      courses: options.courses,
      log,
      env: { NODE_OPTIONS: nodeOptions, SOAK_PROBE_DIR: probeDir },
    });
    const students = await prepareStudents(portal, options.students);
    log(`${students.length} students signed in with preferences, a filled profile and a shortlist`);
    const requests = soakRequests(students, options.courses);
    log(
      `mix (${requests.length} requests, each connection cycles through them): ${mixLine(students, options.courses)}`,
    );
    await preflight(portal.baseUrl, requests);
    if (options.warmupSeconds > 0) {
      const warm = await load(portal.baseUrl, requests, options, options.warmupSeconds);
      log(
        `warm-up: ${options.warmupSeconds} s, ${warm.requests.total.toLocaleString('en')} requests, ${warm.non2xx} non-2xx, ${warm.errors} errors`,
      );
    }
    await sleep(SETTLE_MS);
    const start = await settledReading(portal.pid, probeDir);
    log(`${loadLine()}; ${options.connections} connections for ${options.seconds} s…`);
    const stopWatching = watchPeaks(portal.pid, probeDir);
    const result = await load(portal.baseUrl, requests, options, options.seconds);
    const peak = stopWatching();
    await sleep(SETTLE_MS);
    const end = await settledReading(portal.pid, probeDir);
    const isMet = reportRun({ load: result, start, end, peak, hwmMb: peakRssMb(portal.pid) });
    const serverLog = portal.output().trim();
    if (serverLog)
      console.log(`  server output (last lines):\n${serverLog.split('\n').slice(-8).join('\n')}`);
    return isMet;
  } finally {
    await cleanUpTo(mark);
  }
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return true;
  }
  const startedAt = performance.now();
  console.log(`soak — ${machineLine()}`);
  console.log(
    `autocannon: ${options.connections} connections, pipelining 1, ${options.seconds} s after ${options.warmupSeconds} s ` +
      `of warm-up, timeout ${options.timeoutSeconds} s; memory read at start (after the warm-up) and end, each after a GC`,
  );
  const verdicts = [];
  for (const kind of options.kinds) verdicts.push([kind, await soakDatabase(kind, options)]);
  console.log(
    `\nsoak took ${((performance.now() - startedAt) / 60_000).toFixed(1)} min; ${loadLine()}\n` +
      verdicts.map(([kind, isMet]) => `${kind}: ${isMet ? 'PASS' : 'FAIL'}`).join(', '),
  );
  return verdicts.every(([, isMet]) => isMet);
}

try {
  if (!(await main())) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUpTo(0);
}
