// The load: autocannon (programmatic, in this process), 50 connections, one request in flight each.
// For a case, hello-world and the portal take turns round by round, so both see the same machine.
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib/throwaway-postgres.mjs';
import { root, waitFor } from '../perf/portal.mjs';
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

/** The hello-world server in its own process, on a free port. */
export async function startHelloWorld() {
  const port = await freePort();
  const child = spawnGroup('node', [path.join(root, 'scripts/bench/hello-world.mjs'), String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(baseUrl, 20_000, 'hello-world');
  return { baseUrl, pid: child.pid, stop: () => stopGroup(child) };
}

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

/**
 * Warm-up, then `rounds` × (hello-world, portal). req/s, p50 and p99 are the medians of the rounds;
 * the ratio is the portal's median over hello-world's median of the same rounds.
 */
export async function measureCase({ portalUrl, helloUrl, requests, rounds, seconds, warmupSeconds }) {
  const hello = [{ method: 'GET', path: '/' }];
  if (warmupSeconds > 0) await hammer(portalUrl, requests, warmupSeconds);
  const portalRuns = [];
  const helloRuns = [];
  for (let round = 0; round < rounds; round++) {
    helloRuns.push(await hammer(helloUrl, hello, seconds));
    portalRuns.push(await hammer(portalUrl, requests, seconds));
  }
  const sum = (key) => portalRuns.reduce((total, run) => total + run[key], 0);
  const rps = median(portalRuns.map((run) => run.rps));
  const helloRps = median(helloRuns.map((run) => run.rps));
  return {
    rps,
    p50: median(portalRuns.map((run) => run.p50)),
    p99: median(portalRuns.map((run) => run.p99)),
    worstP99: Math.max(...portalRuns.map((run) => run.p99)),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    helloRps,
    helloP99: median(helloRuns.map((run) => run.p99)),
    ratio: rps / helloRps,
  };
}
