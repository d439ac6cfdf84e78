import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '@bff/schemas/page-number';
import { PageSearchSchema } from './page-search';

// The router parses ?page= as JSON where it can: ?page=2 arrives as 2, ?page=2abc as '2abc'.
const pageOf = (search: Record<string, unknown>) => v.parse(PageSearchSchema, search).page;

describe('PageSearchSchema', () => {
  it('keeps a whole page number from 1', () => {
    expect(pageOf({ page: 1 })).toBe(1);
    expect(pageOf({ page: 9 })).toBe(9);
    expect(pageOf({ page: MAX_PAGE })).toBe(MAX_PAGE);
  });

  it('reads any other page, or none, as the first, and always names it', () => {
    // Above the bound the BFF would refuse it: the page is read as malformed, not asked for.
    for (const page of ['abc', 0, -1, 1.5, '2abc', '', null, undefined, MAX_PAGE + 1, 1e21]) expect(pageOf({ page }), String(page)).toBe(1);
    expect(v.parse(PageSearchSchema, {})).toEqual({ page: 1 });
  });
});
