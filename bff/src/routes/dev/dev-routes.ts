import { Hono } from 'hono';
import type { Env } from '../../env';
import type { AppEnv } from '../../http/app-env';
import { apiError } from '../../http/errors';

export interface DevRoutesOptions {
  /** Origin of the upstream; the mock answers its development routes there, beside /api/v1. */
  upstreamOrigin: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** Development routes exist only with DEV_ROUTES=1, and never in production whatever the flag says. */
export function devRoutesEnabled(config: Pick<Env, 'DEV_ROUTES' | 'NODE_ENV'>): boolean {
  return config.DEV_ROUTES && config.NODE_ENV !== 'production';
}

/**
 * `/api/__dev`: the mock upstream's outbox (the links it would have emailed), passed through so e2e
 * tests can follow verification and reset links while the mock runs in-process on a port only the
 * BFF knows. Not a contract route: a real upstream answers 404 here.
 */
export function createDevRoutes(options: DevRoutesOptions) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    const email = c.req.query('email');
    if (!email) return apiError(c, 400, 'bad_request', 'Query parameter email is required.');
    const url = new URL('/__dev/outbox', options.upstreamOrigin);
    url.searchParams.set('email', email);
    let upstream: Response;
    try {
      upstream = await options.fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    } catch {
      return apiError(c, 502, 'upstream_unavailable', 'The upstream outbox did not answer.');
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      return apiError(c, 404, 'not_found', 'The upstream has no outbox (only the mock upstream keeps one).');
    }
    c.header('Cache-Control', 'no-store');
    return c.json((await upstream.json()) as Record<string, unknown>);
  });
}
