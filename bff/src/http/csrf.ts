import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { createMiddleware } from 'hono/factory';
import { CSRF_HEADER, SAFE_METHODS } from '../schemas/csrf';
import { apiError } from './errors';
import { requestOrigin, siteOrigin } from './origin';
import type { AppEnv } from './app-env';

/**
 * CSRF defence for every state-changing `/api` call, applied once in createApp so every router
 * inherits it: (1) hono/csrf refuses cross-origin form posts by Origin / Sec-Fetch-Site; (2) any
 * Origin the browser sends must be ours, whatever the content type; (3) the custom header
 * CSRF_HEADER must be present (cross-site pages cannot set it without a preflight we never allow).
 */
export function csrfProtection(): MiddlewareHandler<AppEnv> {
  // Behind a proxy the URL Node sees, the forwarded origin and PUBLIC_URL may all differ; each is ours.
  const allowedOrigins = (c: Context<AppEnv>) =>
    new Set([new URL(c.req.url).origin, requestOrigin(c), siteOrigin(c)]);
  const formGuard = csrf({ origin: (origin, c) => allowedOrigins(c).has(origin) });

  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const crossSite = (origin !== undefined && !allowedOrigins(c).has(origin)) || site === 'cross-site' || site === 'same-site';
    const refused = () => apiError(c, 403, 'csrf_refused', 'This request was refused. Please reload the page and try again.');
    if (crossSite || c.req.header(CSRF_HEADER.name) !== CSRF_HEADER.value) return refused();
    try {
      // Only its verdict is wanted here; it throws a 403 when it refuses.
      await formGuard(c, async () => undefined);
    } catch {
      return refused();
    }
    return next();
  });
}
