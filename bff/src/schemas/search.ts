import * as v from 'valibot';
import { PageNumberSchema } from './page-number';

// Search results state. Shared: the SPA keeps it in the URL,
// the BFF validates the same values before it maps them onto the upstream's price_sort and page_limit.

/** '' is the upstream's "relevance". */
export const SEARCH_SORTS = ['', 'low', 'high'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: '', label: 'Most Relevance' },
  { value: 'low', label: 'Price (Low - High)' },
  { value: 'high', label: 'Price (High - Low)' },
];

export const SEARCH_PAGE_SIZES = [9, 18, 36] as const;
export type SearchPageSize = (typeof SEARCH_PAGE_SIZES)[number];

/** On entry and whenever the text changes: relevance, 9 a page, page 1. */
export const DEFAULT_SEARCH_PARAMS = { sort: '', size: 9, page: 1 } as const satisfies {
  sort: SearchSort;
  size: SearchPageSize;
  page: number;
};

// URL values arrive as numbers (the router's JSON search parser) or as text (a plain query string).
const NumberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
);

/**
 * Each value falls back to its default on its own: a shared link with one bad value still shows the
 * results, instead of an error page.
 */
export const SearchParamsSchema = v.object({
  sort: v.fallback(v.optional(v.picklist(SEARCH_SORTS), ''), DEFAULT_SEARCH_PARAMS.sort),
  size: v.fallback(
    v.optional(v.pipe(NumberLike, v.picklist(SEARCH_PAGE_SIZES)), DEFAULT_SEARCH_PARAMS.size),
    DEFAULT_SEARCH_PARAMS.size,
  ),
  page: v.fallback(v.optional(v.pipe(NumberLike, PageNumberSchema), 1), DEFAULT_SEARCH_PARAMS.page),
});

export type SearchParams = v.InferOutput<typeof SearchParamsSchema>;
export type SearchParamsInput = v.InferInput<typeof SearchParamsSchema>;

// Search text has ( ) [ ] { } / removed; an empty search does nothing. The web's box
// and the BFF's GET /api/search apply this one rule.
const SEARCH_TEXT_REMOVED = /[()[\]{}/]/g;

/** The upstream refuses longer search keys. */
export const SEARCH_TEXT_MAX = 100;

/** The text with ( ) [ ] { } / removed and spaces collapsed, cut to SEARCH_TEXT_MAX; '' when nothing is left. */
export function cleanSearchText(text: string): string {
  return text.replace(SEARCH_TEXT_REMOVED, '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_MAX).trim();
}

export const SEARCH_TEXT_REQUIRED_MESSAGE = 'Please type what you are looking for.';

/** Search text as the BFF receives it: cleaned, and refused when nothing is left. */
export const SearchTextSchema = v.pipe(
  v.optional(v.string(SEARCH_TEXT_REQUIRED_MESSAGE), ''),
  v.transform(cleanSearchText),
  v.nonEmpty(SEARCH_TEXT_REQUIRED_MESSAGE),
);
