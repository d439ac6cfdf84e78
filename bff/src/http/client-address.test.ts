import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv, type Env } from '@bff/env';
import { behindTrustedProxy, clientAddress } from './client-address';

/** A bare app with TRUST_PROXY as the environment gives it, served as @hono/node-server would (socket in env). */
function appWith(trustProxy: string) {
  const { TRUST_PROXY } = parseEnv({ NODE_ENV: 'test', TRUST_PROXY: trustProxy });
  return new Hono<{ Variables: { config: Pick<Env, 'TRUST_PROXY'> } }>()
    .use(async (c, next) => {
      c.set('config', { TRUST_PROXY });
      await next();
    })
    .get('/who', (c) => c.json({ client: clientAddress(c), proxied: behindTrustedProxy(c) }));
}

async function who(trustProxy: string, remoteAddress: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const response = await appWith(trustProxy).request('/who', { headers }, { incoming: { socket: { remoteAddress } } });
  return (await response.json()) as { client: string; proxied: boolean };
}

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await who('0', '203.0.113.7', '198.51.100.1')).toEqual({ client: '203.0.113.7', proxied: false });
  });

  it("with one hop takes the proxy's entry, not what the client put in front of it", async () => {
    expect(await who('1', '10.0.0.2', '6.6.6.6, 198.51.100.1')).toEqual({ client: '198.51.100.1', proxied: true });
  });

  it('with two hops skips the proxy the first one names', async () => {
    expect(await who('2', '10.0.0.2', '6.6.6.6, 198.51.100.1, 192.0.2.50')).toMatchObject({ client: '198.51.100.1' });
    // Fewer entries than hops: the farthest one known.
    expect(await who('2', '10.0.0.2', '198.51.100.1')).toMatchObject({ client: '198.51.100.1' });
  });

  it('with hops, a peer outside private networks reached the BFF directly: its X-Forwarded-For is ignored', async () => {
    expect(await who('1', '203.0.113.7', '198.51.100.1')).toEqual({ client: '203.0.113.7', proxied: false });
  });

  it('with a list, trusts only the listed proxies, from the right', async () => {
    const list = '10.0.0.0/8, 192.0.2.50';
    expect(await who(list, '10.1.2.3', '6.6.6.6, 198.51.100.1, 192.0.2.50')).toEqual({ client: '198.51.100.1', proxied: true });
    // A direct client is not on the list, whatever it claims.
    expect(await who(list, '203.0.113.7', '198.51.100.1, 10.0.0.9')).toEqual({ client: '203.0.113.7', proxied: false });
  });

  it('falls back to the proxy when the client entry is not an address', async () => {
    expect(await who('1', '10.0.0.2', 'unknown')).toMatchObject({ client: '10.0.0.2' });
  });

  it('reads IPv4-mapped addresses as IPv4 and counts IPv6 per /64', async () => {
    expect(await who('0', '::ffff:192.0.2.10')).toMatchObject({ client: '192.0.2.10' });
    expect(await who('0', '2001:db8:0:12:aaaa::1')).toMatchObject({ client: '2001:db8:0:12::/64' });
    expect(await who('0', '2001:db8::12')).toMatchObject({ client: '2001:db8:0:0::/64' });
  });
});

describe('TRUST_PROXY', () => {
  it('is a count of hops or a list of addresses and ranges, nothing that believes any header', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toEqual({ hops: 0 });
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8,::1' }).TRUST_PROXY).toEqual({ proxies: ['10.0.0.0/8', '::1'] });
    for (const bad of ['true', 'any', '10.0.0.0/33', '99', '10.0.0.1/8/2']) {
      expect(() => parseEnv({ NODE_ENV: 'test', TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
    }
  });
});
