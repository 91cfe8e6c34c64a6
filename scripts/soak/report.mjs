// The soak's verdicts: one line per goal with PASS or FAIL, and the figures behind it.
export const mb = (value) => `${value.toFixed(1)} MB`;
export const ms = (value) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;

export const FLAT_WITHIN = 0.1;

/** What the overload guard refuses at (lib/pressure-monitor.ts): reported, not a goal here. */
const EVENT_LOOP_THRESHOLD_MS = 1000;

export function goal(label, isMet, detail) {
  console.log(`  ${isMet ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  return isMet;
}

/** Prints a run's requests, latency, status codes, memory and event-loop delay. */
export function printFigures({ load, start, end, peak, hwmMb, startLabel = 'at start (after warm-up)' }) {
  const statuses = Object.entries(load.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code} ×${count}`)
    .join(', ');
  console.log(
    `  requests ${load.requests.total.toLocaleString('en')} (${load.requests.average.toFixed(0)} req/s), ` +
      `latency p50 ${ms(load.latency.p50)}, p99 ${ms(load.latency.p99)}, max ${ms(load.latency.max)}; ` +
      `status codes: ${statuses || 'none'}`,
  );
  if (!end) {
    console.log(
      `  server memory: no reading at the end (the server is gone or did not answer the probe); ${mb(peak.rssMb)} peak RSS`,
    );
    return;
  }
  console.log(
    `  server memory: RSS ${mb(start.rssMb)} ${startLabel}, ${mb(end.rssMb)} at end, ` +
      `${mb(peak.rssMb)} peak during the load (VmHWM since start-up ${mb(hwmMb)}); main-thread heap ` +
      `used after a GC ${mb(start.heapMb)} at start, ${mb(end.heapMb)} at end, ${mb(peak.heapMb)} peak ` +
      `(V8 heap reserved ${mb(start.heapTotalMb)} → ${mb(end.heapTotalMb)}, external ${mb(start.externalMb)} → ${mb(end.externalMb)})`,
  );
  const delay = end.eventLoopDelay;
  const over = delay.max >= EVENT_LOOP_THRESHOLD_MS;
  console.log(
    `  event-loop delay during the load: mean ${ms(delay.mean)}, p99 ${ms(delay.p99)}, max ${ms(delay.max)}, ` +
      `utilization ${(delay.utilization * 100).toFixed(0)} % ` +
      `(${over ? 'WOULD' : 'would not'} trip an under-pressure threshold of ${EVENT_LOOP_THRESHOLD_MS} ms)`,
  );
}

/** The two memory goals: RSS and heap after a GC grown by at most FLAT_WITHIN (a fall is no leak). */
export function memoryGoals(start, end) {
  if (!end) {
    return [
      goal('RSS did not grow', false, 'no reading (the server is gone or did not answer the probe)'),
      goal('heap did not grow', false, 'no reading (the server is gone or did not answer the probe)'),
    ];
  }
  const rssChange = (end.rssMb / start.rssMb - 1) * 100;
  const heapChange = (end.heapMb / start.heapMb - 1) * 100;
  return [
    goal(
      'RSS did not grow',
      end.rssMb <= start.rssMb * (1 + FLAT_WITHIN),
      `${signed(rssChange)} start → end (goal: at most +${FLAT_WITHIN * 100} %; a fall is memory given back)`,
    ),
    goal(
      'heap did not grow',
      end.heapMb <= start.heapMb * (1 + FLAT_WITHIN),
      `${signed(heapChange)} start → end (goal: at most +${FLAT_WITHIN * 100} %)`,
    ),
  ];
}

/** Prints the run's figures and goals; resolves whether every goal is met. */
export function reportRun({ load, start, end, peak, hwmMb }) {
  printFigures({ load, start, end, peak, hwmMb });
  const results = [
    goal('requests answered', load.requests.total > 0, `${load.requests.total}`),
    goal('non-2xx answers', load.non2xx === 0, `${load.non2xx} (goal 0)`),
    goal('timeouts', load.timeouts === 0, `${load.timeouts} (goal 0)`),
    goal('socket errors', load.errors - load.timeouts === 0, `${load.errors - load.timeouts} (goal 0)`),
    ...memoryGoals(start, end),
  ];
  return results.every(Boolean);
}
