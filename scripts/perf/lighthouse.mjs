// Lighthouse's mobile runs on Debian's Chromium, driven through Puppeteer (see perf-budget.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, waitFor } from './portal.mjs';

// Lighthouse's scores move several points between runs on one machine; its docs advise the median of
// several runs. Each page is measured PERF_RUNS times (default 3): the median score is the result, the
// worst CLS of all runs is checked.
export const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
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

/**
 * Lighthouse's mobile run of `url` in a new tab (performance, plus the other `categories` asked for),
 * signed in when `storage` is given.
 */
export async function runLighthouse({ browser, port }, url, storage, categories = []) {
  const page = await browser.newPage();
  try {
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
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (process.env.PERF_REPORT_DIR) {
      fs.mkdirSync(process.env.PERF_REPORT_DIR, { recursive: true });
      const name = `lighthouse-${new URL(url).pathname.replace(/\W+/g, '') || 'landing'}.json`;
      fs.writeFileSync(path.join(process.env.PERF_REPORT_DIR, name), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (new URL(finalUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended on ${finalUrl} (signed out?)`);
    }
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
  } finally {
    await page.close().catch(() => {});
  }
}

const ms = (value) => (value === undefined ? '?' : `${Math.round(value)} ms`);

/** Lighthouse sometimes fails to record a trace ("Please run Lighthouse again"): such a run is repeated. */
async function measureWithRetry(measure, attemptsLeft = 2) {
  try {
    return await measure();
  } catch (error) {
    if (attemptsLeft === 0 || !/run Lighthouse again/i.test(String(error))) throw error;
    log(`  (Lighthouse could not record that run: again) ${error.message ?? error}`);
    return measureWithRetry(measure, attemptsLeft - 1);
  }
}

/**
 * Runs `measure` RUNS times; the run with the median performance score, with the worst CLS and the worst
 * accessibility score of all runs.
 */
export async function medianRun(measure, label) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measureWithRetry(measure);
    log(
      `  ${label} #${run + 1}: score ${result.performance}${result.accessibility === undefined ? '' : `, accessibility ${result.accessibility}`}, FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, CLS ${result.cls.toFixed(3)}`,
    );
    runs.push(result);
  }
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  const accessibility = runs.map((run) => run.accessibility).filter((score) => score !== undefined);
  return {
    ...median,
    cls: Math.max(...runs.map((run) => run.cls)),
    accessibility: accessibility.length > 0 ? Math.min(...accessibility) : undefined,
  };
}
