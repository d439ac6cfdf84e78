import { Agent } from 'undici';
import type { Env, UpstreamTarget } from '../env';
import { createSwrCache } from '../lib/swr-cache';
import { createUpstreamClient } from './client';
import { createPooledFetch } from './pooled-fetch';

/** Everything that talks to the upstream, built once per process: one connection pool, one cache. */
export function createUpstream(config: Env, target: UpstreamTarget) {
  const agent = new Agent({
    connections: config.UPSTREAM_CONNECTIONS,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
  });
  const fetch = createPooledFetch(agent);
  const cacheOptions = {
    ttlMs: config.CACHE_TTL_SECONDS * 1000,
    staleMs: config.CACHE_STALE_SECONDS * 1000,
    maxEntries: config.CACHE_MAX_ENTRIES,
    onRevalidateError: (key: string, error: unknown) =>
      console.warn(`cache: refresh of ${key.split('?')[0]} failed, serving the stale copy:`, (error as Error).message),
  };
  const MB = 1024 * 1024;
  const cache = createSwrCache({ ...cacheOptions, maxBytes: config.CACHE_MAX_MB * MB });
  const searchCache = createSwrCache({ ...cacheOptions, maxBytes: config.SEARCH_CACHE_MAX_MB * MB });
  const upstream = createUpstreamClient({
    baseUrl: target.apiUrl,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    retries: config.UPSTREAM_RETRIES,
    fetch,
    cache,
    searchCache,
    // Refusals (404, 422, 401…) are part of normal shopping; only an upstream in trouble is worth a line.
    onFailure: ({ method, path, status, code }) => {
      if (code.startsWith('upstream_')) console.warn(`upstream ${method} ${path} failed: ${code}${status ? ` (${status})` : ''}`);
    },
  });
  return { upstream, fetch, mediaUrl: target.mediaUrl, close: () => agent.close() };
}
