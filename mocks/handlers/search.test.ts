import { describe, expect, it } from 'vitest';
import { call } from '../test-client';

// `call` sends each request through the mock upstream app and checks every answer against the contract.
interface SearchBody {
  data: { data: { id: number; name: string; min_price: string }[]; total: number; per_page: number; current_page: number; last_page: number };
  count: number;
}

async function search(query: string): Promise<SearchBody> {
  const { status, body } = await call<SearchBody>('GET', `/variations/search?${query}`);
  expect(status, query).toBe(200);
  return body;
}

describe('search handlers', () => {
  it('pages results with the Laravel envelope (9 a page by default)', async () => {
    const first = await search('key=cards');
    expect(first.data.total).toBeGreaterThan(9);
    expect(first.count).toBe(first.data.total);
    expect(first.data).toMatchObject({ per_page: 9, current_page: 1, last_page: Math.ceil(first.data.total / 9) });
    expect(first.data.data).toHaveLength(9);

    const second = await search('key=cards&page=2');
    expect(second.data.current_page).toBe(2);
    const firstIds = new Set(first.data.data.map((v) => v.id));
    expect(second.data.data.some((v) => firstIds.has(v.id))).toBe(false);
  });

  it('honours page_limit 18 and 36, and answers an empty page past the end', async () => {
    expect((await search('key=a&page_limit=18')).data.data).toHaveLength(18);
    const big = await search('key=a&page_limit=36');
    expect(big.data.per_page).toBe(36);
    const past = await search(`key=a&page_limit=36&page=${big.data.last_page + 1}`);
    expect(past.data.data).toEqual([]);
  });

  it('sorts by price low to high and high to low across the whole result, not just a page', async () => {
    const prices = async (sort: string) => {
      const first = await search(`key=printed&page_limit=36&price_sort=${sort}`);
      const all = first.data.data.map((v) => Number(v.min_price));
      for (let page = 2; page <= first.data.last_page; page++) {
        all.push(...(await search(`key=printed&page_limit=36&price_sort=${sort}&page=${page}`)).data.data.map((v) => Number(v.min_price)));
      }
      return all;
    };
    const low = await prices('low');
    expect(low.length).toBeGreaterThan(36);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = await prices('high');
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('gives the "Sorry, Product not found" case: zero results and one empty page', async () => {
    expect(await search('key=zzzzqqq')).toMatchObject({ count: 0, data: { total: 0, data: [], last_page: 1 } });
  });

  it('refuses a missing key, an unknown sort and an unknown page size with 422', async () => {
    for (const query of ['', 'key=', 'key=cards&price_sort=cheap', 'key=cards&page_limit=10', 'key=cards&page=0']) {
      expect((await call('GET', `/variations/search?${query}`)).status, query).toBe(422);
    }
  });

  it('suggests up to 10 titles for autocomplete, each with its product slug', async () => {
    const { body } = await call('GET', '/variations/search-title?key=flyer');
    const titles = body.data as { name: string; product: { slug: string } }[];
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(10);
    expect(titles[0]?.name).toMatch(/flyer/i);
    expect((await call('GET', '/variations/search-title')).status).toBe(422);
  });
});
