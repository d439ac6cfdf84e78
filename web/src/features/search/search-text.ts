import {
  DEFAULT_SEARCH_PARAMS,
  cleanSearchText,
  type SearchPageSize,
  type SearchParams,
  type SearchSort,
} from '@bff/schemas/search';

// Search text and the results page's URL state. The params schema,
// sizes and sort labels are shared with the BFF in bff/src/schemas/search.ts.

// One cleaning rule for the box, the page and the BFF: ( ) [ ] { } / removed (they would break the
// /search/{term} path and the upstream's search), spaces collapsed, trimmed.
export { cleanSearchText };

/** On entering the page, or when the text changes: relevance, 9 a page, page 1. */
export function searchParamsForNewText(): SearchParams {
  return { ...DEFAULT_SEARCH_PARAMS };
}

/** A new sort reloads from page 1. */
export function withSort(params: SearchParams, sort: SearchSort): SearchParams {
  return { ...params, sort, page: 1 };
}

/** A new page size reloads from page 1. */
export function withPageSize(params: SearchParams, size: SearchPageSize): SearchParams {
  return { ...params, size, page: 1 };
}

/** Paging keeps the sort and the size. */
export function withPage(params: SearchParams, page: number): SearchParams {
  return { ...params, page: Math.max(1, Math.trunc(page)) };
}
