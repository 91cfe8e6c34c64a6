// The load: autocannon (programmatic, in this process), 50 connections, one request in flight each.
// For a case, hello-world, the same-bytes reference and the portal take turns round by round, so all
// three see the same machine.
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib/throwaway-postgres.mjs';
import { root } from '../perf/portal.mjs';
import { spawnGroup, stopGroup } from './cleanup.mjs';

export const CONNECTIONS = 50;
// A request still unanswered after this long counts as a timeout.
const TIMEOUT_S = 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One autocannon run; `requests` cycles per connection. */
export async function hammer(baseUrl, requests, seconds) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: TIMEOUT_S,
    requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A reference server script of scripts/bench in its own process, on a free port; up once it prints "ready". */
async function startReference(script, args = [], nodeArgs = []) {
  const port = await freePort();
  const child = spawnGroup(
    'node',
    [...nodeArgs, path.join(root, 'scripts/bench', script), String(port), ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 20_000);
    const take = (chunk) => {
      output += chunk;
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.setEncoding('utf8').on('data', take);
    child.stderr.setEncoding('utf8').on('data', take);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (code ${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopGroup(child) };
}

/** The hello-world server in its own process, on a free port. */
export const startHelloWorld = () => startReference('hello-world.mjs');

/**
 * The same-bytes server (same-bytes.mjs) replaying the answers captured in `file`; with `cpuProfile`
 * ({ dir, kind }) it writes its CPU profile into dir as same-bytes-<kind>.cpuprofile when stopped (to set
 * beside the portal's).
 */
export const startSameBytes = (file, cpuProfile) =>
  startReference(
    'same-bytes.mjs',
    [file],
    cpuProfile
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${cpuProfile.dir}`,
          `--cpu-prof-name=same-bytes-${cpuProfile.kind}.cpuprofile`,
        ]
      : [],
  );

/** Sends every request once and fails on any answer but 2xx: a wrong body must not be measured. */
export async function preflight(baseUrl, requests) {
  for (const request of requests) {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    if (!response.ok) {
      throw new Error(`${request.method} ${request.path}: ${response.status} ${await response.text()}`);
    }
  }
}

/** The medians of a reference's or the portal's rounds. */
function summary(runs) {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    worstP99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((total, run) => total + run.errors + run.timeouts + run.non2xx, 0),
  };
}

/**
 * Warm-up, then `rounds` × (hello-world, same bytes, portal). req/s, p50 and p99 are the medians of the
 * rounds; each ratio is the portal's median req/s over the reference's median of the same rounds.
 */
export async function measureCase({
  portalUrl,
  helloUrl,
  sameUrl,
  requests,
  sameRequests,
  rounds,
  seconds,
  warmupSeconds,
}) {
  const hello = [{ method: 'GET', path: '/' }];
  if (warmupSeconds > 0) {
    await hammer(sameUrl, sameRequests, Math.min(warmupSeconds, 1));
    await hammer(portalUrl, requests, warmupSeconds);
  }
  const portalRuns = [];
  const helloRuns = [];
  const sameRuns = [];
  for (let round = 0; round < rounds; round++) {
    helloRuns.push(await hammer(helloUrl, hello, seconds));
    sameRuns.push(await hammer(sameUrl, sameRequests, seconds));
    portalRuns.push(await hammer(portalUrl, requests, seconds));
  }
  const sum = (key) => portalRuns.reduce((total, run) => total + run[key], 0);
  const portal = summary(portalRuns);
  const helloWorld = summary(helloRuns);
  const sameBytes = summary(sameRuns);
  return {
    ...portal,
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    helloRps: helloWorld.rps,
    helloP99: helloWorld.p99,
    ratio: portal.rps / helloWorld.rps,
    sameRps: sameBytes.rps,
    sameP99: sameBytes.p99,
    sameErrors: sameBytes.errors,
    sameRatio: portal.rps / sameBytes.rps,
  };
}
