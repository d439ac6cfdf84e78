import { queryOptions } from '@tanstack/react-query';
import type { SameDayPage } from '@bff/view-models';
import { bffGet } from '@web/lib/bff-client';

export const contentQueries = {
  all: () => ['content'] as const,
  /** The same-day printing page: its text, the earliest delivery and the products printed today. */
  sameDay: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'same-day'] as const,
      queryFn: ({ signal }) => bffGet<SameDayPage>('same-day', { signal }),
      // The earliest delivery date moves at the cut-off; the BFF caches the page for a minute too.
      staleTime: 60_000,
    }),
};
