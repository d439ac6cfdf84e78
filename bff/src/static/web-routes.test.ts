import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopListener } from '../http/front-door';
import { createLogger } from '../lib/logger';
import { ROUTE_STYLESHEETS_FILE } from '../shared/server-rendering';
import { createTestApp, startTestUpstream, type TestUpstream } from '../upstream/test-upstream';

const INDEX = `<!doctype html><html lang="en-GB"><head><title>Shell title</title>
  </head><body><div id="root"></div><script type="module" src="/assets/index-Abc123.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('shop '.repeat(400))})`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

// The media proxy's test settings: the upstream must answer, and send each next part, within
// MEDIA_WAIT_MS; a large image arrives a part every PART_GAP_MS, its whole transfer well past MEDIA_WAIT_MS.
const MEDIA_WAIT_MS = 300;
const PART_GAP_MS = 100;
const PART = new Uint8Array(64 * 1024).fill(7);

let webDist: string;
let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;
/** The slow images whose body the upstream was told to stop sending (its reader cancelled, as when the BFF's call ends). */
const cancelledImages: string[] = [];

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'assets', 'index-Abc123.js'), SCRIPT);
  // As the build leaves them: each compressed copy beside its file.
  await writeFile(join(webDist, 'assets', 'index-Abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(webDist, 'assets', 'index-Abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(webDist, 'favicon.svg'), SVG);
  await writeFile(join(webDist, ROUTE_STYLESHEETS_FILE), '{}\n');
  upstream = await startTestUpstream([
    http.get('*/media/products/:file', ({ params, request }) => {
      if (params.file === 'missing.svg') return new HttpResponse(null, { status: 404 });
      if (request.headers.get('if-none-match') === '"v1"') return new HttpResponse(null, { status: 304, headers: { etag: '"v1"' } });
      return new HttpResponse(SVG, { headers: { 'content-type': 'image/svg+xml', etag: '"v1"' } });
    }),
    http.get('*/media/private/:file', () => HttpResponse.text('secret', { headers: { 'content-type': 'text/plain' } })),
    http.get('*/media/shouting/:file', ({ params }) =>
      new HttpResponse(SVG, { headers: { 'content-type': params.file === 'photo.png' ? 'Image/PNG' : 'IMAGE/SVG+XML' } }),
    ),
    // A large image a part every PART_GAP_MS: '8.png' is 8 parts, then the end; '2-stalled.png' is 2, then nothing.
    // Any further '-word' only names the image apart.
    http.get('*/media/slow/:file', ({ params }) => {
      const [count = '', stalled] = String(params.file).replace('.png', '').split('-');
      const parts = Number(count);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, sent === 0 ? 0 : PART_GAP_MS));
          if (sent < parts) controller.enqueue(PART);
          else if (stalled) await new Promise(() => undefined);
          else controller.close();
          sent += 1;
        },
        cancel() {
          cancelledImages.push(String(params.file));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'image/png' } });
    }),
  ]);
  bff = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example.co.uk' });
});
afterAll(async () => {
  await bff.close();
  await upstream.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await bff.app.request('/assets/index-Abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it("sends the build's compressed copy of a file, Brotli first, as it is", async () => {
    const asked = (acceptEncoding: string) => bff.app.request('/assets/index-Abc123.js', { headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await brotli.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));
    const gzip = await asked('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Buffer.from(await gzip.arrayBuffer())).toEqual(gzipSync(SCRIPT));
    const plain = await bff.app.request('/assets/index-Abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await bff.app.request('/assets/index-Old999.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    expect((await bff.app.request('/no-such-image.png')).status).toBe(404);
  });

  it("keeps the server's own files of the build (each route's stylesheets) from the browser", async () => {
    const response = await bff.app.request(`/${ROUTE_STYLESHEETS_FILE}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('{}');
  });

  it('serves other files of the build for an hour', async () => {
    const response = await bff.app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("sends /favicon.ico, which browsers ask for by convention, on to the shop's icon for good, cached like the icon", async () => {
    const response = await bff.app.request('/favicon.ico');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const icon = await bff.app.request(response.headers.get('location') ?? '');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers pages with index.html as built (no server build here), never cached', async () => {
    const response = await bff.app.request('/account/orders?page=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a path that is no page of the app with a real 404', async () => {
    for (const path of ['/order-process/checkout-typo', '/order-process/shopping-cart/extra', '/account/nothing', '/a/b/c', '/Not_A_Slug']) {
      const response = await bff.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
    for (const path of ['/order-process/shopping-cart', '/job-details/7/print-operator', '/business-cards', '/business-cards/standard-business-cards']) {
      expect((await bff.app.request(path)).status, path).toBe(200);
    }
  });

  it('keeps /api answers JSON: an unknown API path is a 404, not the SPA', async () => {
    const response = await bff.app.request('/api/catalog/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('/media proxy', () => {
  it('serves upstream images with a cache lifetime and a locked-down CSP', async () => {
    const response = await bff.app.request('/media/products/small_cards.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toBe(SVG);
  });

  it('passes revalidation through: a matching ETag answers 304', async () => {
    const response = await bff.app.request('/media/products/small_cards.svg', { headers: { 'if-none-match': '"v1"' } });
    expect(response.status).toBe(304);
  });

  it('serves images only', async () => {
    expect((await bff.app.request('/media/private/notes.txt')).status).toBe(404);
    expect((await bff.app.request('/media/products/missing.svg')).status).toBe(404);
  });

  it('takes media types in any case, as they are case-insensitive', async () => {
    for (const file of ['logo.svg', 'photo.png']) {
      const response = await bff.app.request(`/media/shouting/${file}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SVG);
    }
  });

  describe('with an upstream sending a large image slowly', () => {
    let media: ReturnType<typeof createTestApp>;
    beforeAll(() => {
      media = createTestApp(upstream.url, { WEB_DIST: webDist, UPSTREAM_TIMEOUT_MS: String(MEDIA_WAIT_MS) });
    });
    afterAll(() => media.close());

    it('sends a slow but steady image whole, however long the whole transfer takes', async () => {
      const started = performance.now();
      const response = await media.app.request('/media/slow/8.png');
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(8 * PART.byteLength);
      expect(performance.now() - started).toBeGreaterThan(2 * MEDIA_WAIT_MS);
    });

    it('answers HEAD at once, ending the upstream transfer rather than holding it open', async () => {
      const response = await media.app.request('/media/slow/2-stalled-head.png', { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(await response.text()).toBe('');
      // The body nobody reads would otherwise stay open, the upstream stalled on it, until the server closes;
      // ended, it is cancelled in a moment (the time allowed is only room for a busy machine).
      await vi.waitFor(() => expect(cancelledImages).toContain('2-stalled-head.png'), { timeout: 2_000 });
    });

    it('resets the connection when the upstream stops sending, so no cache keeps the part sent as the image', async () => {
      const server = createServer(createShopListener({ app: media.app, answers: media.answers, log: createLogger('silent') }));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/media/slow/2-stalled.png`);
        expect(response.status).toBe(200);
        await expect(response.arrayBuffer()).rejects.toThrow();
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('cuts off an upstream trickling the image past the time all its waits may take together', async () => {
      const response = await media.app.request('/media/slow/1000.png');
      await expect(response.arrayBuffer()).rejects.toThrow(/stopped sending/);
    });
  });

  it('refuses paths that try to leave /media', async () => {
    const before = upstream.requests.length;
    expect((await bff.app.request('/media/products/%2e%2e%2f%2e%2e%2fapi%2fv1%2fauth%2fuser')).status).toBe(404);
    expect((await bff.app.request('/media/.env')).status).toBe(404);
    expect(upstream.requests.length).toBe(before);
  });
});
