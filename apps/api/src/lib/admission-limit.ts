export type TAdmissionLimit = {
  /** How many ordinary requests may be in flight at once right now. */
  current: () => number;
  /** A request admitted earlier was answered after `ms`. */
  finished: (ms: number) => void;
  /** Called once per sample period: adjusts the limit to the period's answers. */
  adjust: () => void;
};

/** Never fewer than this in flight: a slow period must not shut the door on everyone. */
const MIN_LIMIT = 16;
/** The limit shrinks to this share of itself when the period's answers were slow... */
const DECREASE = 0.7;
/** ...and grows back by this share of itself (at least 1) when they were quick. */
const INCREASE = 0.25;

/**
 * An adaptive cap on requests in flight: the most that may be in flight is `max`,
 * but while the median time to answer an admitted request over a sample period is above `targetMs`
 * the cap shrinks (multiplicative decrease), and grows back while it is below (additive increase): the
 * queue behind the database is kept to what it can answer in about `targetMs`, and the rest is refused
 * at once (503 + Retry-After) instead of waiting into the client's timeout. A fixed cap would either
 * shed an ordinary busy hour or let a flood queue for seconds, depending on the machine.
 */
export function createAdmissionLimit(max: number, targetMs: number): TAdmissionLimit {
  let limit = max;
  let durations: number[] = [];
  return {
    current: () => limit,
    finished: (ms) => {
      durations.push(ms);
    },
    adjust: () => {
      if (durations.length === 0) return;
      const sorted = durations.sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      durations = [];
      if (median > targetMs) limit = Math.max(Math.min(MIN_LIMIT, max), Math.floor(limit * DECREASE));
      else limit = Math.min(max, limit + Math.max(1, Math.floor(limit * INCREASE)));
    },
  };
}
