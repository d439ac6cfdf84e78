import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { searchVariations } from '@mocks/data/catalogue-search';
import type { ApiError, SearchResults, SearchSuggestion } from '@bff/view-models';
import { useShopHarness } from '@bff/session/test-harness';

const shop = useShopHarness();

const json = async <T>(response: Response) => (await response.json()) as T;
const searchCalls = () => shop.upstream.requests.filter((line) => line.startsWith('GET /api/v1/variations/search?'));

describe('GET /api/search', () => {
  it("reshapes the upstream's paging envelope into items, total, page, pageSize and pageCount", async () => {
    const response = await shop.bff.app.request('/api/search?text=business%20cards');
    expect(response.status).toBe(200);
    const results = await json<SearchResults>(response);
    const matches = searchVariations('business cards');
    expect(results).toMatchObject({ text: 'business cards', total: matches.length, page: 1, pageSize: 9, pageCount: Math.ceil(matches.length / 9) });
    expect(results.items.map((item) => item.slug)).toEqual(matches.slice(0, 9).map((variation) => variation.slug));
    // Cards link to /{product slug}/{variation slug} and carry a 'From' price in pence.
    const first = matches[0]!;
    expect(results.items[0]).toMatchObject({ name: first.name, shortDescription: first.shortDescription });
    expect(results.items[0]?.href).toMatch(new RegExp(`^/[a-z0-9-]+/${first.slug}$`));
    expect(Number.isInteger(results.items[0]?.fromPrice)).toBe(true);
    expect(Object.keys(results).sort()).toEqual(['items', 'page', 'pageCount', 'pageSize', 'text', 'total']);
  });

  it('passes sort, page size and page through to the upstream', async () => {
    const results = await json<SearchResults>(await shop.bff.app.request('/api/search?text=cards&sort=high&size=18&page=2'));
    expect(searchCalls()).toEqual(['GET /api/v1/variations/search?key=cards&page=2&page_limit=18&price_sort=high']);
    expect(results).toMatchObject({ page: 2, pageSize: 18 });
    const expected = searchVariations('cards', 'high').slice(18, 36).map((variation) => variation.slug);
    expect(results.items.map((item) => item.slug)).toEqual(expected);
  });

  it('falls back to relevance, 9 a page and page 1 for values the shop does not offer', async () => {
    await shop.bff.app.request('/api/search?text=mug&sort=cheapest&size=10&page=0');
    expect(searchCalls()).toEqual(['GET /api/v1/variations/search?key=mug&page=1&page_limit=9']);
  });

  it('removes ( ) [ ] { } / from the text, and refuses text with nothing left', async () => {
    await shop.bff.app.request(`/api/search?text=${encodeURIComponent('(t-shirt) [navy]/{xl}')}`);
    expect(searchCalls()).toEqual([`GET /api/v1/variations/search?key=${encodeURIComponent('t-shirt navyxl').replace(/%20/g, '+')}&page=1&page_limit=9`]);

    for (const text of ['', '%28%29%5B%5D%7B%7D%2F', '%20%20']) {
      const response = await shop.bff.app.request(`/api/search?text=${text}`);
      expect(response.status).toBe(400);
      expect((await json<ApiError>(response)).error.fields).toEqual({ text: ['Please type what you are looking for.'] });
    }
    expect(searchCalls()).toHaveLength(1);
  });

  it('answers an empty result as an empty page, not an error', async () => {
    const results = await json<SearchResults>(await shop.bff.app.request('/api/search?text=zzzzqqq'));
    expect(results).toEqual({ text: 'zzzzqqq', items: [], total: 0, page: 1, pageSize: 9, pageCount: 1 });
  });

  it('maps an upstream failure to a clear error', async () => {
    shop.upstream.use(http.get('*/api/v1/variations/search', () => HttpResponse.json({ success: false, message: 'boom' }, { status: 503 })));
    const response = await shop.bff.app.request('/api/search?text=cards');
    expect(response.status).toBe(502);
    expect((await json<ApiError>(response)).error.code).toBe('upstream_unavailable');
  });
});

describe('GET /api/search/titles', () => {
  it('suggests names linking to /{product slug}/{variation slug}, cached between keystrokes', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => shop.bff.app.request('/api/search/titles?text=mug')));
    const suggestions = await json<SearchSuggestion[]>(answers[0]!);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions[0]).toEqual({ name: expect.stringMatching(/mug/i) as string, href: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+$/) as string });
    await shop.bff.app.request('/api/search/titles?text=mug');
    expect(shop.upstream.requests.filter((line) => line.includes('search-title'))).toHaveLength(1);
  });

  it('suggests nothing for text with nothing searchable, without asking the upstream', async () => {
    expect(await json<SearchSuggestion[]>(await shop.bff.app.request('/api/search/titles?text=%28%29'))).toEqual([]);
    expect(shop.upstream.requests).toEqual([]);
  });
});
