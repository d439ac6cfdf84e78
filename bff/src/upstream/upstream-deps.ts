import type { Env, UpstreamTarget } from '../env';
import type { Logger } from '../lib/logger';
import { createSwrCache, type SharedCacheTier } from '../lib/swr-cache';
import { createBreakers, isTurnedAway } from './breakers';
import { createUpstreamPools } from './bulkheads';
import { createUpstreamClient } from './client';
import { UpstreamError } from './upstream-error';

/**
 * Everything that talks to the upstream, built once per process: one pool per traffic class, one
 * breaker per route, and the caches. The catalogue cache shares `cacheTier` (Redis) with every other
 * instance; search-like reads stay in each instance's own, where a flood of distinct terms costs
 * only that instance.
 */
export function createUpstream(config: Env, target: UpstreamTarget, log: Logger, cacheTier?: SharedCacheTier) {
  const pools = createUpstreamPools(config);
  const cacheOptions = {
    ttlMs: config.CACHE_TTL_SECONDS * 1000,
    staleMs: config.CACHE_STALE_SECONDS * 1000,
    maxEntries: config.CACHE_MAX_ENTRIES,
    // A refresh an open circuit turned away is not news: the circuit's opening was logged.
    onRevalidateError: (key: string, error: unknown) => {
      if (error instanceof UpstreamError && isTurnedAway(error)) return;
      log.warn({ path: key.split('?')[0], reason: (error as Error).message }, 'cache refresh failed: serving the stale copy');
    },
  };
  const MB = 1024 * 1024;
  const cache = createSwrCache({ ...cacheOptions, maxBytes: config.CACHE_MAX_MB * MB, sharedTier: cacheTier });
  const searchCache = createSwrCache({ ...cacheOptions, maxBytes: config.SEARCH_CACHE_MAX_MB * MB });
  const breakers = createBreakers({
    failures: config.UPSTREAM_BREAKER_FAILURES,
    halfOpenAfterMs: config.UPSTREAM_BREAKER_HALF_OPEN_MS,
    onStateChange: (route, state) => log.warn({ route, state }, 'upstream circuit changed'),
  });
  const upstream = createUpstreamClient({
    baseUrl: target.apiUrl,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    retries: config.UPSTREAM_RETRIES,
    fetchFor: pools.fetchFor,
    breakers,
    maxAnswerBytes: config.UPSTREAM_MAX_BYTES,
    cache,
    searchCache,
    // Refusals (404, 422, 401…) are part of normal shopping; only an upstream in trouble is worth a line.
    onFailure: ({ method, path, status, code, reason }) => {
      if (code.startsWith('upstream_')) log.warn({ method, path, code, status, reason }, 'upstream call failed');
    },
    onDroppedItem: ({ path, pointer, errors }) =>
      log.warn({ path, item: pointer, error: errors.join('; ') }, 'upstream list entry breaks the contract: left out, the rest served'),
  });
  // Images stream through their own pool (`fetch`), never held in memory, so no answer cap applies to them.
  return { upstream, fetch: pools.fetchFor('media'), mediaUrl: target.mediaUrl, close: pools.close };
}
