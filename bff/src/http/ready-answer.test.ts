import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { useShopHarness } from '@bff/session/test-harness';
import { matchesEtag } from './ready-answer';

const PRODUCT = '/api/products/business-cards/standard-business-cards';

const shop = useShopHarness();

describe('public catalogue answers as ready bytes', () => {
  it.each(['/api/bootstrap', '/api/home', '/api/pages/business-cards', PRODUCT])(
    '%s carries a strong ETag and public caching, and a matching If-None-Match gets an empty 304',
    async (path) => {
      const first = await shop.bff.app.request(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      // Home's answer holds until the cut-off: asked again each time, which its ETag makes a 304.
      expect(first.headers.get('cache-control')).toMatch(path === '/api/home' ? /^public, no-cache$/ : /^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const body = await first.json();

      const again = await shop.bff.app.request(path, { headers: { 'if-none-match': `W/"other", ${etag}` } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);

      const changed = await shop.bff.app.request(path, { headers: { 'if-none-match': '"stale"' } });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual(body);
    },
  );

  it('serves the same bytes gzipped, compressed once rather than per request', async () => {
    const plain = await (await shop.bff.app.request('/api/bootstrap')).text();
    const gzipped = await shop.bff.app.request('/api/bootstrap', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(plain);
  });

  it('builds the answer once while it is fresh: later requests make no upstream call', async () => {
    await shop.bff.app.request(PRODUCT);
    const calls = shop.upstream.requests.length;
    for (let i = 0; i < 5; i += 1) expect((await shop.bff.app.request(PRODUCT)).status).toBe(200);
    expect(shop.upstream.requests.length).toBe(calls);
  });

  it('a missing page is a 404, never a cached answer', async () => {
    const missing = await shop.bff.app.request('/api/pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it.each(['/api/bootstrap', '/api/home', '/api/pages/business-cards'])('%s is the same for every session: cached whatever the cookie', async (path) => {
    expect((await shop.bff.app.request(path)).headers.get('vary')).toBe('Accept-Encoding');
  });

  it("keeps a product's list prices, kept by browsers and shared caches, from a session that logs in as a business account", async () => {
    const anonymous = await shop.browser.request(PRODUCT);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public, /);
    // Kept apart per Cookie header, which the login changes: the browser asks again after it.
    expect(anonymous.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const listPrices = (await anonymous.json()) as { price: { total: number } };

    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    // A browser revalidating its anonymous copy for the new session is sent the account's prices, not a 304.
    const own = await shop.browser.request(PRODUCT, { headers: { 'if-none-match': anonymous.headers.get('etag') ?? '' } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { price: { total: number } }).price.total).toBeLessThan(listPrices.price.total);
  });

  it("keeps a business account's prices out of shared caches", async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const own = await shop.browser.request(PRODUCT);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('etag')).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('reads lists, weak validators and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
