// An in-memory read-through cache for upstream reads. Upstream calls cost far more than anything else
// the BFF does, so: fresh entries are served as they are, stale ones are served at once while one
// background call refreshes them, and concurrent misses for one key share a single upstream call.
// Failures are never stored: the next request tries again. Entries are bounded in count and in bytes
// (their JSON size), the least recently used going first. With a shared tier (Redis, for several
// instances), a miss here asks the tier before the upstream, a value loaded here is given to it, and
// when the upstream fails a stale copy from the tier is served as this process's own would be.
import { LRUCache } from 'lru-cache';

export interface SwrCacheOptions {
  /** How long an entry is served without asking the upstream. */
  ttlMs: number;
  /** How long after that an entry may still be served while it is refreshed in the background. */
  staleMs: number;
  /** Least recently used entries are dropped beyond this count. */
  maxEntries: number;
  /** ...and beyond this many bytes in all; a single value larger than this is never stored. */
  maxBytes: number;
  /** A value's size in bytes: its JSON length unless told otherwise. */
  sizeOf?: (value: unknown) => number;
  now?: () => number;
  /** Told when a background refresh fails (the stale entry keeps being served until it expires). */
  onRevalidateError?: (key: string, error: unknown) => void;
  /** Entries every instance shares; asked on a miss, told of every load. */
  sharedTier?: SharedCacheTier;
}

/** A cache entry with its absolute times (ms since the epoch), as kept here and in a shared tier. */
export interface CacheEntry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
}

/**
 * A cache every instance reads and writes. It may be slow or away: `get` then answers undefined
 * (a miss) within its own short limit, and `set` never throws.
 */
export interface SharedCacheTier {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): Promise<void>;
}

export interface CacheReadOptions {
  /** Overrides the cache's TTL for this key (e.g. longer for data that rarely changes). */
  ttlMs?: number;
  /**
   * A stale entry is refreshed before this read answers (with the stale value still, if the refresh
   * fails): for a caller that bounds how many loads it has in flight at once, whose refreshes would
   * otherwise all run together behind its back.
   */
  awaitRefresh?: boolean;
}

export interface SwrCache {
  read<T>(key: string, load: () => Promise<T>, options?: CacheReadOptions): Promise<T>;
  /** This process's copy while it is fresh, without loading or refreshing anything. */
  peek<T>(key: string): T | undefined;
  readonly size: number;
  /** Bytes of JSON held. */
  readonly bytes: number;
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

export function createSwrCache(options: SwrCacheOptions): SwrCache {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, CacheEntry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, (options.sizeOf ?? jsonBytes)(entry.value)),
  });
  const inFlight = new Map<string, Promise<unknown>>();

  const shared = options.sharedTier;

  function store(key: string, value: unknown, ttlMs: number) {
    if (ttlMs <= 0 && options.staleMs <= 0) return;
    const at = now();
    const entry = { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + options.staleMs };
    entries.set(key, entry);
    void shared?.set(key, entry);
  }

  /** The shared tier's copy, when it is still fresh (or, `orStale`, still servable). */
  async function fromSharedTier(tier: SharedCacheTier, key: string, orStale: boolean): Promise<CacheEntry | undefined> {
    const entry = await tier.get(key);
    if (!entry || now() >= (orStale ? entry.staleUntil : entry.freshUntil)) return undefined;
    entries.set(key, entry);
    return entry;
  }

  // Without a shared tier the loader starts at once, in the same tick as the read.
  async function loadThroughTiers<T>(key: string, loader: () => Promise<T>, ttlMs: number): Promise<T> {
    if (shared) {
      const sharedCopy = await fromSharedTier(shared, key, false);
      if (sharedCopy) return sharedCopy.value as T;
    }
    try {
      const value = await loader();
      store(key, value, ttlMs);
      return value;
    } catch (error) {
      const staleCopy = shared && (await fromSharedTier(shared, key, true));
      if (staleCopy) return staleCopy.value as T;
      throw error;
    }
  }

  function load<T>(key: string, loader: () => Promise<T>, ttlMs: number): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const call = (async () => {
      try {
        return await loadThroughTiers(key, loader, ttlMs);
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, call);
    return call;
  }

  return {
    read(key, loader, readOptions) {
      const ttlMs = readOptions?.ttlMs ?? options.ttlMs;
      const entry = entries.get(key);
      const at = now();
      if (entry && at < entry.staleUntil) {
        const stale = entry.value as Awaited<ReturnType<typeof loader>>;
        if (at < entry.freshUntil) return Promise.resolve(stale);
        let refresh = inFlight.get(key) as ReturnType<typeof loader> | undefined;
        if (!refresh) {
          refresh = load(key, loader, ttlMs);
          refresh.catch((error: unknown) => options.onRevalidateError?.(key, error));
        }
        return readOptions?.awaitRefresh ? refresh.catch(() => stale) : Promise.resolve(stale);
      }
      if (entry) entries.delete(key);
      return load(key, loader, ttlMs);
    },
    peek<T>(key: string) {
      const entry = entries.get(key);
      return entry && now() < entry.freshUntil ? (entry.value as T) : undefined;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
