import { LRUCache } from 'lru-cache';

/**
 * Migration 0019 notifies this channel with a student's id whenever a row a student's kept answers are
 * read from changes (or '*' when a change concerns every student, e.g. an event's date).
 */
export const STUDENT_CHANNEL = 'portal_student';

/** What a computation gives: the value, what it weighs in bytes, and whether it may be kept at all. */
export type TComputed<T> = { value: T; bytes: number; keep: boolean };

/** A student's kept answers, one per part ('profile', 'shortlist' ...), each with its weight in bytes. */
type TStudentEntry = {
  parts: Map<string, { value: unknown; version: string; bytes: number }>;
  bytes: number;
};

/** A computation under way: its result is not kept if the student's data changed meanwhile (stale). */
type TFlight = { studentId: number; promise: Promise<unknown>; stale: boolean };

/** What an entry costs besides its parts' bytes: the Map, the keys, lru-cache's bookkeeping. */
const ENTRY_OVERHEAD = 300;
const PART_OVERHEAD = 100;

/**
 * 32 MiB: a student's profile (~0.4 KB), shortlist (~7 KB), dashboard (~5 KB) and preferences fit in
 * ~15 KB, so ~2,000 students' answers; the least recently asked student goes first.
 */
export const STUDENT_CACHE_BYTES = 32 * 1024 * 1024;

export type TStudentCache = ReturnType<typeof createStudentCache>;

/**
 * Per-student answers kept in memory, keyed by the student's id, bounded in bytes (lru-cache's maxSize),
 * dropped per student by invalidate(id) or all at once by invalidateAll(). Concurrent misses of one part
 * share one computation. A computation under way when the student's data changes may have read the old
 * data: it answers the requests that waited for it, but it is not kept, and requests arriving after the
 * change start a new one (so a read never returns data older than a change it was told of).
 */
export function createStudentCache(maxBytes = STUDENT_CACHE_BYTES) {
  const entries = new LRUCache<number, TStudentEntry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  const pending = new Map<string, TFlight>();
  // While changes may go unheard (a lost listener), answers are computed but not kept.
  let suspended = false;

  function store(studentId: number, part: string, version: string, value: unknown, bytes: number) {
    const kept = entries.peek(studentId);
    // A new entry each time: lru-cache weighs a value when it is set (and evicts others, or refuses
    // it, past the bound); the same object set again would keep its old weight.
    const parts = new Map(kept?.parts);
    parts.set(part, { value, version, bytes: bytes + PART_OVERHEAD + part.length * 2 + version.length * 2 });
    let weight = ENTRY_OVERHEAD;
    for (const kept of parts.values()) weight += kept.bytes;
    entries.set(studentId, { parts, bytes: weight });
  }

  function markStale(test: (flight: TFlight) => boolean) {
    for (const [key, flight] of pending) {
      if (!test(flight)) continue;
      flight.stale = true;
      pending.delete(key);
    }
  }

  const cache = {
    /**
     * The kept value of a student's part, or the one `compute` gives (shared by concurrent misses). A part
     * kept for another `version` (e.g. the dashboard of another day) is computed again and replaced.
     */
    get<T>(
      studentId: number,
      part: string,
      compute: () => Promise<TComputed<T>>,
      version = '',
    ): T | Promise<T> {
      const kept = entries.get(studentId)?.parts.get(part);
      if (kept && kept.version === version) return kept.value as T;
      const key = `${studentId}:${part}:${version}`;
      const running = pending.get(key);
      if (running) return running.promise as Promise<T>;
      const flight: TFlight = { studentId, promise: Promise.resolve(), stale: false };
      const promise = (async () => {
        const { value, bytes, keep } = await compute();
        if (keep && !flight.stale && !suspended) store(studentId, part, version, value, bytes);
        return value;
      })();
      flight.promise = promise;
      pending.set(key, flight);
      // Settled either way, it is no longer shared; a failure is not kept (the next request retries).
      const settle = () => {
        if (pending.get(key) === flight) pending.delete(key);
      };
      promise.then(settle, settle);
      return promise;
    },
    /** Forgets a student's answers, and the computations of them under way (their results are not kept). */
    invalidate(studentId: number) {
      entries.delete(studentId);
      markStale((flight) => flight.studentId === studentId);
    },
    invalidateAll() {
      entries.clear();
      markStale(() => true);
    },
    /** Forgets everything and keeps nothing until resume() (changes may go unheard meanwhile). */
    suspend() {
      suspended = true;
      cache.invalidateAll();
    },
    resume() {
      suspended = false;
      cache.invalidateAll();
    },
    get size() {
      return { students: entries.size, bytes: entries.calculatedSize };
    },
  };
  return cache;
}
