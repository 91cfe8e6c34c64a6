// What a load balancer would see during a run: liveness and readiness asked once a second each (as
// a health check would, a fresh connection every time), with a 5 s timeout. Reported, not a goal of
// the soak (the platform tests own the health goals), but an attack that takes the instance out of a
// pool shows here first. With them, the soak process's own event-loop delay: on a crowded machine the
// load generator's timers run late too, and a probe (or a mix request) then looks slower than the
// server made it.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const EVERY_MS = 1000;
const TIMEOUT_MS = 5000;
const SLOW_MS = 2000;
const PATHS = { live: '/api/health/live', ready: '/api/health' };

async function probe(url) {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { connection: 'close' },
    });
    await response.arrayBuffer();
    return { ms: performance.now() - startedAt, status: response.status };
  } catch (error) {
    return {
      ms: performance.now() - startedAt,
      status: error?.name === 'TimeoutError' ? 'timeout' : 'error',
    };
  }
}

/** Starts probing; `stop()` resolves per probe: count, max ms, how many took over 2 s, statuses. */
export function watchHealth(baseUrl) {
  const results = { live: [], ready: [] };
  const pending = new Set();
  const ownDelay = monitorEventLoopDelay({ resolution: 10 });
  ownDelay.enable();
  const tick = () => {
    for (const [name, path] of Object.entries(PATHS)) {
      const running = probe(`${baseUrl}${path}`).then((result) => {
        results[name].push(result);
        pending.delete(running);
      });
      pending.add(running);
    }
  };
  tick();
  const timer = setInterval(tick, EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    ownDelay.disable();
    const summary = { ownDelay: { p99Ms: ownDelay.percentile(99) / 1e6, maxMs: ownDelay.max / 1e6 } };
    for (const [name, list] of Object.entries(results)) {
      const statuses = {};
      for (const { status } of list) statuses[status] = (statuses[status] ?? 0) + 1;
      summary[name] = {
        count: list.length,
        maxMs: Math.max(0, ...list.map((result) => result.ms)),
        slow: list.filter((result) => result.ms > SLOW_MS).length,
        statuses,
      };
    }
    return summary;
  };
}

/** "live 60 probes, max 12 ms, 0 over 2 s (200 ×60); ready …; the soak's own event-loop delay …" */
export const healthLine = ({ ownDelay, ...probes }) =>
  `${Object.entries(probes)
    .map(
      ([name, { count, maxMs, slow, statuses }]) =>
        `${name} ${count} probes, max ${maxMs.toFixed(0)} ms, ${slow} over ${SLOW_MS / 1000} s (` +
        `${Object.entries(statuses)
          .map(([status, n]) => `${status} ×${n}`)
          .join(', ')})`,
    )
    .join('; ')}; the soak process's own event-loop delay p99 ${ownDelay.p99Ms.toFixed(0)} ms, ` +
  `max ${ownDelay.maxMs.toFixed(0)} ms`;
