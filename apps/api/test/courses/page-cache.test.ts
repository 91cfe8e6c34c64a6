import { describe, expect, it } from 'vitest';
import { createPageCache, etagOf } from '../../src/lib/page-cache.ts';

/** A computation the test settles by hand, counting how often the cache started one. */
function deferred() {
  let calls = 0;
  let resolve: (value: string) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const compute = () => {
    calls += 1;
    return new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return {
    compute,
    resolve: (value: string) => resolve(value),
    reject: (error: Error) => reject(error),
    get calls() {
      return calls;
    },
  };
}

const value = (text: string) => async () => text;

describe('page cache', () => {
  it('keeps bytes with the hash of the bytes as a strong ETag', async () => {
    const cache = createPageCache();
    const page = await cache.get('a', value('{"a":1}'));
    expect(page.body.toString()).toBe('{"a":1}');
    expect(page.etag).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(page.etag).not.toBe(etagOf(Buffer.from('{"a":2}')));
    expect(cache.get('a', value('other'))).toBe(page);
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = createPageCache();
    const slow = deferred();
    const first = cache.get('k', slow.compute);
    const second = cache.get('k', slow.compute);
    slow.resolve('[1]');
    expect((await first).body).toBe((await second).body);
    expect(slow.calls).toBe(1);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = createPageCache();
    const failing = deferred();
    const first = cache.get('k', failing.compute);
    failing.reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    expect((await cache.get('k', value('ok'))).body.toString()).toBe('ok');
  });

  it('does not keep a page computed before an invalidation, though its waiters get it', async () => {
    const cache = createPageCache();
    const old = deferred();
    const before = cache.get('k', old.compute);
    cache.invalidate();
    // A request after the change does not join the old computation.
    const after = cache.get('k', value('new'));
    old.resolve('old');
    expect((await before).body.toString()).toBe('old');
    expect((await after).body.toString()).toBe('new');
    expect((await cache.get('k', value('newer'))).body.toString()).toBe('new');
    cache.invalidate();
    expect((await cache.get('k', value('newest'))).body.toString()).toBe('newest');
  });

  it('evicts the least recently used page past the entry bound', async () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1_000_000 });
    await cache.get('a', value('A'));
    await cache.get('b', value('B'));
    await cache.get('a', value('A2')); // a is now the most recently used
    await cache.get('c', value('C'));
    expect(cache.size.entries).toBe(2);
    expect((await cache.get('a', value('A3'))).body.toString()).toBe('A');
    expect((await cache.get('b', value('B2'))).body.toString()).toBe('B2');
  });

  it('evicts past the byte bound, and keeps no page larger than the bound', async () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 2_000 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, value(key.repeat(500)));
    expect(cache.size.bytes).toBeLessThanOrEqual(2_000);
    expect(cache.size.entries).toBeLessThan(4);
    expect((await cache.get('d', value('changed'))).body.toString()).toBe('d'.repeat(500));
    expect((await cache.get('a', value('changed'))).body.toString()).toBe('changed');
    const huge = await cache.get('huge', value('x'.repeat(5_000)));
    expect(huge.body.length).toBe(5_000);
    expect((await cache.get('huge', value('again'))).body.toString()).toBe('again');
  });
});

describe('page cache twins', () => {
  it('keeps br and gzip twins of a large page with their own ETags, counted in the byte bound', async () => {
    const cache = createPageCache();
    const body = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Course ${id}` })));
    const page = await cache.get('big', value(body));
    expect(page.encoded?.br.etag).toBe(`${page.etag.slice(0, -1)}-br"`);
    expect(page.encoded?.gzip.etag).toBe(`${page.etag.slice(0, -1)}-gzip"`);
    const twins = (page.encoded?.br.body.length ?? 0) + (page.encoded?.gzip.body.length ?? 0);
    expect(twins).toBeGreaterThan(0);
    expect(cache.size.bytes).toBeGreaterThanOrEqual(page.body.length + twins);
  });
});
