// The attack run's report: the attacker's own figures (what it held, how long its slow bodies lasted,
// how its photo calls were answered), then the goals, all about the normal mix running beside it.
import { goal, memoryGoals, ms, printFigures } from './report.mjs';

/** The mix's p99 under attack may be at most this many times the quiet run's (same invocation). */
export const P99_WITHIN = 2;

const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const counts = (record) =>
  Object.entries(record)
    .map(([key, count]) => `${key} ×${count}`)
    .join(', ') || 'none';

function percentile(values, share) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

const spread = (values) =>
  values.length
    ? ` after ${seconds(Math.min(...values))} / ${seconds(percentile(values, 0.5))} / ${seconds(Math.max(...values))} (min / median / max)`
    : '';

/**
 * The mix's errors, as the goal counts them: answers outside 2xx/3xx, timeouts and socket errors of
 * the mix's own connections (the attacker's refusals are its own and not counted).
 */
export function mixErrors(load) {
  const outside = {};
  for (const [code, { count }] of Object.entries(load.statusCodeStats ?? {})) {
    if (Number(code) < 200 || Number(code) >= 400) outside[code] = count;
  }
  const answers = Object.values(outside).reduce((sum, count) => sum + count, 0);
  const socketErrors = load.errors - load.timeouts;
  return { outside, answers, timeouts: load.timeouts, socketErrors, total: answers + load.errors };
}

/**
 * autocannon's p99 is of the answered requests only; a request that timed out took at least the
 * timeout, so once timeouts are over 1 % of the requests the p99 is at least the timeout.
 */
function honestP99(load, timeoutMs) {
  const share = load.timeouts / Math.max(load.requests.total + load.timeouts, 1);
  if (share <= 0.01) return { ms: load.latency.p99, text: ms(load.latency.p99) };
  return { ms: timeoutMs, text: `≥ ${ms(timeoutMs)} (${(share * 100).toFixed(0)} % timed out)` };
}

function printAttacker({ idle, slow, photo }) {
  console.log(
    `  attacker, idle sockets: ${idle.target} wanted, ${idle.peakHeld} held (open ≥ 1 s) at once at most, ${idle.heldAtEnd} at the end; ` +
      `${idle.opened} connected in all (a closed one is opened again after 1 s), ${idle.refusedAtOnce} closed by the ` +
      `server within 1 s, ${idle.closedAfterMs.length} closed later${spread(idle.closedAfterMs)}; ` +
      `failed to connect: ${counts(idle.errors)}`,
  );
  for (const [kind, figures] of Object.entries(slow)) {
    const how = {};
    for (const entry of figures.ended) how[entry.how] = (how[entry.how] ?? 0) + 1;
    const ages = figures.openAtEndAgesMs;
    console.log(
      `  attacker, slow ${kind === 'json' ? 'JSON profile updates' : 'multipart uploads'}: ${figures.at} at once, ` +
        `${figures.started} started in all, ${figures.refused} closed within 1 s unanswered; ` +
        `${figures.ended.length} cut later by the server (${counts(how)})` +
        `${spread(figures.ended.map((entry) => entry.afterMs))}; ${ages.length} still open at the end` +
        `${ages.length ? `, the oldest ${seconds(Math.max(...ages))}` : ''}`,
    );
  }
  if (!photo) return;
  const answered = photo.latenciesMs.length;
  console.log(
    `  attacker, photo flood: ${photo.streams} connections of one account, ${(photo.imageBytes / 1e6).toFixed(2)} MB PNG ` +
      `(${(photo.bodyBytes / 1e6).toFixed(2)} MB request); ${answered} answered in ${photo.seconds.toFixed(0)} s ` +
      `(${(answered / photo.seconds).toFixed(1)}/s): ${counts(photo.statuses)}; accepted (200) ${photo.statuses[200] ?? 0}, ` +
      `refused 429 ${photo.statuses[429] ?? 0}; latency p50 ${ms(percentile(photo.latenciesMs, 0.5))}, ` +
      `p99 ${ms(percentile(photo.latenciesMs, 0.99))}; socket errors: ${counts(photo.errors)}`,
  );
}

/** Prints the attack run and its goals; resolves whether every goal is met. */
export function reportAttackRun({ quiet, load, start, end, peak, hwmMb, attacker, alive, timeoutMs }) {
  printFigures({ load, start, end, peak, hwmMb, startLabel: 'before the attack (after the quiet run)' });
  printAttacker(attacker);
  const errors = mixErrors(load);
  const attackedP99 = honestP99(load, timeoutMs);
  const ratio = attackedP99.ms / Math.max(honestP99(quiet, timeoutMs).ms, 1);
  const results = [
    goal('mix requests answered', load.requests.total > 0, `${load.requests.total}`),
    goal(
      "mix errors (answers outside 2xx/3xx, timeouts, socket errors; not the attacker's)",
      errors.total === 0,
      `${errors.answers} answers (${counts(errors.outside)}), ${errors.timeouts} timeouts, ` +
        `${errors.socketErrors} socket errors (goal 0)`,
    ),
    goal(
      'mix p99 within 2× of the quiet run',
      load.requests.total > 0 && ratio <= P99_WITHIN,
      `${attackedP99.text} under attack, ${honestP99(quiet, timeoutMs).text} quiet: ×${ratio.toFixed(2)} ` +
        `(goal at most ×${P99_WITHIN})`,
    ),
    goal('server alive at the end', alive.isAlive, alive.detail),
    ...memoryGoals(start, end),
  ];
  return results.every(Boolean);
}
