import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShopHarness } from '@bff/session/test-harness';
import { createLogger } from '../lib/logger';
import { RATE_LIMITS } from './rate-limits';
import { createShopListener } from './front-door';
import { READY_ANSWER_MARK } from './ready-answer';
import type { HomeData } from '@bff/view-models';

const PRODUCT = '/api/products/business-cards/standard-business-cards';

/** Headers as a shopper gets them, without the one that is new on every answer. */
function lastingHeaders(response: Response): Record<string, string> {
  const headers = Object.fromEntries(response.headers);
  delete headers['x-request-id'];
  delete headers.date;
  delete headers['keep-alive'];
  delete headers['transfer-encoding'];
  delete headers['content-length'];
  delete headers.connection;
  return headers;
}

function useServedShop(settings: Record<string, string> = {}) {
  const shop = useShopHarness(settings);
  const served = { origin: '', appCalls: [] as string[], server: undefined as Server | undefined };
  beforeEach(async () => {
    served.appCalls = [];
    const app = {
      fetch: (request: Request, env: HttpBindings | Http2Bindings) => {
        served.appCalls.push(new URL(request.url).pathname);
        return shop.bff.app.fetch(request, env);
      },
    };
    served.server = createServer(createShopListener({ app, answers: shop.bff.answers, log: createLogger('silent') }));
    await new Promise<void>((resolve) => served.server?.listen(0, '127.0.0.1', resolve));
    served.origin = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => served.server?.close(() => resolve())));
  return { shop, served };
}

