#!/usr/bin/env node
// `npm run bench:http`: the HTTP benchmark (docs/decisions/0007-several-instances.md). Per database (PGlite,
// then a throwaway PostgreSQL), a throwaway database of 100,000 courses, the portal started as `npm start`
// starts it, a few students signed in through the OTP outbox (preferences, profile, shortlist); then, per
// case, every request's answer is captured once (scripts/bench/capture.mjs) and autocannon alternates three
// servers round by round: a Fastify hello-world, the same-bytes reference (a bare route of the project's
// Fastify sending the captured answers: the same status, headers and bytes; scripts/bench/same-bytes.mjs)
// and the portal; it prints req/s, p50, p99, failures and both ratios (of hello-world, of the same bytes)
// with the goals, and the server's memory before and after.
// `--million` also reports the filter's database time at 1,000,000 courses (slow: several minutes). `npm run
// bench:http -- --help` lists the options. Everything binds to 127.0.0.1 and is removed at the end or on
// Ctrl-C.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { captureAnswers } from './bench/capture.mjs';
import { CASE_IDS, CASES } from './bench/cases.mjs';
import { cleanUpTo, cleanupMark, onCleanup, tempDir } from './bench/cleanup.mjs';
import {
  CONNECTIONS,
  hammer,
  measureCase,
  preflight,
  startHelloWorld,
  startSameBytes,
} from './bench/load.mjs';
import { MILLION, measureMillion } from './bench/million.mjs';
import { databaseKinds, numberOption } from './bench/options.mjs';
import { startPortal } from './bench/portal.mjs';
import { rssMb } from './bench/processes.mjs';
import { heapLine, loadLine, machineLine, memoryLine, tableHeader, tableRow } from './bench/report.mjs';
import { BENCH_ADMIN, prepareStaff, STAFF_CASE_IDS, STAFF_CASES } from './bench/staff.mjs';
import { prepareStudents } from './bench/students.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { sleep } from './perf/portal.mjs';
import { probeEnv, settledReading } from './soak/memory.mjs';

const USAGE = `npm run bench:http -- [options]
  --db=pglite|postgres|both   databases to measure (both)
  --duration=S                seconds per round, for hello-world and the portal alike (3)
  --rounds=N                  rounds per case (3)
  --warmup=S                  seconds of load on the portal before a case's rounds (2)
  --cases=a,b                 some of: ${CASE_IDS.join(', ')} (all);
                              with --staff: ${STAFF_CASE_IDS.join(', ')}
  --courses=N                 catalogue size (100000; 10000 with --staff)
  --students=N                signed-in students the requests rotate through (4)
  --staff                     the console instead: a counsellor and an admin signed in, the staff
                              calls at --population generated students (bench:students --http)
  --population=N              generated students seeded for --staff (100000)
  --accept-encoding=V         send Accept-Encoding: V with every request, as a browser does (none)
  --cpu-prof=DIR              the portal and the same-bytes reference record CPU profiles and write them
                              into DIR when stopped (portal-<db>.cpuprofile, same-bytes-<db>.cpuprofile;
                              node scripts/bench/cpu-profile-summary.mjs <file> summarises one)
  --million                   also: the filter's and the text search's database time at ${MILLION.toLocaleString('en')} courses
  --million-only              only that
  --million-courses=N         the size of that catalogue (${MILLION})`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '2' },
      cases: { type: 'string' },
      courses: { type: 'string' },
      students: { type: 'string', default: '4' },
      staff: { type: 'boolean', default: false },
      population: { type: 'string', default: '100000' },
      'accept-encoding': { type: 'string', default: '' },
      'cpu-prof': { type: 'string' },
      million: { type: 'boolean', default: false },
      'million-only': { type: 'boolean', default: false },
      'million-courses': { type: 'string', default: String(MILLION) },
      help: { type: 'boolean', default: false },
    },
  });
  const isStaff = values.staff;
  values.courses ??= isStaff ? '10000' : '100000';
  const [allCases, allIds] = isStaff ? [STAFF_CASES, STAFF_CASE_IDS] : [CASES, CASE_IDS];
  const number = (name, min) => numberOption(values, name, min, USAGE);
  const kinds = databaseKinds(values, USAGE);
  const caseIds = (values.cases ?? allIds.join(',')).split(',').map((id) => id.trim());
  const unknown = caseIds.filter((id) => !allIds.includes(id));
  if (unknown.length) throw new Error(`unknown case(s) ${unknown.join(', ')}\n${USAGE}`);
  return {
    help: values.help,
    kinds,
    seconds: number('duration', 1),
    rounds: number('rounds', 1),
    warmupSeconds: number('warmup', 0),
    cases: allCases.filter((testCase) => caseIds.includes(testCase.id)),
    isStaff,
    population: isStaff ? number('population', 1) : 0,
    courses: number('courses', 1),
    students: number('students', 1),
    acceptEncoding: values['accept-encoding'],
    cpuProfileDir: values['cpu-prof'] && path.resolve(values['cpu-prof']),
    isHttp: !values['million-only'],
    isMillion: values.million || values['million-only'],
    millionCourses: number('million-courses', 1),
  };
}

/** The requests, each with `Accept-Encoding: encoding` when one is given (a compressed answer is replayed as is). */
const withEncoding = (requests, encoding) =>
  encoding
    ? requests.map((request) => ({
        ...request,
        headers: { ...request.headers, 'accept-encoding': encoding },
      }))
    : requests;

const log = (text) => console.log(`  · ${text}`);

