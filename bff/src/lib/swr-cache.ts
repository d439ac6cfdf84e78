// An in-memory read-through cache for upstream reads. Upstream calls cost far more than anything else
// the BFF does, so: fresh entries are served as they are, stale ones are served at once while one
// background call refreshes them, and concurrent misses for one key share a single upstream call.
// Failures are never stored: the next request tries again. Entries are bounded in count and in bytes
// (their JSON size), the least recently used going first.
import { LRUCache } from 'lru-cache';

export interface SwrCacheOptions {
  /** How long an entry is served without asking the upstream. */
  ttlMs: number;
  /** How long after that an entry may still be served while it is refreshed in the background. */
  staleMs: number;
  /** Least recently used entries are dropped beyond this count. */
  maxEntries: number;
  /** ...and beyond this many bytes of JSON in all; a single value larger than this is never stored. */
  maxBytes: number;
  now?: () => number;
  /** Told when a background refresh fails (the stale entry keeps being served until it expires). */
  onRevalidateError?: (key: string, error: unknown) => void;
}

export interface CacheReadOptions {
  /** Overrides the cache's TTL for this key (e.g. longer for data that rarely changes). */
  ttlMs?: number;
}

interface Entry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
}

export interface SwrCache {
  read<T>(key: string, load: () => Promise<T>, options?: CacheReadOptions): Promise<T>;
  readonly size: number;
  /** Bytes of JSON held. */
  readonly bytes: number;
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

export function createSwrCache(options: SwrCacheOptions): SwrCache {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, jsonBytes(entry.value)),
  });
  const inFlight = new Map<string, Promise<unknown>>();

  function store(key: string, value: unknown, ttlMs: number) {
    const at = now();
    entries.set(key, { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + options.staleMs });
  }

  function load<T>(key: string, loader: () => Promise<T>, ttlMs: number): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const call = (async () => {
      try {
        const value = await loader();
        if (ttlMs > 0 || options.staleMs > 0) store(key, value, ttlMs);
        return value;
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
        if (at >= entry.freshUntil && !inFlight.has(key)) {
          load(key, loader, ttlMs).catch((error: unknown) => options.onRevalidateError?.(key, error));
        }
        return Promise.resolve(entry.value as Awaited<ReturnType<typeof loader>>);
      }
      if (entry) entries.delete(key);
      return load(key, loader, ttlMs);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
