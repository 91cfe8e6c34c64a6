import { LRUCache } from 'lru-cache';

/**
 * How long a staff console answer (student list, work queue, board) is served without asking the
 * database again, and how long after that it may still be served while one refresh runs. Writes on this
 * instance drop every answer at once (plugins/console-cache.ts); what other instances, jobs or SQL change
 * shows within CONSOLE_FRESH_MS, and never later than CONSOLE_FRESH_MS + CONSOLE_STALE_MS.
 */
export const CONSOLE_FRESH_MS = 5_000;
export const CONSOLE_STALE_MS = 5_000;
/** 8 MiB: a list page is 2-20 KB, the queue up to ~60 KB; a few hundred filters' answers. */
export const CONSOLE_CACHE_BYTES = 8 * 1024 * 1024;
const ENTRY_OVERHEAD = 200;

/** What a kept value weighs: the routes keep serialized answers (Buffers); strings are UTF-16. */
const weightOf = (value: unknown) =>
  Buffer.isBuffer(value)
    ? value.length
    : typeof value === 'string'
      ? value.length * 2
      : JSON.stringify(value).length * 2;

type TEntry = { value: unknown; bytes: number; at: number };
type TFlight = { promise: Promise<unknown>; generation: number };

/**
 * What a console answer is kept under: the call (with what else it depends on, e.g. the day), the
 * validated query or path (zod gives keys in the schema's order, so "a=1&b=2" and "b=2&a=1" share one)
 * and the caller when the answer is theirs (mine=true), 0 otherwise.
 */
export const consoleKey = (call: string, input: object, callerId = 0) =>
  `${call} ${callerId} ${JSON.stringify(input)}`;

export type TConsoleCacheOptions = {
  freshMs?: number;
  staleMs?: number;
  maxBytes?: number;
  /** Milliseconds of a monotonic clock (tests move it). */
  now?: () => number;
};

export type TConsoleCache = ReturnType<typeof createConsoleCache>;

/**
 * Answers kept per key (a route and its normalised query), bounded in bytes (lru-cache's maxSize).
 * A fresh answer is served as it is; a stale one (older than freshMs, younger than freshMs + staleMs) is
 * served while one refresh runs in the background, so an expiry never makes 50 waiting requests queue
 * behind a 45 ms count; older ones are computed again before answering. Concurrent misses of one key share
 * one computation. invalidateAll() drops everything and bumps a generation: a computation that started
 * before it may have read the old data, so it answers its waiters but is not kept, and requests after it
 * start a new one (a read never returns data older than a write acknowledged on this instance).
 * freshMs 0 turns the cache off (every request computes).
 */
export function createConsoleCache(options: TConsoleCacheOptions = {}) {
  const freshMs = options.freshMs ?? CONSOLE_FRESH_MS;
  const staleMs = options.staleMs ?? CONSOLE_STALE_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new LRUCache<string, TEntry>({
    maxSize: options.maxBytes ?? CONSOLE_CACHE_BYTES,
    sizeCalculation: (entry) => entry.bytes,
  });
  const pending = new Map<string, TFlight>();
  let generation = 0;

  function start<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const running = pending.get(key);
    if (running && running.generation === generation) return running.promise as Promise<T>;
    const flight: TFlight = { promise: Promise.resolve(), generation };
    const promise = (async () => {
      const startedAt = now();
      const value = await compute();
      if (flight.generation === generation) {
        const bytes = ENTRY_OVERHEAD + key.length * 2 + weightOf(value);
        // Aged from when the reading began: the data may have changed after that instant.
        entries.set(key, { value, bytes, at: startedAt });
      }
      return value;
    })();
    flight.promise = promise;
    pending.set(key, flight);
    const settle = () => {
      if (pending.get(key) === flight) pending.delete(key);
    };
    promise.then(settle, settle);
    return promise;
  }

  return {
    get<T>(key: string, compute: () => Promise<T>): T | Promise<T> {
      if (freshMs <= 0) return compute();
      const kept = entries.get(key);
      if (kept) {
        const age = now() - kept.at;
        if (age < freshMs) return kept.value as T;
        if (age < freshMs + staleMs) {
          // The refresh's failure is the next request's to see (it is not kept).
          start(key, compute).catch(() => {});
          return kept.value as T;
        }
      }
      return start(key, compute);
    },
    /** Forgets every answer and the computations under way (their results are not kept). */
    invalidateAll() {
      generation++;
      entries.clear();
    },
    get size() {
      return { answers: entries.size, bytes: entries.calculatedSize };
    },
  };
}
