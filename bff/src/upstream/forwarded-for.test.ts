// The whole BFF against a real loopback upstream: which upstream calls say whose they are (X-Forwarded-For).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '@mocks/handlers';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { resetStore } from '@mocks/store';
import { createTestBrowser } from '@bff/session/test-browser';
import { createSourceWebDist } from '@bff/static/source-web-app';
import { createTestApp, startTestUpstream, type TestUpstream } from './test-upstream';

let upstream: TestUpstream;
let web: Awaited<ReturnType<typeof createSourceWebDist>>;
const apps: ReturnType<typeof createTestApp>[] = [];

beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
  web = await createSourceWebDist();
});
beforeEach(() => resetStore());
afterEach(async () => {
  vi.useRealTimers();
  upstream.reset();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await upstream.close();
  await web.remove();
});
vi.setConfig({ testTimeout: 30_000 });

function shop(settings: Record<string, string> = {}) {
  const app = createTestApp(upstream.url, { WEB_DIST: web.webDist, RATE_LIMIT_SCALE: '1000', ...settings });
  apps.push(app);
  return app.app;
}

/** The X-Forwarded-For of each upstream request since the last look, by `METHOD /path`, and forgets them. */
function forwardedSince(): Record<string, string | null> {
  const seen = Object.fromEntries(upstream.requests.map((line, at) => [line.split('?')[0], upstream.requestHeaders[at]?.get('x-forwarded-for') ?? null]));
  upstream.reset();
  return seen;
}

/** The upstream requests since the last look that named a client, and forgets them all; throws if none came. */
function namingAClientSince(): string[] {
  expect(upstream.requests.length).toBeGreaterThan(0);
  const naming = upstream.requests.filter((_, at) => upstream.requestHeaders[at]?.has('x-forwarded-for'));
  upstream.reset();
  return naming;
}

describe("upstream calls made for a shopper carry the shopper's address, as the BFF established it", () => {
  it('a client that reached the BFF directly: its socket address, never what it wrote in X-Forwarded-For', async () => {
    const browser = createTestBrowser(shop());
    await browser.request('/api/session', {
      method: 'POST',
      json: { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, remember: false },
      headers: { 'x-forwarded-for': '6.6.6.6' },
      from: '198.51.100.23',
    });
    expect(forwardedSince()).toMatchObject({ 'POST /api/v1/auth/login': '198.51.100.23', 'GET /api/v1/auth/user': '198.51.100.23' });

    expect((await browser.request('/api/account/orders', { from: '::ffff:198.51.100.23' })).status).toBe(200);
    expect(forwardedSince()).toMatchObject({ 'GET /api/v1/orders': '198.51.100.23' });
  });

  it('behind a trusted proxy: the client the proxy named, alone (entries further left are what the client claimed)', async () => {
    const browser = createTestBrowser(shop({ TRUST_PROXY: '1' }));
    const response = await browser.request('/api/session', {
      method: 'POST',
      json: { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, remember: false },
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.1' },
      from: '10.0.0.2',
    });
    expect(response.status).toBe(200);
    expect(forwardedSince()).toMatchObject({ 'POST /api/v1/auth/login': '198.51.100.1' });

    // An IPv6 client is named whole (rate limits count it per /64; the upstream decides for itself).
    await browser.request('/api/account/orders', { headers: { 'x-forwarded-for': '2001:db8:0:12:aaaa::1' }, from: '10.0.0.2' });
    expect(forwardedSince()).toMatchObject({ 'GET /api/v1/orders': '2001:db8:0:12:aaaa::1' });
  });

  it("a page rendered on the server from the shopper's own answers: its in-process reads are theirs too", async () => {
    // Time for vitest to compile the web app's source on its first page.
    const browser = createTestBrowser(shop({ REQUEST_DEADLINE_MS: '60000' }));
    await browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    upstream.reset();
    expect((await browser.request('/account/orders', { from: '198.51.100.23' })).status).toBe(200);
    expect(forwardedSince()).toMatchObject({ 'GET /api/v1/orders': '198.51.100.23' });
  });

  it('with no client to name (no socket, or a proxy that wrote something else): no X-Forwarded-For at all', async () => {
    const app = shop({ TRUST_PROXY: '1' });
    const login = { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, remember: false };
    await createTestBrowser(app).request('/api/session', { method: 'POST', json: login });
    expect(forwardedSince()).toMatchObject({ 'POST /api/v1/auth/login': null });

    await createTestBrowser(app).request('/api/session', { method: 'POST', json: login, headers: { 'x-forwarded-for': 'unknown' }, from: '10.0.0.2' });
    expect(forwardedSince()).toMatchObject({ 'POST /api/v1/auth/login': null });
  });
});

describe('shared reads carry no address: one shopper\'s never reaches a call made for all of them', () => {
  it('cached catalogue reads, whoever asks first and whoever refreshes them', async () => {
    // The clock the caches read stands still until the test moves it: fresh until then however slow the machine, stale after.
    vi.useFakeTimers({ toFake: ['Date'] });
    const browser = createTestBrowser(shop({ CACHE_TTL_SECONDS: '1' }));
    await browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    upstream.reset();
    for (const path of ['/api/bootstrap', '/api/home', '/api/products/business-cards/standard-business-cards', '/api/search?text=cards']) {
      expect((await browser.request(path, { from: '198.51.100.23' })).status).toBe(200);
    }
    expect(upstream.requests.map((line) => line.split('?')[0])).toEqual(expect.arrayContaining(['GET /api/v1/app-initiate', 'GET /api/v1/variations/search']));
    expect(namingAClientSince()).toEqual([]);

    // Stale now: the next shopper's read is answered from the cache while it is refreshed.
    vi.setSystemTime(Date.now() + 1_100);
    expect((await browser.request('/api/bootstrap', { from: '203.0.113.9' })).status).toBe(200);
    await vi.waitFor(() => expect(upstream.requests.length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(namingAClientSince()).toEqual([]);
  });

  it('a page rendered on the server for a first visit, which the next visitors are sent', async () => {
    // Time for vitest to compile the web app's source on its first page.
    const app = shop({ PAGE_CACHE_SECONDS: '10', REQUEST_DEADLINE_MS: '60000' });
    const response = await app.request('/business-cards', {}, { incoming: { socket: { remoteAddress: '198.51.100.23' } } });
    expect(response.status).toBe(200);
    expect(namingAClientSince()).toEqual([]);
  });
});
