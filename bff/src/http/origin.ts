import type { Context } from 'hono';
import type { Env } from '../env';
import { behindTrustedProxy } from './client-address';

/**
 * The origin the browser used. Behind a TLS-terminating proxy that TRUST_PROXY names, the request
 * reaches the BFF as plain http, so the proxy's X-Forwarded-Proto / X-Forwarded-Host are believed instead.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  if (!behindTrustedProxy(c)) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
}

/**
 * The shop's public origin for canonical and Open Graph links and the payment return address:
 * PUBLIC_URL when set, else the request's. Any router's context will do (createApp sets `config`).
 */
export function siteOrigin(c: Context): string {
  const { PUBLIC_URL } = c.get('config') as Env;
  return PUBLIC_URL ? new URL(PUBLIC_URL).origin : requestOrigin(c);
}
