import { queryOptions } from '@tanstack/react-query';
import { nextCutOff } from '@bff/shared/cut-off';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { serverNow } from '@web/lib/server-clock';

export type HomeData = Answer<typeof bff.home.$get>;
export type Slide = HomeData['slides'][number];

/** One second after the shop's next cut-off by the server's clock, when the earliest delivery moves on a day. */
function untilNextCutOff(): number {
  const now = serverNow();
  return nextCutOff(undefined, new Date(now)).getTime() - now + 1000;
}

export const homeQueries = {
  all: () => ['home'] as const,
  home: () =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'page'] as const,
      queryFn: ({ signal }) => answer(bff.home.$get(undefined, { init: { signal } })),
      // A page left open across the cut-off shows the next day's earliest delivery, as its countdown turns.
      refetchInterval: () => untilNextCutOff(),
    }),
};
