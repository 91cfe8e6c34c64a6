import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import v8 from 'node:v8';

/** Each limit 0 = not checked. */
export type TPressureLimits = {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
};

export type TPressure = { type: string; value: number };

export type TPressureMonitor = {
  /** The limit passed at the last sample, if any. */
  overload: () => TPressure | undefined;
  stop: () => void;
};

/** The histogram's resolution; its mean includes it, so it is taken off (as under-pressure did). */
const RESOLUTION_MS = 10;

/**
 * Samples the event loop and memory every `intervalMs` (it replaced @fastify/under-pressure,
 * docs/decisions/0010-overload-and-health.md: that plugin reads memory with process.memoryUsage() in a timer,
 * which throws EMFILE when the process is out of descriptors (it opens /proc/self/stat) and so ended the
 * process; it has no option to avoid it). Here the heap is read from V8 (no file), the RSS only when it has a
 * limit, and a failed read keeps the last value: a sampler never throws.
 */
export function createPressureMonitor(limits: TPressureLimits, intervalMs: number): TPressureMonitor {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let lastElu = performance.eventLoopUtilization();
  let current: TPressure | undefined;
  let rss = 0;

  const readRss = () => {
    try {
      rss = process.memoryUsage.rss();
    } catch {
      // EMFILE/ENFILE: keep the last reading.
    }
    return rss;
  };

  const sample = () => {
    const delay = Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
    histogram.reset();
    const elu = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(elu, lastElu).utilization;
    lastElu = elu;
    // A histogram with no sample yet (a loop blocked the whole interval) has a NaN mean.
    const eventLoopDelay = Number.isNaN(delay) ? Number.POSITIVE_INFINITY : delay;
    const readings: [string, number, () => number][] = [
      ['eventLoopDelay', limits.maxEventLoopDelayMs, () => eventLoopDelay],
      ['heapUsedBytes', limits.maxHeapUsedBytes, () => v8.getHeapStatistics().used_heap_size],
      ['rssBytes', limits.maxRssBytes, readRss],
      ['eventLoopUtilization', limits.maxEventLoopUtilization, () => utilization],
    ];
    current = undefined;
    for (const [type, limit, read] of readings) {
      if (limit <= 0) continue;
      const value = read();
      if (value > limit) {
        current = { type, value };
        break;
      }
    }
  };

  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    overload: () => current,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
