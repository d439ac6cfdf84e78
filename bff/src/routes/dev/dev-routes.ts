import { Hono, type Context } from 'hono';
import type { Env } from '@bff/env';
import type { AppEnv } from '@bff/http/app-env';
import { apiError } from '@bff/http/errors';

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
 * `/api/__dev`: the mock upstream's development routes, passed through so e2e tests can see what the
 * mock did while it runs in-process on a port only the BFF knows: its outbox (the links it would
 * have emailed, to follow verification and reset links) and the orders placed for an email (to
 * check that a double-clicked Place order made one order). Not contract routes: a real upstream
 * answers 404 here.
 */
export function createDevRoutes(options: DevRoutesOptions) {
  const passThrough = (name: 'outbox' | 'orders') => async (c: Context<AppEnv>) => {
    const email = c.req.query('email');
    if (!email) return apiError(c, 400, 'bad_request', 'Query parameter email is required.');
    const url = new URL(`/__dev/${name}`, options.upstreamOrigin);
    url.searchParams.set('email', email);
    let upstream: Response;
    try {
      upstream = await options.fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    } catch {
      return apiError(c, 502, 'upstream_unavailable', `The upstream ${name} did not answer.`);
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      return apiError(c, 404, 'not_found', `The upstream has no ${name} (only the mock upstream keeps one).`);
    }
    c.header('Cache-Control', 'no-store');
    return c.json((await upstream.json()) as Record<string, unknown>);
  };
  return new Hono<AppEnv>().get('/outbox', passThrough('outbox')).get('/orders', passThrough('orders'));
}
