// The printed tables and the goals' verdicts (pass/miss) next to the figures.
import os from 'node:os';

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;
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
  const ratio = goal.ratio[kind];
  if (ratio !== undefined) {
    parts.push(`≥${ratio * 100}%`);
    isMet &&= result.ratio >= ratio;
  }
  if (goal.p99 !== undefined) {
    parts.push(`p99≤${goal.p99}`);
    isMet &&= result.p99 <= goal.p99;
  }
  parts.push('0 err');
  return `${isMet ? 'pass' : 'MISS'} (${parts.join(', ')})`;
}

const COLUMNS = [
  ['case', 36],
  ['req/s', 8, true],
  ['p50 ms', 7, true],
  ['p99 ms', 7, true],
  ['err/t-o/non2xx', 15, true],
  ['hello req/s', 12, true],
  ['ratio', 8, true],
  ['goal', 0],
];

const line = (cells) =>
  COLUMNS.map(([, width, isRight], index) =>
    isRight ? padLeft(cells[index], width) : pad(cells[index], width),
  ).join('  ');

export const tableHeader = () => line(COLUMNS.map(([title]) => title));

export function tableRow(testCase, kind, result) {
  return line([
    testCase.name,
    result.rps.toFixed(0),
    ms(result.p50),
    ms(result.p99),
    `${result.errors}/${result.timeouts}/${result.non2xx}`,
    result.helloRps.toFixed(0),
    percent(result.ratio),
    verdict(testCase.goal, kind, result),
  ]);
}

/** `afterEach`: the RSS after each case, to tell a one-off warm-up growth from a steady climb. */
export function memoryLine(before, after, afterEach) {
  const change = (after / before - 1) * 100;
  const isMet = after <= before * 1.1;
  return (
    `server RSS: ${before.toFixed(0)} MB before the load, ${after.toFixed(0)} MB after ` +
    `(${change >= 0 ? '+' : ''}${change.toFixed(1)} %): ${isMet ? 'pass' : 'MISS'} (goal: within 10 %); ` +
    `after each case: ${afterEach.map((mb) => mb.toFixed(0)).join(', ')} MB`
  );
}

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
