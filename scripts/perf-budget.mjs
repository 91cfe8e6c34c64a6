#!/usr/bin/env node
// The performance budget (docs/decisions/0004-performance-budget.md), measured on the current build (`npm run
// perf`; build first with `npm run build`): this script builds nothing. It starts the portal like the e2e
// harness (the API serving apps/web/dist, on 127.0.0.1, a free port, a temporary DATA_DIR and OTP outbox),
// then checks
//   1. the initial JavaScript of the sign-in route: at most 150 KB gzip (apps/web/scripts/initial-js-size.mjs);
//   2. Lighthouse mobile performance (its default config: phone emulation, simulated slow 4G and 4x CPU)
//      at least 95 on / (signed out) and on /courses (signed in), the median of PERF_RUNS runs (3);
//   3. cumulative layout shift under 0.05 on /courses while the grid loads (Lighthouse's CLS audit);
//   4. /profile (signed in, a student with a filled profile, a photo and documents), /book-counselling,
//      and, once the student has booked, shortlisted, paid and applied (scripts/perf/fixtures.mjs),
//      /dashboard, /shortlisted and /application-journey: Lighthouse mobile performance and
//      accessibility at least 95 each, CLS under 0.02 while their data load;
//   5. the staff console (scripts/perf/console.mjs): the queue, the student list, the board and that
//      student's page, a counsellor signed in: Lighthouse desktop performance at least 95 each.
// Every Lighthouse score is judged at a CPU slowdown calibrated to the host (scripts/perf/calibration.mjs:
// Lighthouse's benchmark index, measured in each run, mapped to the multiplier that makes this host its
// mid-tier phone, or the desktop its desktop preset assumes); a host too slow to emulate one fails the run.
// The table also shows the index and the score at Lighthouse's own multiplier (4× phone, 1× desktop: what an
// outside run with default settings reports on this host).
// Prints a table and exits 1 when a budget fails. Slow (about eight minutes): not part of `npm test`.
// PERF_REPORT_DIR=<folder> also keeps Lighthouse's full JSON reports there (calibrated and preset) and
// each run's recording. PERF_COURSES=<n> grows the catalogue to n courses first (the demo's 600 otherwise).
//
// Lighthouse drives Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium, the e2e flags plus
// --headless=new) through the Puppeteer page it is handed: the signed-in run needs the §3 session
// storage (studentId…), which lives per tab, so the script opens the tab, stores the session in it,
// empties the HTTP cache and lets Lighthouse load /courses in that same tab with disableStorageReset.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureConsole } from './perf/console.mjs';
import { fillProfile, prepareJourney } from './perf/fixtures.mjs';
import { launchChromium, log, medianRun, RUNS, runLighthouse } from './perf/lighthouse.mjs';
import { root, signInStaff, signInStudent, startPortal, stop } from './perf/portal.mjs';

const BUDGET = { initialJsKb: 150, performance: 95, cls: 0.05 };
// The screens whose data arrive in several calls (/profile: profile, photo, documents; the journey's screens:
// dashboard, shortlist, slots, applications) have a tighter layout budget than the courses grid's:
// nothing may move as they land. Accessibility is scored too.
const SCREEN_BUDGET = { performance: 95, accessibility: 95, cls: 0.02 };

// PERF_SCREENS=/dashboard,/profile measures only those screens (their set-up still runs): a quicker look
// while working on one screen. The budget is still checked on what was measured.
const ONLY_SCREENS = process.env.PERF_SCREENS?.split(',').map((screen) => screen.trim());
const isMeasured = (screenPath) => !ONLY_SCREENS || ONLY_SCREENS.includes(screenPath);

/** /courses, signed in: performance and the grid's layout shift. */
async function measureCourses(rows, browserRun, portal, storage) {
  log(`Lighthouse on /courses, signed in (${RUNS} runs) …`);
  const courses = await medianRun(
    () => runLighthouse(browserRun, `${portal.baseUrl}/courses`, storage),
    '/courses',
  );
  rows.push({
    check: 'Lighthouse mobile performance, /courses',
    result: courses,
    measured: courses.performance,
    budget: `>= ${BUDGET.performance}`,
    ok: courses.performance >= BUDGET.performance,
  });
  rows.push({
    check: 'CLS on /courses while the grid loads',
    measured: courses.cls.toFixed(3),
    budget: `< ${BUDGET.cls}`,
    ok: courses.cls < BUDGET.cls,
  });
}

/** The signed-in screens measured after /courses, in the order a student reaches them. */
const SCREENS_WITH_DATA = [
  { path: '/profile' },
  // Before booking: the day list.
  { path: '/book-counselling' },
  {
    path: '/dashboard',
    // Booked counselling (the dashboard needs it), a shortlist, the fee paid and an application.
    before: async (portal, storage) => prepareJourney(portal, storage, await signInStaff(portal)),
  },
  { path: '/shortlisted' },
  { path: '/application-journey' },
];

/** The three budget rows of one screen. */
function screenRows(screenPath, result) {
  return [
    {
      check: `Lighthouse mobile performance, ${screenPath}`,
      result,
      measured: result.performance,
      budget: `>= ${SCREEN_BUDGET.performance}`,
      ok: result.performance >= SCREEN_BUDGET.performance,
    },
    {
      check: `Lighthouse accessibility, ${screenPath} (worst run)`,
      measured: result.accessibility ?? '?',
      budget: `>= ${SCREEN_BUDGET.accessibility}`,
      ok: (result.accessibility ?? 0) >= SCREEN_BUDGET.accessibility,
    },
    {
      check: `CLS on ${screenPath} while its data loads`,
      measured: result.cls.toFixed(3),
      budget: `< ${SCREEN_BUDGET.cls}`,
      ok: result.cls < SCREEN_BUDGET.cls,
    },
  ];
}

