import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser is idle after the screen's first paint (at the latest after `timeoutMs`), then
 * true: for code and calls a first screen does not need (on a slow phone every task before the first
 * paint delays it, and every long one blocks a tap).
 */
export function useWhenIdle(timeoutMs = 1000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIsIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, Math.min(timeoutMs, 200));
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return isIdle;
}
