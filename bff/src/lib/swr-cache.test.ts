import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache';

function setup(overrides: { maxEntries?: number; maxBytes?: number } = {}) {
  let clock = 0;
  const onRevalidateError = vi.fn();
  const cache = createSwrCache({
    ttlMs: 1000,
    staleMs: 5000,
    maxEntries: overrides.maxEntries ?? 100,
    maxBytes: overrides.maxBytes ?? 1_000_000,
    now: () => clock,
    onRevalidateError,
  });
  return { cache, onRevalidateError, advance: (ms: number) => (clock += ms) };
}

/** A loader whose calls stay pending until released, so concurrency is under the test's control. */
function deferredLoader<T>() {
  const releases: ((value: T) => void)[] = [];
  const rejects: ((error: Error) => void)[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        releases.push(resolve);
        rejects.push(reject);
      }),
  );
  return { load, release: (value: T) => releases.shift()?.(value), fail: (error: Error) => rejects.shift()?.(error) };
}

describe('createSwrCache', () => {
  it('coalesces 10 concurrent misses into one load', async () => {
    const { cache } = setup();
    const { load, release } = deferredLoader<string>();
    const reads = Array.from({ length: 10 }, () => cache.read('GET menus', load));
    release('menus');
    expect(await Promise.all(reads)).toEqual(Array(10).fill('menus'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a fresh entry without loading again', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => 'v1');
    await cache.read('k', load);
    expect(await cache.read('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale entry at once while one background load refreshes it', async () => {
    const { cache, advance } = setup();
    await cache.read('k', async () => 'old');
    advance(1500);
    const { load, release } = deferredLoader<string>();
    expect(await cache.read('k', load)).toBe('old');
    expect(await cache.read('k', load)).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    release('new');
    await vi.waitFor(async () => expect(await cache.read('k', load)).toBe('new'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the stale entry when the refresh fails, and reports the failure', async () => {
    const { cache, advance, onRevalidateError } = setup();
    await cache.read('k', async () => 'old');
    advance(1500);
    expect(await cache.read('k', async () => Promise.reject(new Error('upstream down')))).toBe('old');
    await vi.waitFor(() => expect(onRevalidateError).toHaveBeenCalledWith('k', expect.any(Error)));
    expect(await cache.read('k', async () => 'unused while a stale copy is fine')).toBe('old');
  });

  it('loads again once an entry is past its stale window', async () => {
    const { cache, advance } = setup();
    await cache.read('k', async () => 'old');
    advance(6001);
    expect(await cache.read('k', async () => 'new')).toBe('new');
  });

  it('never stores a failure: every waiter gets it, the next read tries again', async () => {
    const { cache } = setup();
    const { load, fail } = deferredLoader<string>();
    const reads = [cache.read('k', load), cache.read('k', load)];
    fail(new Error('503'));
    for (const read of reads) await expect(read).rejects.toThrow('503');
    expect(await cache.read('k', async () => 'recovered')).toBe('recovered');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.read('a', async () => 'a');
    await cache.read('b', async () => 'b');
    await cache.read('a', async () => 'a again'); // touches a: b is now the oldest
    await cache.read('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'reloaded')).toBe('a');
    expect(await cache.read('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps its entries within maxBytes of JSON, dropping the least recently used first', async () => {
    const { cache } = setup({ maxBytes: 250 });
    const hundredBytes = (fill: string) => fill.repeat(98); // 98 characters and two quotes
    await cache.read('a', async () => hundredBytes('a'));
    await cache.read('b', async () => hundredBytes('b'));
    await cache.read('a', async () => 'unused'); // touches a: b is now the oldest
    await cache.read('c', async () => hundredBytes('c'));
    expect(cache.bytes).toBeLessThanOrEqual(250);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'reloaded')).toBe(hundredBytes('a'));
    expect(await cache.read('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('never stores a value larger than the whole byte bound', async () => {
    const { cache } = setup({ maxBytes: 50 });
    await cache.read('big', async () => 'x'.repeat(100));
    expect(cache.size).toBe(0);
    expect(await cache.read('big', async () => 'loaded again')).toBe('loaded again');
  });
});
