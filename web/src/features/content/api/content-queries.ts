import { queryOptions } from '@tanstack/react-query';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** The same-day printing marketing page. */
export type SameDayPage = Answer<typeof bff['same-day']['$get']>;

export const contentQueries = {
  all: () => ['content'] as const,
  /** The same-day printing page: its text, the earliest delivery and the products printed today. */
  sameDay: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'same-day'] as const,
      queryFn: ({ signal }) => answer(bff['same-day'].$get(undefined, { init: { signal } })),
      // The earliest delivery date moves at the cut-off; the BFF caches the page for a minute too.
      staleTime: 60_000,
    }),
};