/** 1. The sign-in route's initial JS, by the web app's own size script (gzip -9 of the entry and its static imports). */
function measureInitialJs() {
  const result = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/initial-js-size.mjs')], {
    encoding: 'utf8',
  });
  const total = result.stdout.match(/([\d.]+) KB {2}initial JS of the sign-in route/);
  if (!total) throw new Error(`initial-js-size.mjs gave no total:\n${result.stdout}${result.stderr}`);
  return Number(total[1]);
}

/** A range of numbers as text ('565' or '540–590'). */
const range = ([low, high], format) =>
  format(low) === format(high) ? format(low) : `${format(low)}–${format(high)}`;

/** The host's speed in a Lighthouse row: its benchmark index in the runs and the CPU slowdown it gave. */
const hostOf = ({ result }) =>
  result
    ? `${range(result.benchmarkIndexes, Math.round)} → ×${range(result.cpuMultipliers, (value) => value.toFixed(2))}`
    : '';

/** The median score at Lighthouse's own multiplier (not judged: what an outside run reports here). */
const presetOf = ({ result }) =>
  result ? `${result.presetPerformance} (TBT ${Math.round(result.presetTbt)} ms)` : '';

function printTable(rows) {
  const header = ['check', 'measured', 'budget', 'result', 'benchmark index → CPU', "at Lighthouse's preset"];
  const table = [
    header,
    ...rows.map((row) => [
      row.check,
      row.measured,
      row.budget,
      row.ok ? 'ok' : 'FAIL',
      hostOf(row),
      presetOf(row),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of table.slice(1)) console.log(line(row));
}

const builtIndex = path.join(root, 'apps/web/dist/index.html');

/** Newest modification under the web app's sources (the folders `npm start` checks before rebuilding). */
function newestSourceChange() {
  const newest = (target) => {
    if (!fs.existsSync(target)) return 0;
    const stat = fs.statSync(target);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return fs.readdirSync(target).reduce((max, entry) => Math.max(max, newest(path.join(target, entry))), 0);
  };
  return Math.max(
    ...[
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite-plugins',
      'apps/web/scripts',
      'packages/contract/src',
    ].map((p) => newest(path.join(root, p))),
  );
}

async function main() {
  if (!fs.existsSync(builtIndex)) {
    throw new Error('No web build in apps/web/dist: run `npm run build` first (this script builds nothing).');
  }
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  if (newestSourceChange() > builtAt)
    log('WARNING: the web build is older than its sources (`npm run build`).');
  const rows = [];
  const initialJsKb = measureInitialJs();
  rows.push({
    check: 'initial JS of the sign-in route',
    measured: `${initialJsKb.toFixed(1)} KB gzip`,
    budget: `<= ${BUDGET.initialJsKb} KB`,
    ok: initialJsKb <= BUDGET.initialJsKb,
  });

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-perf-'));
  const dataDir = path.join(tempDir, 'data');
  fs.mkdirSync(dataDir);
  let portal;
  let browserRun;
  try {
    log('starting the portal…');
    const courses = process.env.PERF_COURSES === undefined ? undefined : Number(process.env.PERF_COURSES);
    if (courses !== undefined && !(Number.isInteger(courses) && courses > 0)) {
      throw new Error(`PERF_COURSES must be a whole number of courses, not ${process.env.PERF_COURSES}`);
    }
    portal = await startPortal(dataDir, { courses });
    const storage = await signInStudent(portal);
    browserRun = await launchChromium(path.join(tempDir, 'chromium-profile'));

    if (isMeasured('/')) {
      log(`Lighthouse on / (${RUNS} runs) …`);
      const landing = await medianRun(() => runLighthouse(browserRun, `${portal.baseUrl}/`), '/');
      rows.push({
        check: 'Lighthouse mobile performance, /',
        result: landing,
        measured: landing.performance,
        budget: `>= ${BUDGET.performance}`,
        ok: landing.performance >= BUDGET.performance,
      });
    }
    if (isMeasured('/courses')) await measureCourses(rows, browserRun, portal, storage);

    // The same student, now with a filled profile, a photo and documents; then the journey's screens,
    // each measured as the student reaches it.
    await fillProfile(portal, storage);
    for (const screen of SCREENS_WITH_DATA) {
      await screen.before?.(portal, storage);
      if (!isMeasured(screen.path)) continue;
      log(`Lighthouse on ${screen.path}, signed in (${RUNS} runs) …`);
      const result = await medianRun(
        () => runLighthouse(browserRun, `${portal.baseUrl}${screen.path}`, storage, ['accessibility']),
        screen.path,
      );
      rows.push(...screenRows(screen.path, result));
    }
    // The counsellor's desk: the console's pages, the perf student's among them.
    await measureConsole(rows, browserRun, portal, storage.sessionItems.studentId, ONLY_SCREENS);
  } finally {
    await browserRun?.browser.disconnect().catch(() => {});
    await Promise.all([stop(browserRun?.chromium), stop(portal?.server)]);
    fs.rmSync(tempDir, { recursive: true, force: true });
  }

  if (fs.statSync(builtIndex).mtimeMs !== builtAt) {
    log('WARNING: apps/web/dist was rebuilt during the run: the Lighthouse numbers may be off; run again.');
  }
  printTable(rows);
  const failed = rows.filter((row) => !row.ok);
  if (failed.length > 0) {
    console.error(`\nperf: ${failed.length} budget(s) failed.`);
    process.exitCode = 1;
  } else {
    console.log('\nperf: every budget holds.');
  }
}

main().catch((error) => {
  console.error(`perf: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
