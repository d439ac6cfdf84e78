import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Env } from '@bff/env';
import { clientAddress, rateLimit, rateLimitMessage } from './rate-limits';

/** A bare app with the settings the limiter reads, served as @hono/node-server would (socket in env). */
function appWith(trustProxy: boolean, rateLimitScale = 1) {
  return new Hono<{ Variables: { config: Pick<Env, 'TRUST_PROXY' | 'RATE_LIMIT_SCALE'> } }>()
    .use(async (c, next) => {
      c.set('config', { TRUST_PROXY: trustProxy, RATE_LIMIT_SCALE: rateLimitScale });
      await next();
    })
    .get('/who', (c) => c.text(clientAddress(c)))
    .get('/limited', rateLimit({ limit: 1, windowMs: 60_000 }), (c) => c.text('ok'));
}

const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function who(trustProxy: boolean, remoteAddress: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return (await appWith(trustProxy).request('/who', { headers }, fromSocket(remoteAddress))).text();
}

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    expect(await who(false, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it("with TRUST_PROXY takes the proxy's entry, not what the client put in front of it", async () => {
    expect(await who(true, '10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('reads IPv4-mapped addresses as IPv4 and counts IPv6 per /64', async () => {
    expect(await who(false, '::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(await who(false, '2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(await who(false, '2001:db8::12')).toBe('2001:db8:0:0::/64');
  });
});

describe('rateLimit', () => {
  it('counts each client separately and answers 429 in the error shape', async () => {
    const app = appWith(false);
    expect((await app.request('/limited', {}, fromSocket('192.0.2.1'))).status).toBe(200);
    const blocked = await app.request('/limited', {}, fromSocket('192.0.2.1'));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' } });
    expect((await app.request('/limited', {}, fromSocket('192.0.2.2'))).status).toBe(200);
  });

  it('multiplies the limit by RATE_LIMIT_SCALE', async () => {
    const app = appWith(false, 3);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await app.request('/limited', {}, fromSocket('192.0.2.3'))).status).toBe(200);
    }
    expect((await app.request('/limited', {}, fromSocket('192.0.2.3'))).status).toBe(429);
  });

  it('words the wait after the window', () => {
    expect(rateLimitMessage({ limit: 5, windowMs: 15 * 60_000 })).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});
