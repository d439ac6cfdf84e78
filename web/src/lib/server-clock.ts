// The shop's cut-offs and countdowns are the server's: a browser's clock may be minutes, hours or a
// day off. The page carries the server's time when it answered the request (a kept page's answer writes
// it afresh, as it does the nonce), and the browser corrects its own clock by the difference from its
// own time when that answer arrived (the navigation's responseStart), so neither how long the page was
// kept nor its scripts' download and parse count; only the answer's trip does, a fraction of a second.
import type { DehydratedState } from '@tanstack/react-query';
import { SERVED_AT_META } from '@bff/shared/server-rendering';

/** One query of a dehydrated query cache, as the server's page carries it. */
export type DehydratedQuery = DehydratedState['queries'][number];

let offsetMs = 0;
let renderedAt: number | undefined;

/** The browser's time (epoch ms) the page's answer began to arrive, or now where the browser cannot tell. */
export function answerArrivedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const responseStart = navigation?.responseStart ?? 0;
  return responseStart > 0 ? performance.timeOrigin + responseStart : Date.now();
}

/** In the browser: the server's time (epoch ms) of the answer the page came in, where the BFF wrote it. */
export function pageServedAt(): number | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_AT_META}"]`)?.content;
  return content ? Number(content) : undefined;
}

/**
 * In the browser: the server rendered the page it is taking over at `rendered` and answered with it at
 * `answered` (epoch ms; the same unless the page was kept), which arrived at `arrivedAt` by the browser's clock.
 */
export function keepServerTime(rendered: number, answered = rendered, arrivedAt = answerArrivedAt()): void {
  renderedAt = rendered;
  offsetMs = answered - arrivedAt;
}

/**
 * In the browser: a query the server's page carries, its times moved onto the browser's clock. The server
 * stamped when it read the answer by its own clock, and the browser judges the answer's age against
 * `staleTime` by its own, so a clock a day ahead would find every answer in the page stale at once. A
 * time of 0 (never) stays 0.
 */
export function onBrowserClock(query: DehydratedQuery): DehydratedQuery {
  const browserTime = (serverTime: number) => serverTime && serverTime - offsetMs;
  const { state } = query;
  return {
    ...query,
    dehydratedAt: browserTime(query.dehydratedAt),
    state: { ...state, dataUpdatedAt: browserTime(state.dataUpdatedAt), errorUpdatedAt: browserTime(state.errorUpdatedAt) },
  };
}

/** For tests: as before any page was taken over, the browser's own clock and no rendered time. */
export function forgetServerTime(): void {
  offsetMs = 0;
  renderedAt = undefined;
}

/** The server's time now (epoch ms): on the server its own clock, in the browser its own corrected. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/**
 * The time the page's HTML is rendered at: on the server now, in the browser the server's time of the
 * page it took over, so what is drawn from it (a year, which side of a cut-off) hydrates as rendered.
 */
export function renderedTime(): number {
  return renderedAt ?? serverNow();
}
