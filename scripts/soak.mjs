#!/usr/bin/env node
// `npm run soak` (not part of `npm test`): the soak test (docs/decisions/0010-overload-and-health.md). Per
// database (PGlite, then a throwaway PostgreSQL), the portal started as `npm start` starts it on a throwaway
// database, a few students signed in through the OTP outbox (preferences, filled profile, shortlist), then
// autocannon holds 500 connections for 60 s over a mix of catalogue filter pages, listings, course detail,
// profile, shortlist and dashboard calls. It prints requests, errors, p50/p99, the server's RSS and heap at
// start (after a warm-up) and end, the peaks and the event-loop delay, then PASS/FAIL per goal (0 non-2xx, 0
// timeouts, 0 socket errors; RSS and heap grown by at most 10 %: a leak grows, memory given back is no leak),
// and exits 1 on any FAIL. `--attack` then runs the same mix again beside an attacker
// (scripts/soak/attacker.mjs, its own process): idle sockets, slow request bodies and a profile-photo flood;
// the goals are the mix's, compared with the quiet run just before it on the same server (see
// scripts/soak/attack-report.mjs). `npm run soak -- --help` lists the options.
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
import { prepareAttackAccounts } from './soak/attack-accounts.mjs';
import { reportAttackRun } from './soak/attack-report.mjs';
import { checkAlive, underAttack } from './soak/attack-run.mjs';
import { lowerOwnOpenFileLimit, openFileLimit, startAttackerProcess } from './soak/attacker-process.mjs';
import { healthLine, watchHealth } from './soak/health-watch.mjs';
import { peakRssMb, probeEnv, settledReading, watchPeaks } from './soak/memory.mjs';
import { mixLine, soakRequests } from './soak/mix.mjs';
import { reportRun } from './soak/report.mjs';

const USAGE = `npm run soak -- [options]
  --db=pglite|postgres|both   databases to soak (both)
  --connections=N             concurrent connections (500)
  --duration=S                seconds of load (60)
  --warmup=S                  seconds of the same load before the start reading (30)
  --timeout=S                 a request unanswered this long counts as a timeout (10)
  --students=N                signed-in students the requests rotate through (8)
  --courses=N                 catalogue size seeded before the start (10000)
  --attack                    after the quiet run, run the mix again beside an attacker:
    --idle-sockets=N          idle sockets it holds: connect, send nothing (1000)
    --slow-uploads=N          multipart uploads it trickles (10)
    --slow-json=N             JSON profile updates it trickles (10)
    --slow-accounts=N         students the slow bodies come from, dealt in turn (5)
    --trickle=S               seconds between two bytes of a slow body (5)
    --photo-streams=N         connections flooding the photo call from one student (8)
  --server-nofile=N           open-file limit (soft and hard) for the servers and databases the soak
                              starts, e.g. 1024; default: this shell's`;

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
      attack: { type: 'boolean', default: false },
      'idle-sockets': { type: 'string', default: '1000' },
      'slow-uploads': { type: 'string', default: '10' },
      'slow-json': { type: 'string', default: '10' },
      'slow-accounts': { type: 'string', default: '5' },
      trickle: { type: 'string', default: '5' },
      'photo-streams': { type: 'string', default: '8' },
      'server-nofile': { type: 'string' },
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
    attack: values.attack,
    idleSockets: number('idle-sockets', 0),
    uploads: number('slow-uploads', 0),
    jsonBodies: number('slow-json', 0),
    slowAccounts: number('slow-accounts', 1),
    trickleSeconds: number('trickle', 0.1),
    photoStreams: number('photo-streams', 0),
    // The soak's own load shares this limit: its connections and a margin must fit.
    serverNofile:
      values['server-nofile'] === undefined
        ? undefined
        : number('server-nofile', Number(values.connections) + 200),
  };
}

// Before each memory reading the server idles this long (the same at start and end): V8 gives back the
// young generation it grew under load only once allocation has calmed down, so a reading taken at once
// measures how recently the load stopped rather than what the process keeps.
const SETTLE_MS = 10_000;

