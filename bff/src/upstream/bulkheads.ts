import { Agent } from 'undici';
import type { Env } from '../env';
import type { HttpMethod } from './contract-types';
import { createPooledFetch } from './pooled-fetch';

/**
 * Kinds of upstream traffic, each with its own pool of keep-alive connections: when one kind piles
 * up (70 hanging searches, slow uploads on slow lines), it waits for its own connections only, and
 * prices, quotes and logins keep theirs.
 */
export type TrafficClass = 'read' | 'write' | 'search' | 'upload' | 'media';

// Free-text searches: any visitor can make them many and slow.
const SEARCH_PATHS: ReadonlySet<string> = new Set(['variations/search', 'variations/search-title']);

/** The pool of a JSON call (uploads and images choose theirs where they are made). */
export function trafficClassOf(method: HttpMethod, template: string): TrafficClass {
  if (method !== 'get') return 'write';
  return SEARCH_PATHS.has(template) ? 'search' : 'read';
}

export type PoolSizes = Pick<
  Env,
  | 'UPSTREAM_CONNECTIONS'
  | 'UPSTREAM_WRITE_CONNECTIONS'
  | 'UPSTREAM_SEARCH_CONNECTIONS'
  | 'UPSTREAM_UPLOAD_CONNECTIONS'
  | 'UPSTREAM_MEDIA_CONNECTIONS'
>;

/** One undici Agent per traffic class, each with a `fetch` sending through it. */
export function createUpstreamPools(sizes: PoolSizes) {
  const connections: Record<TrafficClass, number> = {
    read: sizes.UPSTREAM_CONNECTIONS,
    write: sizes.UPSTREAM_WRITE_CONNECTIONS,
    search: sizes.UPSTREAM_SEARCH_CONNECTIONS,
    upload: sizes.UPSTREAM_UPLOAD_CONNECTIONS,
    media: sizes.UPSTREAM_MEDIA_CONNECTIONS,
  };
  const pools = new Map(
    (Object.keys(connections) as TrafficClass[]).map((traffic) => {
      const agent = new Agent({ connections: connections[traffic], keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });
      return [traffic, { agent, fetch: createPooledFetch(agent) }] as const;
    }),
  );
  return {
    fetchFor: (traffic: TrafficClass): typeof fetch => pools.get(traffic)!.fetch,
    close: async () => {
      await Promise.all([...pools.values()].map(({ agent }) => agent.close()));
    },
  };
}

export type UpstreamPools = ReturnType<typeof createUpstreamPools>;
