import type { Context } from 'hono';
import type { Env } from '../env';

/**
 * The origin the browser used. Behind a TLS-terminating proxy (TRUST_PROXY=1) the request reaches
 * the BFF as plain http, so the proxy's X-Forwarded-Proto / X-Forwarded-Host are believed instead.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
}

/**
 * The shop's public origin for canonical and Open Graph links and the payment return address:
 * PUBLIC_URL when set, else the request's. Any router's context will do (createApp sets `config`).
 */
export function siteOrigin(c: Context): string {
  const { PUBLIC_URL, TRUST_PROXY } = c.get('config') as Env;
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : requestOrigin(c, TRUST_PROXY);
}
