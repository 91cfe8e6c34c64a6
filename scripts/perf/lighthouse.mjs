// Lighthouse's runs on Debian's Chromium, driven through Puppeteer (see perf-budget.mjs), with the CPU
// slowdown calibrated to the host (calibration.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { defaultConfig, desktopConfig } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { cpuMultiplierFor, presetCpuMultiplier } from './calibration.mjs';
import { freePort, waitFor } from './portal.mjs';

// Lighthouse's scores move several points between runs on one machine; its docs advise the median of
// several runs. Each page is measured PERF_RUNS times (default 3): the median score is the result, the
// worst CLS of all runs is checked.
export const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const ATTEMPTS = Math.max(1, Number(process.env.PERF_ATTEMPTS ?? 4));
// Keep in step with e2e/support/chromium.ts (a closed network, a root sandbox-less container).
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--headless=new',
];

export const log = (message) => console.log(`perf: ${message}`);

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error('Chromium not found: `apt-get install -y chromium` or set CHROMIUM_PATH.');
  return found;
}

export async function launchChromium(profileDir) {
  const port = await freePort();
  const chromium = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000, 'Chromium');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return { chromium, browser, port };
}

/** Lighthouse's settings for a form factor at a CPU slowdown (its presets otherwise: simulated throttling). */
function settingsFor(formFactor, cpuSlowdownMultiplier) {
  const preset = formFactor === 'desktop' ? desktopConfig.settings : defaultConfig.settings;
  return {
    formFactor,
    screenEmulation: preset.screenEmulation ?? constants.screenEmulationMetrics.mobile,
    emulatedUserAgent: preset.emulatedUserAgent ?? constants.userAgents.mobile,
    throttlingMethod: 'simulate',
    throttling: { ...(preset.throttling ?? constants.throttling.mobileSlow4G), cpuSlowdownMultiplier },
  };
}

