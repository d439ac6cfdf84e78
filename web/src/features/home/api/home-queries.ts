import { queryOptions } from '@tanstack/react-query';
import { nextCutOff } from '@bff/shared/cut-off';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { serverNow } from '@web/lib/server-clock';
import { refetchAfterCutOff } from '@web/lib/until-cut-off';

export type HomeData = Answer<typeof bff.home.$get>;
export type Slide = HomeData['slides'][number];

export const homeQueries = {
  all: () => ['home'] as const,
  home: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'] as const,
      queryFn: ({ signal }) => answer(bff.home.$get(undefined, { init: { signal } })),
      // A page left open across the cut-off shows the next day's earliest delivery, as its countdown turns:
      // asked again after the shop's next cut-off by the server's clock, as every cut-off's query is.
      refetchInterval: () => refetchAfterCutOff(nextCutOff(undefined, new Date(serverNow())).toISOString()),
    }),
};
