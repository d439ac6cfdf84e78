// For tests only: the mock upstream's own server (real loopback HTTP, as `npm start` runs it) with a
// test's handlers, overrides and a log of what reached it. msw/node could not intercept the BFF's
// upstream calls: they go through a pooled undici Agent, not http.request or global fetch.
import type { RequestHandler } from 'msw';
import type { DestinationStream } from 'pino';
import { startMockUpstream } from '@mocks/server';
import { createAnswerCache, createApp } from '../app';
import { parseEnv, upstreamTarget } from '../env';
import { createLogger } from '../lib/logger';
import { CSRF_HEADER } from '../schemas/csrf';
import { createSharedState } from '../shared-state/shared-state';
import { createUpstream } from './upstream-deps';

export interface TestUpstream {
  /** e.g. http://127.0.0.1:39123/api/v1 */
  url: string;
  /** `GET /api/v1/menus?x=1` for every request that reached the upstream, in order. */
  requests: string[];
  /** The headers of each of those requests, in the same order. */
  requestHeaders: Headers[];
  /** Prepends handlers for the rest of the test (like msw's `server.use`). */
  use(...overrides: RequestHandler[]): void;
  /** Drops overrides and the request log (call in `afterEach`). */
  reset(): void;
  close(): Promise<void>;
}

export async function startTestUpstream(handlers: readonly RequestHandler[]): Promise<TestUpstream> {
  let overrides: RequestHandler[] = [];
  const requests: string[] = [];
  const requestHeaders: Headers[] = [];
  const upstream = await startMockUpstream({
    handlers: () => [...overrides, ...handlers],
    onRequest: (request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      requestHeaders.push(request.headers);
    },
  });
  return {
    url: upstream.url,
    requests,
    requestHeaders,
    use: (...more) => {
      overrides = [...more, ...overrides];
    },
    reset: () => {
      overrides = [];
      requests.length = 0;
      requestHeaders.length = 0;
    },
    close: upstream.close,
  };
}

/**
 * The whole BFF against a test upstream, with test settings (overridable: e.g. WEB_DIST, UPSTREAM_RETRIES,
 * REDIS_URL). Each has its own in-process shared state unless REDIS_URL is given.
 */
export function createTestApp(upstreamUrl: string, settings: Record<string, string> = {}, logTo?: DestinationStream) {
  const config = parseEnv({ NODE_ENV: 'test', UPSTREAM_URL: upstreamUrl, LOG_LEVEL: 'silent', UPSTREAM_RETRIES: '0', UPSTREAM_TIMEOUT_MS: '2000', ...settings });
  const log = createLogger(logTo ? 'info' : config.LOG_LEVEL, logTo);
  const shared = createSharedState(config, log);
  const upstream = createUpstream(config, upstreamTarget(config, upstreamUrl), log, shared.cacheTier);
  const answers = createAnswerCache(config);
  return {
    app: createApp({ config, log, shared, answers, ...upstream }),
    answers,
    upstream,
    shared,
    close: async () => {
      await upstream.close();
      await shared.close();
    },
  };
}

/** Headers of a same-origin call from the shop's own scripts (app.request's origin is http://localhost). */
export const SAME_ORIGIN = { origin: 'http://localhost', [CSRF_HEADER.name]: CSRF_HEADER.value };
