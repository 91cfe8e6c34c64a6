import { LRUCache } from 'lru-cache';

/**
 * How long a filter found to match more than the list's count cap is remembered as dense. A capped count
 * ("10,000+") does not move with one student's change: only thousands of students leaving the filter
 * would bring it under the cap, so it is kept across writes (unlike the answers of lib/console-cache.ts)
 * and only aged out. Meanwhile a dense filter's page is read by walking the sort index alone, without
 * the 2,001-row probe and the count to 10,001 (~45 ms of the ~50 ms a dense page cost on PGlite).
 */
export const DENSE_FILTER_MS = 60_000;
const DENSE_FILTERS_MAX = 1_000;

export type TDenseFilters = ReturnType<typeof createDenseFilters>;

/** The filters (by key) known to match more than the cap, each for `ttlMs` after it was counted. */
export function createDenseFilters(ttlMs = DENSE_FILTER_MS) {
  const known = new LRUCache<string, true>({ max: DENSE_FILTERS_MAX, ttl: ttlMs });
  return {
    isDense: (key: string) => known.get(key) === true,
    markDense: (key: string) => {
      known.set(key, true);
    },
  };
}