/** Who the requests are sent as: signed-in students, or for --staff a counsellor and an admin. */
async function prepareActors(portal, options) {
  if (options.isStaff) {
    const staff = await prepareStaff(portal);
    log(`a counsellor and an admin signed in; ${staff.students.length} students' pages picked from the list`);
    return staff;
  }
  const students = await prepareStudents(portal, options.students);
  log(`${students.length} students signed in with preferences, a filled profile and a shortlist`);
  return students;
}
const TITLES = { pglite: 'PGlite (embedded, DATA_DIR)', postgres: 'PostgreSQL' };

async function benchDatabase(kind, options, hello) {
  const mark = cleanupMark();
  try {
    let databaseUrl;
    let title = TITLES[kind];
    if (kind === 'postgres') {
      const cluster = await startThrowawayPostgres({ durable: true });
      onCleanup(() => cluster.stop());
      databaseUrl = cluster.url;
      title = `${title} ${cluster.version} (throwaway cluster, fsync on)`;
    }
    const population = options.isStaff ? `, ${options.population.toLocaleString('en')} students` : '';
    console.log(`\n${title}, ${options.courses.toLocaleString('en')} courses${population}`);
    const probeDir = tempDir('bench-probe');
    const portal = await startPortal({
      databaseUrl,
      courses: options.courses,
      students: options.population,
      staff: options.isStaff ? [BENCH_ADMIN] : [],
      log,
      // The soak's probe: a full GC on SIGUSR2, then the heap used (garbage not yet collected told
      // from memory kept), and with --cpu-prof the portal's CPU profile.
      env: probeEnv(
        probeDir,
        options.cpuProfileDir && {
          PROBE_CPU_PROFILE_DIR: options.cpuProfileDir,
          PROBE_CPU_PROFILE_NAME: `portal-${kind}.cpuprofile`,
        },
      ),
    });
    const settled = () => settledReading(portal.pid, probeDir);
    const actors = await prepareActors(portal, options);
    log(loadLine());
    const prepared = options.cases.map((testCase) => ({
      testCase,
      requests: withEncoding(testCase.requests(actors, options.courses), options.acceptEncoding),
    }));
    for (const { requests } of prepared) await preflight(portal.baseUrl, requests);
    // After the preflight, so a cached answer is captured as the load will get it.
    const answersFile = path.join(tempDir('same-bytes'), 'answers.json');
    const captured = await captureAnswers(portal.baseUrl, prepared, answersFile);
    const same = await startSameBytes(
      answersFile,
      options.cpuProfileDir && { dir: options.cpuProfileDir, kind },
    );
    for (const { requests } of captured.values()) await preflight(same.baseUrl, requests);
    // Warmed up = every case loaded once for its warm-up time: the caches hold what the load asks for,
    // V8 has grown its heap to what 50 connections need and compiled the hot paths. Growth from there
    // to the end of the rounds is what a leak would show; growth before it is the caches filling.
    for (const { requests } of prepared) await hammer(portal.baseUrl, requests, options.warmupSeconds);
    await sleep(2000);
    // The heap is read after a forced collection, here and after the last case only: none between the
    // cases, so they run as they would without the probe.
    const rssBefore = rssMb(portal.pid);
    const heapBefore = (await settled()).heapMb;
    const rssAfterEach = [];
    console.log(`\n${tableHeader()}`);
    for (const { testCase, requests } of prepared) {
      const reference = captured.get(testCase.id);
      const result = await measureCase({
        portalUrl: portal.baseUrl,
        helloUrl: hello.baseUrl,
        sameUrl: same.baseUrl,
        requests,
        sameRequests: reference.requests,
        ...options,
      });
      console.log(tableRow(testCase, kind, result, reference.meanBytes));
      rssAfterEach.push(rssMb(portal.pid));
    }
    await sleep(2000); // let the last responses and timers settle
    // RSS first: the collection the heap reading forces must not shrink what the load left.
    console.log(memoryLine(rssBefore, rssMb(portal.pid), rssAfterEach));
    console.log(heapLine(heapBefore, (await settled()).heapMb));
    const serverLog = portal.output().trim();
    if (serverLog) console.log(`server output (last lines):\n${serverLog.split('\n').slice(-8).join('\n')}`);
  } finally {
    await cleanUpTo(mark);
  }
}

async function main() {
  const options = readOptions();
  if (options.help) return console.log(USAGE);
  const startedAt = performance.now();
  console.log(`bench:http — ${machineLine()}`);
  if (options.isHttp) {
    console.log(
      `autocannon: ${CONNECTIONS} connections, pipelining 1; per case ${options.warmupSeconds} s warm-up, then ` +
        `${options.rounds} rounds of ${options.seconds} s each of hello-world, same bytes, portal; ` +
        "req/s, p50, p99 = medians of the rounds; of hello / of same = portal req/s / the reference's req/s; " +
        "same bytes = the case's captured answers (status, headers, body) sent by a bare Fastify route",
    );
    const hello = await startHelloWorld();
    await hammer(hello.baseUrl, [{ method: 'GET', path: '/' }], 2); // warm-up
    for (const kind of options.kinds) await benchDatabase(kind, options, hello);
    await hello.stop();
  }
  if (options.isMillion) {
    const size = options.millionCourses.toLocaleString('en');
    console.log(
      `\nFilter and text search database time at ${size} courses (EXPLAIN ANALYZE, apps/api/bench/filter-bench.ts)`,
    );
    const lines = [];
    for (const kind of options.kinds) lines.push(await measureMillion(kind, options.millionCourses, log));
    for (const line of lines) console.log(line);
  }
  console.log(
    `\nbench:http took ${((performance.now() - startedAt) / 60_000).toFixed(1)} min; ${loadLine()}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUpTo(0);
}
