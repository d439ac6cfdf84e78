import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '@bff/schemas/page-number';
import { PageQuerySchema, toPageView } from './page-view';

describe('toPageView', () => {
  it("maps the upstream paginator's fields and each item", () => {
    const upstream = { data: [{ id: 1 }, { id: 2 }], total: 12, per_page: 10, current_page: 2, last_page: 2 };
    expect(toPageView(upstream, (item) => `item ${item.id}`)).toEqual({
      items: ['item 1', 'item 2'],
      total: 12,
      page: 2,
      pageSize: 10,
      pageCount: 2,
    });
  });
});

describe('PageQuerySchema', () => {
  it('reads a whole page number, the first page when left out', () => {
    expect(v.parse(PageQuerySchema, {})).toEqual({ page: 1 });
    expect(v.parse(PageQuerySchema, { page: '3' })).toEqual({ page: 3 });
    expect(v.parse(PageQuerySchema, { page: String(MAX_PAGE) })).toEqual({ page: MAX_PAGE });
  });

  it.each(['0', '-1', '1.5', 'two', '', String(MAX_PAGE + 1), '9'.repeat(400)])('refuses page=%s', (page) => {
    const result = v.safeParse(PageQuerySchema, { page });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Page must be a number');
  });
});