/** The benchmark index Lighthouse would record in a blank tab now (its own page function, the median of `runs`). */
export async function measureBenchmarkIndex({ browser }, runs = 3) {
  const page = await browser.newPage();
  try {
    const indexes = [];
    for (let run = 0; run < runs; run += 1) {
      indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return indexes.sort((a, b) => a - b)[Math.floor((runs - 1) / 2)];
  } finally {
    await page.close().catch(() => {});
  }
}

/** Benchmark indexes before and after a load further apart than this: the load is measured again. */
const UNSTEADY_RATIO = 1.6;

class HostUnsteadyError extends Error {}

/** The last benchmark index seen: the gather's own requestIdleCallback shim is given its multiplier. */
let lastBenchmarkIndex;

/** The figures of one audited run. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: lhr.categories.accessibility
      ? Math.round((lhr.categories.accessibility.score ?? 0) * 100)
      : undefined,
    cls: audit('cumulative-layout-shift') ?? Number.NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
  };
}

/**
 * Lighthouse's run of `url` in a new tab (performance, plus the other `categories` asked for), signed in when
 * `storage` is given, as a phone (`formFactor` 'mobile', its default) or a desktop. The page is loaded once
 * and audited twice from the same recording: at the CPU slowdown calibrated from the benchmark index
 * Lighthouse measured during that very run (calibration.mjs: the result) and at Lighthouse's own preset
 * (`preset`: what an outside run with default settings reports on this host).
 */
export async function runLighthouse({ browser, port }, url, storage, categories = [], formFactor = 'mobile') {
  const page = await browser.newPage();
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  try {
    lastBenchmarkIndex ??= await measureBenchmarkIndex({ browser });
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const flags = { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', ...categories] };
    if (storage) {
      await page.goto(new URL('/', url).href, { waitUntil: 'load' });
      await page.evaluate(({ localItems, sessionItems }) => {
        for (const [key, value] of Object.entries(localItems)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(sessionItems)) sessionStorage.setItem(key, value);
      }, storage);
      await page.goto('about:blank');
      // A cold HTTP cache, as for /: only the storage of the signed-in session is kept.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags.disableStorageReset = true;
    }
    // Gather only (the recording, saved): with simulated throttling the CPU slowdown is applied when auditing.
    const gatherMultiplier = cpuMultiplierFor(formFactor, lastBenchmarkIndex);
    await lighthouse(
      url,
      { ...flags, ...settingsFor(formFactor, gatherMultiplier), gatherMode: artifactsDir },
      config,
      page,
    );
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
    // Lighthouse measures the host just before the load; on a shared host its speed moves within seconds,
    // so it is measured again just after, and the load is judged at the mean of the two. Indexes more than
    // UNSTEADY_RATIO apart: the host changed speed during the load, which is measured again.
    const before = artifacts.BenchmarkIndex;
    const after = await measureBenchmarkIndex({ browser }, 1);
    if (Math.max(before, after) / Math.min(before, after) > UNSTEADY_RATIO) {
      throw new HostUnsteadyError(
        `the host's speed changed during the load (benchmark index ${Math.round(before)}, then ${Math.round(after)}): run Lighthouse again`,
      );
    }
    const benchmarkIndex = Math.sqrt(before * after);
    lastBenchmarkIndex = benchmarkIndex;
    const audit = async (cpuSlowdownMultiplier) => {
      // Lighthouse refuses to audit with settings other than the gather's; with simulated throttling the
      // CPU slowdown only matters to the audit, so the recording is told the one it is audited at.
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const result = await lighthouse(
        url,
        { ...flags, ...settingsFor(formFactor, cpuSlowdownMultiplier), auditMode: artifactsDir },
        config,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      return result.lhr;
    };
    // Throws HostTooSlowError (the run is not judged) when the host was slower than the phone it emulates.
    const cpuMultiplier = cpuMultiplierFor(formFactor, benchmarkIndex);
    const lhr = await audit(cpuMultiplier);
    const presetMultiplier = presetCpuMultiplier(formFactor);
    const presetLhr = await audit(presetMultiplier);
    if (process.env.PERF_REPORT_DIR) {
      fs.mkdirSync(process.env.PERF_REPORT_DIR, { recursive: true });
      const name = `lighthouse-${formFactor}-${new URL(url).pathname.replace(/\W+/g, '') || 'landing'}`;
      fs.writeFileSync(path.join(process.env.PERF_REPORT_DIR, `${name}.json`), JSON.stringify(lhr, null, 1));
      fs.writeFileSync(
        path.join(process.env.PERF_REPORT_DIR, `${name}-preset.json`),
        JSON.stringify(presetLhr, null, 1),
      );
      // The recording itself (trace, network log), to open in DevTools or audit again with `lighthouse -A`.
      fs.cpSync(artifactsDir, path.join(process.env.PERF_REPORT_DIR, `${name}-artifacts`), {
        recursive: true,
      });
    }
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (new URL(finalUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended on ${finalUrl} (signed out?)`);
    }
    return {
      ...figuresOf(lhr),
      benchmarkIndex,
      cpuMultiplier,
      presetMultiplier,
      preset: figuresOf(presetLhr),
    };
  } finally {
    await page.close().catch(() => {});
    fs.rmSync(artifactsDir, { recursive: true, force: true });
  }
}

const ms = (value) => (value === undefined ? '?' : `${Math.round(value)} ms`);

/**
 * Lighthouse sometimes fails to record a trace ("Please run Lighthouse again"), and a busy host may change
 * speed during a load (HostUnsteadyError): such a run is repeated, at most PERF_ATTEMPTS times (4).
 */
async function measureWithRetry(measure, attemptsLeft = ATTEMPTS - 1) {
  try {
    return await measure();
  } catch (error) {
    if (attemptsLeft === 0 || !/run Lighthouse again/i.test(String(error))) throw error;
    log(`  (Lighthouse could not record that run: again) ${error.message ?? error}`);
    return measureWithRetry(measure, attemptsLeft - 1);
  }
}

/** The median of numbers. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Runs `measure` RUNS times; the run with the median performance score, with the worst CLS and the worst
 * accessibility score of all runs, the median score at Lighthouse's preset and the host's benchmark indexes.
 */
export async function medianRun(measure, label) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measureWithRetry(measure);
    log(
      `  ${label} #${run + 1}: score ${result.performance}${result.accessibility === undefined ? '' : `, accessibility ${result.accessibility}`}, FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, CLS ${result.cls.toFixed(3)}` +
        ` (benchmark index ${Math.round(result.benchmarkIndex)}: CPU ×${result.cpuMultiplier.toFixed(2)}; ` +
        `at Lighthouse's ×${result.presetMultiplier}: score ${result.preset.performance}, LCP ${ms(result.preset.lcp)}, TBT ${ms(result.preset.tbt)})`,
    );
    runs.push(result);
  }
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)];
  const accessibility = runs.map((run) => run.accessibility).filter((score) => score !== undefined);
  const indexes = runs.map((run) => run.benchmarkIndex);
  return {
    ...middle,
    cls: Math.max(...runs.map((run) => run.cls)),
    accessibility: accessibility.length > 0 ? Math.min(...accessibility) : undefined,
    presetPerformance: median(runs.map((run) => run.preset.performance)),
    presetTbt: median(runs.map((run) => run.preset.tbt)),
    benchmarkIndexes: [Math.min(...indexes), Math.max(...indexes)],
    cpuMultipliers: [
      Math.min(...runs.map((run) => run.cpuMultiplier)),
      Math.max(...runs.map((run) => run.cpuMultiplier)),
    ],
  };
}
