import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env, TrustProxy } from '@bff/env';
import { memoizeLast } from '@bff/lib/memoize-last';

/** IPv4-mapped IPv6 is the IPv4 address it carries. */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

function blockListOf(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const family = familyOf(address);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Where a proxy counted by hops may connect from: loopback, link-local and private networks. A peer
 * outside them reached the BFF directly, so what it wrote in X-Forwarded-For is only its own claim.
 */
const PRIVATE_NETWORKS = blockListOf([
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
]);

const listedProxies = memoizeLast((proxies: readonly string[]) => blockListOf(proxies));

function isListed(list: BlockList, address: string): boolean {
  return isIP(address) !== 0 && list.check(address, familyOf(address));
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? unmapped(address) : undefined;
  } catch {
    // Not served by @hono/node-server (e.g. app.request() in tests): no socket to read.
    return undefined;
  }
}

function forwardedFor(c: Context): string[] {
  const header = c.req.header('x-forwarded-for') ?? '';
  return header
    .split(',')
    .map((entry) => unmapped(entry.trim()))
    .filter((entry) => entry !== '');
}

/**
 * The hops a request came through, the client's first and the TCP peer last, and how many of them
 * from the right are trusted proxies.
 */
function trustedHops(trust: TrustProxy, chain: readonly string[]): number {
  const peer = chain.at(-1);
  if (peer === undefined) return 0;
  if ('hops' in trust) return isListed(PRIVATE_NETWORKS, peer) ? Math.min(trust.hops, chain.length - 1) : 0;
  const proxies = listedProxies(trust.proxies);
  let trusted = 0;
  while (trusted < chain.length - 1 && isListed(proxies, chain[chain.length - 1 - trusted] ?? '')) trusted += 1;
  return trusted;
}

function chainOf(c: Context): string[] {
  const peer = socketAddress(c);
  return peer === undefined ? [] : [...forwardedFor(c), peer];
}

/** Whether the TCP peer is one of the proxies TRUST_PROXY names (so its X-Forwarded-* headers count). */
export function behindTrustedProxy(c: Context): boolean {
  return trustedHops((c.get('config') as Env).TRUST_PROXY, chainOf(c)) > 0;
}

/** IPv6 addresses count per /64, which one client can rotate within. */
function normaliseAddress(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The chain and where the client is in it: the right-most entry of X-Forwarded-For + TCP peer that is
 * not a trusted proxy. Entries further left are whatever the client claimed.
 */
function clientEntry(c: Context): { chain: string[]; at: number } {
  const chain = chainOf(c);
  return { chain, at: chain.length - 1 - trustedHops((c.get('config') as Env).TRUST_PROXY, chain) };
}

/**
 * The client's address as limits count it (IPv6 per /64); an entry that is not an address falls back
 * to the proxy that wrote it, and a request with no socket is `unknown`.
 */
export function clientAddress(c: Context): string {
  const { chain, at } = clientEntry(c);
  const client = chain[at];
  if (client === undefined) return 'unknown';
  return normaliseAddress(isIP(client) !== 0 ? client : (chain[at + 1] ?? 'unknown'));
}

/**
 * The client's own address, whole, for the X-Forwarded-For of the upstream calls made for them; none
 * when the BFF has no address of theirs (no socket, or a trusted proxy that wrote something else).
 */
export function forwardableClientAddress(c: Context): string | undefined {
  const { chain, at } = clientEntry(c);
  const client = chain[at];
  return client !== undefined && isIP(client) !== 0 ? client : undefined;
}
