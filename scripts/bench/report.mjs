// The printed tables and the goals' verdicts (pass/miss) next to the figures.
import os from 'node:os';

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

export function machineLine() {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memoryGb = (os.totalmem() / 1024 ** 3).toFixed(0);
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  return (
    `${cpus.length} cores (${model}), ${memoryGb} GB, Node ${process.version}, ${os.platform()} ${os.arch()}; ` +
    `${date} UTC; ${loadLine()}`
  );
}

/** The 1-minute load average: on a shared machine, other work skews every figure. */
export function loadLine() {
  const [oneMinute] = os.loadavg();
  const isBusy = oneMinute > os.cpus().length;
  return `load average ${oneMinute.toFixed(1)}${isBusy ? ' (busy: other work shares the cores)' : ''}`;
}

/** The case's goal on this database, as text, and whether the result meets it. */
export function verdict(goal, kind, result) {
  const parts = [];
  let isMet = result.rps > 0 && result.errors + result.timeouts + result.non2xx === 0;
  const helloRatio = goal.hello?.ratio[kind];
  if (helloRatio !== undefined) {
    parts.push(`≥${helloRatio * 100}% of hello`);
    isMet &&= result.ratio >= helloRatio;
  }
  if (goal.sameBytes) {
    const { ratio, p99Factor } = goal.sameBytes;
    parts.push(`≥${ratio * 100}% of same bytes`, `p99≤${p99Factor}× its p99`);
    isMet &&= result.sameRatio >= ratio && result.p99 <= p99Factor * result.sameP99;
  }
  if (goal.p99 !== undefined) {
    parts.push(`p99≤${goal.p99} ms`);
    isMet &&= result.p99 <= goal.p99;
  }
  parts.push('0 err');
  return `${isMet ? 'pass' : 'MISS'} (${parts.join(', ')})`;
}

const COLUMNS = [
  ['case', 36],
  ['bytes', 6, true],
  ['req/s', 7, true],
  ['p50 ms', 6, true],
  ['p99 ms', 6, true],
  ['err/t-o/non2xx', 14, true],
  ['hello req/s', 11, true],
  ['of hello', 8, true],
  ['same req/s', 10, true],
  ['same p99', 8, true],
  ['of same', 7, true],
  ['goal', 0],
];

const line = (cells) =>
  COLUMNS.map(([, width, isRight], index) =>
    isRight ? padLeft(cells[index], width) : pad(cells[index], width),
  ).join('  ');

export const tableHeader = () => line(COLUMNS.map(([title]) => title));

/** `bytes`: the mean body size of the case's captured answers, as sent (compressed if negotiated). */
export function tableRow(testCase, kind, result, bytes) {
  return line([
    testCase.name,
    bytes.toFixed(0),
    result.rps.toFixed(0),
    ms(result.p50),
    ms(result.p99),
    `${result.errors}/${result.timeouts}/${result.non2xx}`,
    result.helloRps.toFixed(0),
    result.ratio.toFixed(2),
    result.sameRps.toFixed(0),
    ms(result.sameP99),
    result.sameRatio.toFixed(2),
    verdict(testCase.goal, kind, result) +
      (result.sameErrors ? ` (same bytes: ${result.sameErrors} err!)` : ''),
  ]);
}

/** The change from warmed up to after the load, and the memory goal's verdict (grown by at most 10 %). */
function growth(before, after) {
  const change = (after / before - 1) * 100;
  const verdict = after <= before * 1.1 ? 'pass' : 'MISS';
  return `(${change >= 0 ? '+' : ''}${change.toFixed(1)} %): ${verdict} (goal: within 10 %)`;
}

/** `afterEach`: the RSS after each case, to tell a one-off warm-up growth from a steady climb. */
export function memoryLine(before, after, afterEach) {
  return (
    `server RSS: ${before.toFixed(0)} MB warmed up (every case loaded once), ${after.toFixed(0)} MB after ` +
    `${growth(before, after)}; after each case: ${afterEach.map((mb) => mb.toFixed(0)).join(', ')} MB`
  );
}

/**
 * The main thread's V8 heap used after a full GC (the soak's probe), warmed up and after the load: RSS
 * counts garbage not yet collected and pages V8 keeps reserved, this only what is still reachable, so
 * its growth is what the server keeps.
 */
export const heapLine = (before, after) =>
  `server heap after a full GC: ${before.toFixed(1)} MB warmed up, ${after.toFixed(1)} MB after ${growth(before, after)}`;

export const DB_TIME_GOAL_MS = 2;

/** Every measured page must be within the goal, not only the median. */
export function dbTimeLine(label, totals) {
  const sorted = [...totals].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)];
  const worst = sorted[sorted.length - 1];
  const over = sorted.filter((ms) => ms > DB_TIME_GOAL_MS).length;
  const verdict = over ? `MISS (${over} over the goal of` : 'pass (goal';
  return (
    `${label}: filter database time per page ${medianMs.toFixed(2)} ms median, ${worst.toFixed(2)} ms worst ` +
    `of ${sorted.length} filters/pages: ${verdict} ≤ ${DB_TIME_GOAL_MS} ms per page)`
  );
}

export const SEARCH_TIME_GOAL_MS = 20;

/**
 * The text search's database time per request over every measured run of every search case (terms and
 * pages): p50 and p99 of all of them, the goal on p99, and the worst case by name.
 */
export function searchTimeLine(label, searches) {
  const samples = searches.flatMap((search) => search.samples).sort((a, b) => a - b);
  if (!samples.length) return `${label}: no text search measured`;
  const at = (share) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))];
  const p99 = at(0.99);
  const worst = searches.reduce((a, b) => (Math.max(...b.samples) > Math.max(...a.samples) ? b : a));
  const isMet = p99 <= SEARCH_TIME_GOAL_MS;
  return (
    `${label}: text search database time per request p50 ${at(0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms ` +
    `(${samples.length} runs of ${searches.length} searches; slowest: ${worst.case}, ` +
    `${Math.max(...worst.samples).toFixed(2)} ms): ${isMet ? 'pass' : 'MISS'} (goal p99 ≤ ${SEARCH_TIME_GOAL_MS} ms)`
  );
}
