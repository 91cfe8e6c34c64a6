/**
 * At most `running` holders at once, at most `queued` waiting (first come, first served); anyone
 * beyond that is refused at once rather than queued without bound. `acquire` resolves to the
 * release function (calling it twice releases once), or to null when the queue is full.
 */
export type TSemaphore = {
  acquire: () => Promise<(() => void) | null>;
  /** Holders and waiters now (for tests and health figures). */
  usage: () => { running: number; queued: number };
};

export function createSemaphore(limits: { running: number; queued: number }): TSemaphore {
  let running = 0;
  const waiting: Array<() => void> = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The slot passes straight to the next waiter; running stays the same.
      if (next) next();
      else running -= 1;
    };
  };

  return {
    async acquire() {
      if (running < limits.running) {
        running += 1;
        return releaser();
      }
      if (waiting.length >= limits.queued) return null;
      return new Promise((resolve) => waiting.push(() => resolve(releaser())));
    },
    usage: () => ({ running, queued: waiting.length }),
  };
}
