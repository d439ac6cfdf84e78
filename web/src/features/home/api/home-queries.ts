import { queryOptions } from '@tanstack/react-query';
import type { HomeData } from '@bff/view-models';
import { bffGet } from '@web/lib/bff-client';

export const homeQueries = {
  all: () => ['home'] as const,
  home: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'] as const,
      queryFn: ({ signal }) => bffGet<HomeData>('home', { signal }),
    }),
};
