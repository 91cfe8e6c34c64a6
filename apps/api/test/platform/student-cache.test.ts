import { describe, expect, it } from 'vitest';
import { createStudentCache, type TComputed } from '../../src/lib/student-cache.ts';

/** A computation the test settles by hand, counting how often the cache started one. */
function deferred() {
  let calls = 0;
  let resolve: (value: string) => void = () => {};
  const compute = () => {
    calls += 1;
    return new Promise<TComputed<string>>((res) => {
      resolve = (value) => res({ value, bytes: value.length, keep: true });
    });
  };
  return {
    compute,
    resolve: (value: string) => resolve(value),
    get calls() {
      return calls;
    },
  };
}

const kept =
  (value: string, bytes = value.length) =>
  async () => ({ value, bytes, keep: true });

describe('student cache', () => {
  it("keeps a student's parts apart from another student's, and drops one student's only", async () => {
    const cache = createStudentCache();
    expect(await cache.get(1, 'profile', kept('one'))).toBe('one');
    expect(await cache.get(2, 'profile', kept('two'))).toBe('two');
    expect(await cache.get(1, 'shortlist', kept('list'))).toBe('list');
    expect(cache.get(1, 'profile', kept('other'))).toBe('one');
    cache.invalidate(1);
    expect(await cache.get(1, 'profile', kept('new'))).toBe('new');
    expect(cache.get(1, 'shortlist', kept('new list'))).toBeInstanceOf(Promise);
    expect(cache.get(2, 'profile', kept('other'))).toBe('two');
  });

  it('computes a part kept for another version (another day) again and replaces it', async () => {
    const cache = createStudentCache();
    expect(await cache.get(1, 'dashboard', kept('monday'), '2026-01-05')).toBe('monday');
    expect(cache.get(1, 'dashboard', kept('x'), '2026-01-05')).toBe('monday');
    expect(await cache.get(1, 'dashboard', kept('tuesday'), '2026-01-06')).toBe('tuesday');
    expect(cache.get(1, 'dashboard', kept('x'), '2026-01-06')).toBe('tuesday');
  });

  it('keeps nothing a computation says may not be kept', async () => {
    const cache = createStudentCache();
    const fresh = async () => ({ value: 'now', bytes: 3, keep: false });
    expect(await cache.get(1, 'dashboard', fresh)).toBe('now');
    expect(cache.get(1, 'dashboard', kept('later'))).toBeInstanceOf(Promise);
  });

  it('shares one computation between concurrent misses of a part', async () => {
    const cache = createStudentCache();
    const slow = deferred();
    const first = cache.get(1, 'profile', slow.compute);
    const second = cache.get(1, 'profile', slow.compute);
    slow.resolve('p');
    expect([await first, await second]).toEqual(['p', 'p']);
    expect(slow.calls).toBe(1);
  });

  it("does not keep what was computed before the student's change, and computes anew after it", async () => {
    const cache = createStudentCache();
    const old = deferred();
    const before = cache.get(1, 'profile', old.compute);
    cache.invalidate(1);
    // A request after the change does not wait for the computation that may have read the old data.
    const fresh = deferred();
    const after = cache.get(1, 'profile', fresh.compute);
    expect(fresh.calls).toBe(1);
    old.resolve('old');
    fresh.resolve('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.get(1, 'profile', kept('x'))).toBe('new');
  });

  it("keeps another student's computation through one student's change", async () => {
    const cache = createStudentCache();
    const other = deferred();
    const pending = cache.get(2, 'profile', other.compute);
    cache.invalidate(1);
    other.resolve('two');
    expect(await pending).toBe('two');
    expect(cache.get(2, 'profile', kept('x'))).toBe('two');
  });

  it('keeps nothing while suspended, and starts empty on resume', async () => {
    const cache = createStudentCache();
    await cache.get(1, 'profile', kept('a'));
    cache.suspend();
    expect(await cache.get(1, 'profile', kept('b'))).toBe('b');
    expect(await cache.get(1, 'profile', kept('c'))).toBe('c');
    cache.resume();
    expect(await cache.get(1, 'profile', kept('d'))).toBe('d');
    expect(cache.get(1, 'profile', kept('e'))).toBe('d');
  });

  it('stays within its bytes, the least recently asked student going first', async () => {
    const maxBytes = 20_000;
    const cache = createStudentCache(maxBytes);
    const answer = 'x'.repeat(1_000);
    for (let id = 1; id <= 100; id += 1) {
      await cache.get(id, 'profile', kept(answer));
      // Student 1 is asked again every time: it stays.
      expect(await cache.get(1, 'profile', kept('recomputed'))).toBe(answer);
      expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size.students).toBeGreaterThan(5);
    expect(cache.size.students).toBeLessThan(20);
    expect(cache.get(100, 'profile', kept('x'))).toBe(answer);
    expect(cache.get(2, 'profile', kept('gone'))).toBeInstanceOf(Promise);
    // An answer bigger than the whole budget is sent but never kept.
    expect(await cache.get(3, 'profile', kept('y', maxBytes + 1))).toBe('y');
    expect(cache.get(3, 'profile', kept('again'))).toBeInstanceOf(Promise);
    expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
  });
});
