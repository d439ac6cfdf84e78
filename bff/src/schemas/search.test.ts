import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from './page-number';
import { DEFAULT_SEARCH_PARAMS, SEARCH_PAGE_SIZES, SEARCH_SORT_OPTIONS, SearchParamsSchema } from './search';

const parse = (input: unknown) => v.parse(SearchParamsSchema, input);

describe('SearchParamsSchema', () => {
  it('defaults to relevance, 9 a page, page 1', () => {
    expect(DEFAULT_SEARCH_PARAMS).toEqual({ sort: '', size: 9, page: 1 });
    expect(parse({})).toEqual(DEFAULT_SEARCH_PARAMS);
  });

  it('reads numbers and numeric text', () => {
    expect(parse({ sort: 'high', size: 36, page: 4 })).toEqual({ sort: 'high', size: 36, page: 4 });
    expect(parse({ sort: 'low', size: '18', page: '2' })).toEqual({ sort: 'low', size: 18, page: 2 });
  });

  it('replaces each bad value with its default, keeping the good ones', () => {
    expect(parse({ sort: 'cheapest', size: 18, page: 2 })).toEqual({ sort: '', size: 18, page: 2 });
    expect(parse({ sort: 'low', size: 10, page: 2 })).toEqual({ sort: 'low', size: 9, page: 2 });
    for (const page of [0, -1, 1.5, 'x', '2a', MAX_PAGE + 1, String(MAX_PAGE + 1)]) expect(parse({ sort: 'low', size: 18, page }).page).toBe(1);
  });

  it('offers the spec sizes and sort labels', () => {
    expect(SEARCH_PAGE_SIZES).toEqual([9, 18, 36]);
    expect(SEARCH_SORT_OPTIONS).toEqual([
      { value: '', label: 'Most Relevance' },
      { value: 'low', label: 'Price (Low - High)' },
      { value: 'high', label: 'Price (High - Low)' },
    ]);
  });
});