const log = (text) => console.log(`  · ${text}`);

const load = (baseUrl, requests, options, seconds) =>
  autocannon({
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: seconds,
    timeout: options.timeoutSeconds,
    requests,
  });

/** One measured run of the mix: the load, the memory peaks and what health probes saw meanwhile. */
async function measureRun(portal, requests, options, probeDir) {
  const stopWatching = watchPeaks(portal.pid, probeDir);
  const stopHealth = watchHealth(portal.baseUrl);
  const result = await load(portal.baseUrl, requests, options, options.seconds);
  const health = await stopHealth();
  return { result, peak: stopWatching(), health };
}

async function soakDatabase(kind, options, attacker) {
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
    const portal = await startPortal({
      databaseUrl,
      courses: options.courses,
      log,
      env: probeEnv(probeDir),
    });
    log(`the server's open-file limit: ${openFileLimit(portal.pid).soft}`);
    const students = await prepareStudents(portal, options.students);
    log(`${students.length} students signed in with preferences, a filled profile and a shortlist`);
    const accounts = attacker ? await prepareAttackAccounts(portal, options.slowAccounts) : null;
    if (accounts) log(`${options.slowAccounts + 1} attacker students signed in (none of them in the mix)`);
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
    log(
      `${loadLine()}; ${options.connections} connections for ${options.seconds} s${attacker ? ' (quiet run)' : ''}…`,
    );
    const quiet = await measureRun(portal, requests, options, probeDir);
    await sleep(SETTLE_MS);
    const afterQuiet = await settledReading(portal.pid, probeDir);
    const isMet = reportRun({
      load: quiet.result,
      start,
      end: afterQuiet,
      peak: quiet.peak,
      hwmMb: peakRssMb(portal.pid),
    });
    log(`health probes during the run: ${healthLine(quiet.health)}`);
    let isAttackMet = true;
    if (attacker) {
      log(`${loadLine()}; the same mix for ${options.seconds} s beside the attacker…`);
      const { measured, attacker: figures } = await underAttack({
        attacker,
        portal,
        accounts,
        options,
        log,
        measure: () => measureRun(portal, requests, options, probeDir),
      });
      const alive = await checkAlive(portal);
      await sleep(SETTLE_MS);
      // A server that is running but did not answer may still answer the memory probe.
      const end = alive.isRunning ? await settledReading(portal.pid, probeDir).catch(() => null) : null;
      console.log('  under attack:');
      isAttackMet = reportAttackRun({
        quiet: quiet.result,
        load: measured.result,
        start: afterQuiet,
        end,
        peak: measured.peak,
        hwmMb: end ? peakRssMb(portal.pid) : 0,
        attacker: figures,
        alive,
        timeoutMs: options.timeoutSeconds * 1000,
      });
      log(`health probes under attack: ${healthLine(measured.health)}`);
    }
    const serverLog = portal.output().trim();
    if (serverLog)
      console.log(`  server output (last lines):\n${serverLog.split('\n').slice(-8).join('\n')}`);
    return isMet && isAttackMet;
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
  // Started before --server-nofile lowers this process's limit: the attacker keeps the shell's.
  const attacker = options.attack
    ? await startAttackerProcess({
        socketsNeeded: options.idleSockets + options.uploads + options.jsonBodies + options.photoStreams,
      })
    : null;
  if (attacker) {
    console.log(
      `attack: ${options.idleSockets} idle sockets, ${options.uploads} slow uploads + ${options.jsonBodies} slow JSON ` +
        `bodies from ${options.slowAccounts} students (a byte every ${options.trickleSeconds} s), photo flood from one ` +
        `student on ${options.photoStreams} connections; the attacker's open-file limit: ${attacker.nofile.soft}`,
    );
  }
  if (options.serverNofile) {
    lowerOwnOpenFileLimit(options.serverNofile);
    console.log(`open-file limit of the soak and what it starts lowered to ${options.serverNofile}`);
  }
  const verdicts = [];
  for (const kind of options.kinds) verdicts.push([kind, await soakDatabase(kind, options, attacker)]);
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
