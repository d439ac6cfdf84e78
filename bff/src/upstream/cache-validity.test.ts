import { HttpResponse, http } from 'msw';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSwrCache } from '../lib/swr-cache';
import { createBreakers } from './breakers';
import { createUpstreamClient } from './client';
import type { DroppedItem } from './contract-validator';
import { createPooledFetch } from './pooled-fetch';
import { startTestUpstream, type TestUpstream } from './test-upstream';
import { UpstreamError } from './upstream-error';

// What the cache lets in: a 200 that breaks the contract is an upstream fault, never a cached copy
// (one whose faults lie only in list entries is cached without them), and reads keyed by what
// shoppers type cannot push the catalogue out.

const goodMenus = { success: true, data: [{ menu: { name: 'Apparel Printing', slug: 'apparel-printing' }, sub_menus: [] }] };
const malformed200s: [string, unknown][] = [
  ['success: false', { success: false, data: [] }],
  ['data: null', { success: true, data: null }],
  ['data of the wrong shape', { success: true, data: { menu: { name: 'Apparel Printing', slug: 'apparel-printing' }, sub_menus: [] } }],
];

let upstream: TestUpstream;
const agent = new Agent({ connections: 32 });
const pooledFetch = createPooledFetch(agent);
let menusAnswer: unknown = goodMenus;
// The other tests leave refreshes of menus running in the background; this read is left to these.
let allMenusAnswer: unknown = goodMenus;

type Options = { ttlMs?: number; staleMs?: number; searchMaxBytes?: number; onDroppedItem?: (item: DroppedItem & { path: string }) => void };

function client(options: Options = {}) {
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
    onDroppedItem: options.onDroppedItem,
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
    http.get('*/api/v1/menus_all', () => HttpResponse.json(allMenusAnswer as Record<string, unknown>)),
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
  allMenusAnswer = goodMenus;
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

describe('a 200 whose faults lie only in list entries is cached without those entries', () => {
  const entry = (name: string, slug: string, subs: string[] = []) => ({
    menu: { name, slug },
    sub_menus: subs.map((sub) => ({ name: sub, sub_menu_slug: sub })),
  });

  it('serves and caches the rest, and reports each entry left out by its place in the answer, not its content', async () => {
    const dropped: DroppedItem[] = [];
    const reads = client({ onDroppedItem: (item) => dropped.push(item) });
    allMenusAnswer = {
      success: true,
      data: [entry('Apparel Printing', 'apparel-printing', ['t-shirts', 'Secret Hoodies', 'caps']), { name: 'Secret Shop' }, entry('Signs', 'signage-printing')],
    };
    const expected = { success: true, data: [entry('Apparel Printing', 'apparel-printing', ['t-shirts', 'caps']), entry('Signs', 'signage-printing')] };
    expect(await reads.getCached('menus_all')).toEqual(expected);
    expect(await reads.getCached('menus_all')).toEqual(expected);
    expect(upstream.requests.filter((request) => request.includes('menus_all'))).toEqual(['GET /api/v1/menus_all']);

    expect(dropped).toEqual([
      { path: 'menus_all', pointer: '/data/0/sub_menus/1', errors: [expect.stringMatching(/^\/data\/0\/sub_menus\/1\/sub_menu_slug must match pattern/)] },
      { path: 'menus_all', pointer: '/data/1', errors: [expect.stringMatching(/^\/data\/1 must have required property 'menu'/), expect.stringMatching(/^\/data\/1 must have required property 'sub_menus'/)] },
    ]);
    expect(JSON.stringify(dropped)).not.toMatch(/Secret/);
  });

  it('an entry off the contract beside a fault outside every list: refused whole, and no entry reported', async () => {
    const dropped: DroppedItem[] = [];
    const reads = client({ onDroppedItem: (item) => dropped.push(item) });
    allMenusAnswer = { success: 'yes', data: [entry('Apparel Printing', 'apparel-printing'), { name: 42 }] };
    expect((await failureOf(reads.getCached('menus_all'))).code).toBe('upstream_bad_response');
    expect(dropped).toEqual([]);
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
