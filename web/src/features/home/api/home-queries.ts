import { queryOptions } from '@tanstack/react-query';
import type { HomeData } from '../../../../../bff/src/view-models';
import { bffGet } from '../../../lib/bff-client';

export const homeQueries = {
  all: () => ['home'] as const,
  home: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'] as const,
      queryFn: ({ signal }) => bffGet<HomeData>('home', { signal }),
    }),
};
