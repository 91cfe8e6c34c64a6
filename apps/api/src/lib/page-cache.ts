import { createHash } from 'node:crypto';

/** A serialized answer and its strong ETag (a hash of the bytes, computed once when it is stored). */
export type TCachedPage = { body: Buffer; etag: string };

/** What a serializer gives (Fastify's reply.serialize: a string, or bytes from a custom serializer). */
type TSerialized = string | ArrayBuffer | Uint8Array;

export type TPageCacheBounds = {
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries: number;
  /** And at most this many bytes of them (bodies and keys). */
  maxBytes: number;
};

/**
 * 2,000 answers or 16 MiB. A catalogue page of 10 courses is ~6 KB, of 100 ~60 KB, a course ~600 B:
 * every default-size page of a filter reachable from the listing screen fits many times over, and the
 * bound keeps a crawl through every page size from growing the process without limit.
 */
export const PAGE_CACHE_BOUNDS: TPageCacheBounds = { maxEntries: 2_000, maxBytes: 16 * 1024 * 1024 };

/** What an entry costs besides its body: the key (UTF-16), the ETag and the Map's own bookkeeping. */
const entryOverhead = (key: string) => key.length * 2 + 200;

export const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export type TPageCache = ReturnType<typeof createPageCache>;

/**
 * Serialized answers kept in memory, least recently used evicted, all dropped at once by invalidate().
 * Concurrent misses of one key share one computation. A computation that began before an invalidate()
 * may have read the old data, so its result answers the requests that waited for it but is not kept:
 * a generation counter, bumped by invalidate(), must be unchanged when it settles.
 */
export function createPageCache(bounds: TPageCacheBounds = PAGE_CACHE_BOUNDS) {
  // A Map iterates in insertion order; a hit is moved to the end, so the first key is the LRU one.
  const entries = new Map<string, TCachedPage>();
  const pending = new Map<string, Promise<TCachedPage>>();
  let bytes = 0;
  let generation = 0;
  // While changes may go unheard (a lost listener), answers are computed but not kept.
  let suspended = false;

  const sizeOf = (key: string, page: TCachedPage) => page.body.length + entryOverhead(key);

  function store(key: string, page: TCachedPage) {
    const size = sizeOf(key, page);
    if (size > bounds.maxBytes) return;
    entries.set(key, page);
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (entries.size <= bounds.maxEntries && bytes <= bounds.maxBytes) break;
      entries.delete(oldKey);
      bytes -= sizeOf(oldKey, old);
    }
  }

  async function compute(key: string, serialize: () => Promise<TSerialized>): Promise<TCachedPage> {
    const startedIn = generation;
    const serialized = await serialize();
    const body =
      typeof serialized === 'string'
        ? Buffer.from(serialized)
        : serialized instanceof ArrayBuffer
          ? Buffer.from(serialized)
          : Buffer.from(serialized.buffer, serialized.byteOffset, serialized.byteLength);
    const page = { body, etag: etagOf(body) };
    if (generation === startedIn && !suspended) store(key, page);
    return page;
  }

  return {
    /** The kept answer for `key`, or the one `serialize` makes (shared by concurrent misses). */
    get(key: string, serialize: () => Promise<TSerialized>): TCachedPage | Promise<TCachedPage> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const running = pending.get(key);
      if (running !== undefined) return running;
      const started = compute(key, serialize);
      pending.set(key, started);
      // Settled either way, it is no longer shared; a failure is not kept (the next request retries).
      const settle = () => {
        if (pending.get(key) === started) pending.delete(key);
      };
      started.then(settle, settle);
      return started;
    },
    /** Forgets everything and keeps nothing until resume() (changes may go unheard meanwhile). */
    suspend() {
      suspended = true;
      this.invalidate();
    },
    resume() {
      suspended = false;
      this.invalidate();
    },
    /** Forgets every answer, and every computation under way (their results are not kept). */
    invalidate() {
      generation += 1;
      entries.clear();
      pending.clear();
      bytes = 0;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
