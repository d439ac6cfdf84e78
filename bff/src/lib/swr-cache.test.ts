import { describe, expect, it, vi } from 'vitest';
import { createSwrCache, type CacheEntry, type SharedCacheTier } from './swr-cache';

function setup(overrides: { maxEntries?: number; maxBytes?: number; sharedTier?: SharedCacheTier } = {}) {
  let clock = 0;
  const onRevalidateError = vi.fn();
  const cache = createSwrCache({
    ttlMs: 1000,
    staleMs: 5000,
    maxEntries: overrides.maxEntries ?? 100,
    maxBytes: overrides.maxBytes ?? 1_000_000,
    now: () => clock,
    onRevalidateError,
    ...(overrides.sharedTier ? { sharedTier: overrides.sharedTier } : {}),
  });
  return { cache, onRevalidateError, advance: (ms: number) => (clock += ms) };
}

/** A shared tier in a Map, as Redis would keep it for every instance. */
function mapTier() {
  const entries = new Map<string, CacheEntry>();
  const tier: SharedCacheTier = {
    get: vi.fn(async (key: string) => entries.get(key)),
    set: vi.fn(async (key: string, entry: CacheEntry) => {
      entries.set(key, entry);
    }),
  };
  return { tier, entries };
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

  it('answers a read that awaits the refresh of a stale entry with the new value, joining a refresh already running', async () => {
    const { cache, advance } = setup();
    await cache.read('k', async () => 'old');
    advance(1500);
    const { load, release } = deferredLoader<string>();
    expect(await cache.read('k', load)).toBe('old');
    const awaiting = cache.read('k', load, { awaitRefresh: true });
    release('new');
    expect(await awaiting).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a read that awaits a failed refresh with the stale value, and reports the failure once', async () => {
    const { cache, advance, onRevalidateError } = setup();
    await cache.read('k', async () => 'old');
    advance(1500);
    expect(await cache.read('k', async () => Promise.reject(new Error('upstream down')), { awaitRefresh: true })).toBe('old');
    expect(onRevalidateError).toHaveBeenCalledTimes(1);
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

describe('createSwrCache with a shared tier', () => {
  it("serves another instance's fresh copy without loading, and keeps it", async () => {
    const { tier, entries } = mapTier();
    entries.set('GET menus', { value: 'from another instance', freshUntil: 1000, staleUntil: 6000 });
    const { cache } = setup({ sharedTier: tier });
    const load = vi.fn(async () => 'from the upstream');
    expect(await cache.read('GET menus', load)).toBe('from another instance');
    expect(await cache.read('GET menus', load)).toBe('from another instance');
    expect(load).not.toHaveBeenCalled();
    expect(tier.get).toHaveBeenCalledTimes(1);
  });

  it('gives every value it loads to the tier, with its fresh and stale times', async () => {
    const { tier, entries } = mapTier();
    const { cache, advance } = setup({ sharedTier: tier });
    advance(100);
    await cache.read('GET menus', async () => 'menus');
    expect(entries.get('GET menus')).toEqual({ value: 'menus', freshUntil: 1100, staleUntil: 6100 });
  });

  it("loads when the tier's copy is stale, and serves that copy if the upstream fails", async () => {
    const { tier, entries } = mapTier();
    entries.set('GET menus', { value: 'old menus', freshUntil: 1000, staleUntil: 6000 });
    const { cache, advance } = setup({ sharedTier: tier });
    advance(2000);
    const load = vi.fn(async () => {
      throw new Error('upstream down');
    });
    expect(await cache.read('GET menus', load)).toBe('old menus');
    expect(load).toHaveBeenCalledTimes(1);

    advance(5000);
    await expect(cache.read('GET menus', load)).rejects.toThrow('upstream down');
  });

  it('loads as usual when the tier has nothing (or is away, which it reports as nothing)', async () => {
    const { tier } = mapTier();
    const { cache } = setup({ sharedTier: tier });
    expect(await cache.read('GET menus', async () => 'menus')).toBe('menus');
    expect(tier.set).toHaveBeenCalledTimes(1);
  });
});
