import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchParams } from '@bff/schemas/search';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** One page of results (sort and size as asked, clamped to what the upstream allows). */
export type SearchResults = Answer<typeof bff.search.$get>;
/** One autocomplete suggestion. */
export type SearchSuggestion = Answer<typeof bff.search.titles.$get>[number];

export const searchQueries = {
  all: () => ['search'] as const,
  /** One page of results for cleaned text, in the URL's sort and size. */
  results: (text: string, params: SearchParams) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'results', text, params] as const,
      queryFn: ({ signal }) =>
        answer(
          bff.search.$get({ query: { text, sort: params.sort, size: String(params.size), page: String(params.page) } }, { init: { signal } }),
        ),
      // Paging, sorting and resizing keep the last page on screen until the next one is in (no flash).
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  /** The header's autocomplete for cleaned, debounced text. */
  titles: (text: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'titles', text] as const,
      queryFn: ({ signal }) => answer(bff.search.titles.$get({ query: { text } }, { init: { signal } })),
      // While the next suggestions load the last ones stay, so the list does not blink per keystroke.
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
};
