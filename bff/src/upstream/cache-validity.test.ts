import { HttpResponse, http } from 'msw';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSwrCache } from '../lib/swr-cache';
import { createBreakers } from './breakers';
import { createUpstreamClient } from './client';
import { createPooledFetch } from './pooled-fetch';
import { startTestUpstream, type TestUpstream } from './test-upstream';
import { UpstreamError } from './upstream-error';

// What the cache lets in: a 200 that breaks the contract is an upstream fault, never a cached copy,
// and reads keyed by what shoppers type cannot push the catalogue out.

const goodMenus = { success: true, data: [{ menu: { name: 'Apparel Printing', slug: 'apparel-printing' }, sub_menus: [] }] };
const malformed200s: [string, unknown][] = [
  ['success: false', { success: false, data: [] }],
  ['data: null', { success: true, data: null }],
  ['the wrong shape', { success: true, data: [{ name: 42 }] }],
];

let upstream: TestUpstream;
const agent = new Agent({ connections: 32 });
const pooledFetch = createPooledFetch(agent);
let menusAnswer: unknown = goodMenus;

function client(options: { ttlMs?: number; staleMs?: number; searchMaxBytes?: number } = {}) {
  const cache = (maxBytes: number) =>
    createSwrCache({ ttlMs: options.ttlMs ?? 60_000, staleMs: options.staleMs ?? 60_000, maxEntries: 100_000, maxBytes });
  return createUpstreamClient({
    baseUrl: upstream.url,
    timeoutMs: 10_000,
    retries: 0,
    fetchFor: () => pooledFetch,
    breakers: createBreakers({ failures: 1000, halfOpenAfterMs: 10_000 }),
    maxAnswerBytes: 5 * 1024 * 1024,
    cache: cache(1_000_000),
    searchCache: cache(options.searchMaxBytes ?? 1_000_000),
  });
}

async function failureOf(call: Promise<unknown>): Promise<UpstreamError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

beforeAll(async () => {
  upstream = await startTestUpstream([
    http.get('*/api/v1/menus', () => HttpResponse.json(menusAnswer as Record<string, unknown>)),
    http.get('*/api/v1/variations/search-title', ({ request }) =>
      HttpResponse.json({
        success: true,
        data: [{ name: new URL(request.url).searchParams.get('key') ?? '', slug: 'standard-business-cards', product: { slug: 'business-cards' } }],
      }),
    ),
  ]);
});
afterEach(() => {
  upstream.reset();
  menusAnswer = goodMenus;
});
afterAll(async () => {
  await upstream.close();
  await agent.close();
});

describe('only answers that keep the contract are cached', () => {
  it.each(malformed200s)('a 200 with %s and nothing cached is a 502 upstream fault, and is not stored', async (_name, body) => {
    const reads = client();
    menusAnswer = body;
    const failure = await failureOf(reads.getCached('menus'));
    expect(failure.status).toBe(502);
    expect(failure.code).toBe('upstream_bad_response');
    menusAnswer = goodMenus;
    expect((await reads.getCached('menus')).data[0]?.menu.slug).toBe('apparel-printing');
    expect(upstream.requests).toEqual(['GET /api/v1/menus', 'GET /api/v1/menus']);
  });

  it.each(malformed200s)('a 200 with %s never replaces the good copy, which is served while it lasts', async (_name, body) => {
    // Every read is stale at once, so each one asks the upstream again in the background.
    const reads = client({ ttlMs: 0, staleMs: 60_000 });
    await reads.getCached('menus');
    menusAnswer = body;
    // Keeps reading until three refreshes have brought the malformed answer; every read gets the good copy.
    await expect
      .poll(async () => {
        expect(await reads.getCached('menus')).toEqual(goodMenus);
        return upstream.requests.length;
      })
      .toBeGreaterThan(3);
    expect(await reads.getCached('menus')).toEqual(goodMenus);
  });
});

describe('search-like reads have their own bounds', () => {
  it('a flood of distinct search terms leaves the catalogue cached', async () => {
    const reads = client({ searchMaxBytes: 20_000 });
    await reads.getCached('menus');
    for (let start = 0; start < 10_000; start += 32) {
      await Promise.all(
        Array.from({ length: 32 }, (_, offset) => reads.getCached('variations/search-title', { query: { key: `term ${start + offset}` } })),
      );
    }
    upstream.reset();
    expect(await reads.getCached('menus')).toEqual(goodMenus);
    expect(upstream.requests).toEqual([]);
  }, 120_000);
});
