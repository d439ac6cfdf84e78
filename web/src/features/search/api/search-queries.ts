import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchParams } from '@bff/schemas/search';
import type { SearchResults, SearchSuggestion } from '@bff/view-models';
import { bffGet } from '@web/lib/bff-client';

export const searchQueries = {
  all: () => ['search'] as const,
  /** One page of results for cleaned text, in the URL's sort and size. */
  results: (text: string, params: SearchParams) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'results', text, params] as const,
      queryFn: ({ signal }) =>
        bffGet<SearchResults>('search', { searchParams: { text, sort: params.sort, size: params.size, page: params.page }, signal }),
      // Paging, sorting and resizing keep the last page on screen until the next one is in (no flash).
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  /** The header's autocomplete for cleaned, debounced text. */
  titles: (text: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'titles', text] as const,
      queryFn: ({ signal }) => bffGet<SearchSuggestion[]>('search/titles', { searchParams: { text }, signal }),
      // While the next suggestions load the last ones stay, so the list does not blink per keystroke.
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
};
