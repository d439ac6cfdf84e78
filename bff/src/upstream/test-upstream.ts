// For tests only: the mock upstream's own server (real loopback HTTP, as `npm start` runs it) with a
// test's handlers, overrides and a log of what reached it. msw/node could not intercept the BFF's
// upstream calls: they go through a pooled undici Agent, not http.request or global fetch.
import { HttpResponse, getResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import type { DestinationStream } from 'pino';
import { API_PREFIX } from '@mocks/base';
import { handlers } from '@mocks/handlers';
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
 * Answers a GET as the mock upstream does, with its JSON body changed by `change` first: for upstream
 * data the mock never sends. `path` is under the API, in msw's syntax (e.g. `cat_subcat_product/1`).
 */
// The body is whatever the mock sent; each test reaches into the part it changes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function alteredAnswer(path: string, change: (body: any) => void): RequestHandler {
  return http.get(`*${API_PREFIX}/${path}`, async ({ request }) => {
    const answer = await getResponse(handlers, request);
    if (!answer) throw new Error(`The mock upstream does not answer GET ${path}`);
    const body = (await answer.json()) as JsonBodyType;
    change(body);
    return HttpResponse.json(body, { status: answer.status });
  });
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
