import { describe, expect, it } from 'vitest';
import { createConsoleCache } from '../../src/lib/console-cache.ts';

/** A computation the test settles by hand, counting how often the cache started one. */
function deferred() {
  let calls = 0;
  const resolvers: ((value: string) => void)[] = [];
  const compute = () => {
    calls += 1;
    return new Promise<string>((resolve) => resolvers.push(resolve));
  };
  return {
    compute,
    /** Settles the oldest computation still running. */
    resolve: (value: string) => resolvers.shift()?.(value),
    get calls() {
      return calls;
    },
  };
}

const value = (text: string) => async () => text;

/** A cache on a clock the test moves: fresh 100 ms, then stale 200 ms more. */
function cacheAt() {
  const clock = { ms: 0 };
  const cache = createConsoleCache({ freshMs: 100, staleMs: 200, now: () => clock.ms });
  return { cache, clock };
}

describe('console cache', () => {
  it('serves a fresh answer from memory, and keeps answers apart by key', async () => {
    const { cache, clock } = cacheAt();
    expect(await cache.get('a', value('one'))).toBe('one');
    expect(await cache.get('b', value('two'))).toBe('two');
    clock.ms = 99;
    expect(cache.get('a', value('other'))).toBe('one');
    expect(cache.get('b', value('other'))).toBe('two');
  });

  it('serves a stale answer while one refresh runs, then the refreshed one', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('a', value('old'));
    clock.ms = 150;
    const refresh = deferred();
    expect(cache.get('a', refresh.compute)).toBe('old');
    expect(cache.get('a', refresh.compute)).toBe('old');
    expect(refresh.calls).toBe(1);
    refresh.resolve('new');
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.get('a', value('other'))).toBe('new');
  });

  it('computes again, and waits for it, once an answer is older than fresh + stale', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('a', value('old'));
    clock.ms = 300;
    const answer = cache.get('a', value('new'));
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toBe('new');
  });

  it('shares one computation between concurrent misses', async () => {
    const { cache } = cacheAt();
    const work = deferred();
    const first = cache.get('a', work.compute);
    const second = cache.get('a', work.compute);
    expect(work.calls).toBe(1);
    work.resolve('one');
    expect(await first).toBe('one');
    expect(await second).toBe('one');
  });

  it('drops every answer on invalidateAll, and does not keep a computation that began before it', async () => {
    const { cache } = cacheAt();
    await cache.get('a', value('kept'));
    const before = deferred();
    const running = cache.get('b', before.compute);
    cache.invalidateAll();
    // After the write: a new computation, not the one that may have read the old data.
    const after = deferred();
    const fresh = cache.get('b', after.compute);
    expect(after.calls).toBe(1);
    before.resolve('old');
    after.resolve('new');
    expect(await running).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.get('a', value('recomputed'))).toBe('recomputed');
    expect(cache.get('b', value('other'))).toBe('new');
  });

  it('never serves an answer stored by a computation that began before invalidateAll', async () => {
    const { cache } = cacheAt();
    const before = deferred();
    const running = cache.get('a', before.compute);
    cache.invalidateAll();
    before.resolve('old');
    expect(await running).toBe('old');
    expect(await cache.get('a', value('new'))).toBe('new');
  });

  it('keeps nothing with freshMs 0', async () => {
    const cache = createConsoleCache({ freshMs: 0 });
    expect(await cache.get('a', value('one'))).toBe('one');
    expect(await cache.get('a', value('two'))).toBe('two');
    expect(cache.size.answers).toBe(0);
  });

  it('stays within its byte budget, the least recently used answer going first', async () => {
    const cache = createConsoleCache({ maxBytes: 3_000 });
    const big = 'x'.repeat(500);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, value(big));
    expect(cache.size.bytes).toBeLessThanOrEqual(3_000);
    expect(cache.get('d', value('other'))).toBe(big);
    expect(cache.get('a', value('other'))).toBeInstanceOf(Promise);
  });
});
