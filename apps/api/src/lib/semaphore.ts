import pLimit from 'p-limit';

/**
 * At most `running` holders at once, at most `queued` waiting (first come, first served); anyone
 * beyond that is refused at once rather than queued without bound. `acquire` resolves to the
 * release function (calling it twice releases once), or to null when the queue is full.
 */
export type TSemaphore = {
  acquire: () => Promise<(() => void) | null>;
  /** Holders and waiters now (for tests and health figures); a release shows once its microtasks ran. */
  usage: () => { running: number; queued: number };
};

/**
 * p-limit runs and queues; the refusal is ours: p-limit's queue has no bound. A holder is a task of the
 * limiter that lasts until its release is called; activeCount + pendingCount counts every holder and
 * waiter the moment acquire is called (p-limit queues synchronously).
 */
export function createSemaphore(limits: { running: number; queued: number }): TSemaphore {
  const limit = pLimit(limits.running);
  return {
    async acquire() {
      if (limit.activeCount + limit.pendingCount >= limits.running + limits.queued) return null;
      return new Promise<() => void>((granted) => {
        void limit(() => new Promise<void>((release) => granted(() => release())));
      });
    },
    usage: () => ({ running: limit.activeCount, queued: limit.pendingCount }),
  };
}
