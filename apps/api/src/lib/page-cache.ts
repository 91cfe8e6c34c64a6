import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressedTwins, type TCoding } from './content-coding.ts';

/** One form of an answer's bytes with its strong ETag. */
export type TPageBytes = { body: Buffer; etag: string };

/**
 * A serialized answer and its strong ETag (a hash of the bytes), with, for a body worth it, its br and gzip
 * twins, each with an ETag of its own (a 304 must name the bytes the client holds), all computed once when
 * the answer is made.
 */
export type TCachedPage = TPageBytes & { encoded: Record<TCoding, TPageBytes> | undefined };

/** What a serializer gives (Fastify's reply.serialize: a string, or bytes from a custom serializer). */
export type TSerialized = string | ArrayBuffer | Uint8Array;

export type TPageCacheBounds = {
  /** At most this many answers are kept; the least recently used goes first. */
  maxEntries: number;
  /** And at most this many bytes of them (bodies, their twins and keys). */
  maxBytes: number;
};

/**
 * 2,000 answers or 16 MiB. A catalogue page of 10 courses is ~6 KB, of 100 ~60 KB, a course ~600 B:
 * every default-size page of a filter reachable from the listing screen fits many times over, and the
 * bound keeps a crawl through every page size from growing the process without limit.
 */
export const PAGE_CACHE_BOUNDS: TPageCacheBounds = { maxEntries: 2_000, maxBytes: 16 * 1024 * 1024 };

/** What an entry costs besides its bytes: the key (UTF-16), the ETags and the cache's own bookkeeping. */
const entryOverhead = (key: string) => key.length * 2 + 300;

export const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** A twin's ETag: the identity one with the coding inside the quotes. */
const codedEtag = (etag: string, coding: TCoding) => `${etag.slice(0, -1)}-${coding}"`;

const bytesOf = (page: TCachedPage) =>
  page.body.length + (page.encoded ? page.encoded.br.body.length + page.encoded.gzip.body.length : 0);

async function pageOf(body: Buffer): Promise<TCachedPage> {
  const etag = etagOf(body);
  const twins = await compressedTwins(body);
  const encoded = twins && {
    br: { body: twins.br, etag: codedEtag(etag, 'br') },
    gzip: { body: twins.gzip, etag: codedEtag(etag, 'gzip') },
  };
  return { body, etag, encoded };
}

/** A serializer's output as one Buffer (no copy of bytes it already holds). */
export const toBuffer = (serialized: TSerialized) =>
  typeof serialized === 'string'
    ? Buffer.from(serialized)
    : serialized instanceof ArrayBuffer
      ? Buffer.from(serialized)
      : Buffer.from(serialized.buffer, serialized.byteOffset, serialized.byteLength);

export type TPageCache = ReturnType<typeof createPageCache>;

/**
 * Serialized answers kept in memory (lru-cache: least recently used evicted past either bound), all
 * dropped at once by invalidate(). Concurrent misses of one key share one computation. A computation that
 * began before an invalidate() may have read the old data, so its result answers the requests that waited
 * for it but is not kept: a generation counter, bumped by invalidate(), must be unchanged when it settles.
 */
export function createPageCache(bounds: TPageCacheBounds = PAGE_CACHE_BOUNDS) {
  const entries = new LRUCache<string, TCachedPage>({
    max: bounds.maxEntries,
    maxSize: bounds.maxBytes,
    // An answer larger than the whole budget is not kept (lru-cache refuses it rather than evict all).
    sizeCalculation: (page, key) => bytesOf(page) + entryOverhead(key),
  });
  const pending = new Map<string, Promise<TCachedPage>>();
  let generation = 0;
  // While changes may go unheard (a lost listener), answers are computed but not kept.
  let suspended = false;

  async function compute(key: string, serialize: () => Promise<TSerialized>): Promise<TCachedPage> {
    const startedIn = generation;
    const page = await pageOf(toBuffer(await serialize()));
    if (generation === startedIn && !suspended) entries.set(key, page);
    return page;
  }

  return {
    /** The kept answer for `key`, or the one `serialize` makes (shared by concurrent misses). */
    get(key: string, serialize: () => Promise<TSerialized>): TCachedPage | Promise<TCachedPage> {
      const hit = entries.get(key);
      if (hit) return hit;
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
    },
    get size() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}