describe('the front door', () => {
  const { shop, served } = useServedShop();

  it('answers a repeated anonymous read itself, with the bytes and headers the app gave and no upstream call', async () => {
    const first = await fetch(`${served.origin}${PRODUCT}`);
    const firstBody = await first.text();
    const upstreamCalls = shop.upstream.requests.length;

    const second = await fetch(`${served.origin}${PRODUCT}`);
    expect(await second.text()).toBe(firstBody);
    expect(lastingHeaders(second)).toEqual(lastingHeaders(first));
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    // An account with a discount gets other prices at the product's address.
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(served.appCalls).toEqual([PRODUCT]);
    // Sent whole with its length, as a bare server sends a buffer, not framed as chunked.
    const plain = await fetch(`${served.origin}${PRODUCT}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(await plain.text())));
    expect(plain.headers.get('transfer-encoding')).toBeNull();
    expect(served.appCalls).toEqual([PRODUCT]);
    expect(shop.upstream.requests.length).toBe(upstreamCalls);
  });

  it('never lets the mark that names the cache key leave the server', async () => {
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${served.origin}/api/bootstrap`)).headers.has(READY_ANSWER_MARK)).toBe(false);
  });

  it('answers a matching If-None-Match with an empty 304 and gzip to a client that takes it', async () => {
    const first = await fetch(`${served.origin}/api/home`, { headers: { 'accept-encoding': 'identity' } });
    const plain = await first.text();
    const etag = first.headers.get('etag') ?? '';

    const unchanged = await fetch(`${served.origin}/api/home`, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    // fetch unzips what it is sent: the same text back proves the gzip bytes hold the same answer.
    const gzipped = await fetch(`${served.origin}/api/home`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(plain);
    expect(served.appCalls).toEqual(['/api/home']);
  });

  it("leaves to the app a request with one of the shop's cookies, a query string or another method", async () => {
    await fetch(`${served.origin}/api/bootstrap`);
    await fetch(`${served.origin}/api/bootstrap`, { headers: { cookie: 'theme=dark; session=sealed-value' } });
    await fetch(`${served.origin}/api/bootstrap?x=1`);
    await fetch(`${served.origin}/api/bootstrap`, { method: 'HEAD' });
    expect(served.appCalls).toEqual(['/api/bootstrap', '/api/bootstrap', '/api/bootstrap', '/api/bootstrap']);
    // Other sites' cookies change nothing the shop answers.
    expect((await fetch(`${served.origin}/api/bootstrap`, { headers: { cookie: '_ga=GA1.1.1; theme=dark' } })).status).toBe(200);
    expect(served.appCalls).toHaveLength(4);
  });

  it('leaves to the app what it did not answer from ready bytes: errors, account answers, pages', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await fetch(`${served.origin}/api/pages/no-such-page`)).status).toBe(404);
      await fetch(`${served.origin}/api/session`);
    }
    expect(served.appCalls).toEqual(['/api/pages/no-such-page', '/api/session', '/api/pages/no-such-page', '/api/session']);
  });

  it("learns a path in the shop's own spelling alone: another spelling of it is the app's to answer each time", async () => {
    const respelled = PRODUCT.replace('standard', 'st%61nd%61rd');
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${served.origin}${respelled}`)).status).toBe(200);
    expect(served.appCalls).toEqual([respelled, respelled]);
  });

  it('answers /healthz itself once the app has, with the same headers', async () => {
    const identity = { headers: { 'accept-encoding': 'identity' } };
    const first = await fetch(`${served.origin}/healthz`, identity);
    const second = await fetch(`${served.origin}/healthz`, identity);
    expect(await second.json()).toEqual(await first.json());
    expect(lastingHeaders(second)).toEqual(lastingHeaders(first));
    expect(served.appCalls).toEqual(['/healthz']);
  });
});

describe('the front door, counting clients', () => {
  const { served } = useServedShop({ RATE_LIMIT_SCALE: '1' });

  /** A search's status, sent from the given loopback address as its own client. */
  const searchFrom = (localAddress: string) =>
    new Promise<number>((resolve, reject) => {
      const sent = httpRequest(`${served.origin}/api/search?text=cards`, { localAddress, agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sent.on('error', reject).end();
    });

  it('counts each client by its own address: one client past its limit leaves the next one served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.search.limit; i += 1) statuses.push(await searchFrom('127.0.0.2'));
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await searchFrom('127.0.0.3')).toBe(200);
  });
});

describe('the front door, once an answer is no longer fresh', () => {
  // The clock the caches read stands still until the test moves it: however slow the machine, the
  // answer is fresh until then and stale after.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());
  const { served } = useServedShop({ CACHE_TTL_SECONDS: '1' });

  it('sends the request to the app, which refreshes it', async () => {
    await fetch(`${served.origin}/api/bootstrap`);
    await fetch(`${served.origin}/api/bootstrap`);
    expect(served.appCalls).toEqual(['/api/bootstrap']);
    vi.setSystemTime(Date.now() + 1_100);
    await fetch(`${served.origin}/api/bootstrap`);
    expect(served.appCalls).toEqual(['/api/bootstrap', '/api/bootstrap']);
  });
});

describe('the front door, at the cut-off', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T15:59:50Z')); // a Tuesday, 15:59:50 in London
  });
  afterEach(() => vi.useRealTimers());
  const { served } = useServedShop();

  it("answers the home page's earliest delivery until 16:00, then the app answers the next day's", async () => {
    const earliest = async () => {
      const response = await fetch(`${served.origin}/api/home`);
      // Kept by no browser or CDN past the cut-off: they ask again each time.
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      return ((await response.json()) as HomeData).minDelivery;
    };
    const before = await earliest();
    expect(await earliest()).toEqual(before);
    expect(served.appCalls).toEqual(['/api/home']);

    vi.setSystemTime(new Date('2026-12-01T16:00:01Z'));
    const after = await earliest();
    expect(served.appCalls).toEqual(['/api/home', '/api/home']);
    expect(after).not.toEqual(before);
    expect(after).toEqual({ day: 'Wednesday', date: '2', suffix: 'nd', month: 'December' });

    // The next day's answer is learnt in turn: the front door answers it, not the app each time.
    expect(await earliest()).toEqual(after);
    expect(await earliest()).toEqual(after);
    expect(served.appCalls).toEqual(['/api/home', '/api/home']);
  });
});
