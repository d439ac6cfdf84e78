import { queryOptions } from '@tanstack/react-query';
import { answer, bff, type Answer } from '@web/lib/bff-client';

export type HomeData = Answer<typeof bff.home.$get>;
export type Slide = HomeData['slides'][number];

export const homeQueries = {
  all: () => ['home'] as const,
  home: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'] as const,
      queryFn: ({ signal }) => answer(bff.home.$get(undefined, { init: { signal } })),
    }),
};
