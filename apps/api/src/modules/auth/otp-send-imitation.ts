import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A number without an account whose share of the SMS budget is spent gets the same answer as one with
 * an account, without a text, so the answer does not tell who has one. The answer must also take as long: a
 * real send waits for the SMS gateway (tens to hundreds of milliseconds, up to its 5-second timeout), and an
 * answer that skipped it would tell the two apart by its speed. So every real send's duration and outcome is
 * kept (the last RECENT_SENDS), and a silent answer waits as long as one of them, picked at random, and fails
 * as it did (the gateway's 503). Hand-written: no library imitates a call's latency. Until the first real
 * send since start there is nothing to imitate, and a silent answer waits 0 ms.
 */
const RECENT_SENDS = 32;

type TOutcome = { ms: number; error?: unknown };

export type TSendImitation = {
  /** Runs a real send, keeping its duration and outcome. */
  timed: (send: () => Promise<void>) => Promise<void>;
  /** Waits as long as a recent real send took, and throws what it threw, if it did. */
  imitate: () => Promise<void>;
};

export function createSendImitation(random: () => number = Math.random): TSendImitation {
  const recent: TOutcome[] = [];
  const keep = (outcome: TOutcome) => {
    recent.push(outcome);
    if (recent.length > RECENT_SENDS) recent.shift();
  };
  return {
    async timed(send) {
      const started = performance.now();
      try {
        await send();
        keep({ ms: performance.now() - started });
      } catch (error) {
        keep({ ms: performance.now() - started, error });
        throw error;
      }
    },
    async imitate() {
      const outcome = recent[Math.floor(random() * recent.length)];
      if (!outcome) return;
      await sleep(outcome.ms);
      if (outcome.error !== undefined) throw outcome.error;
    },
  };
}
