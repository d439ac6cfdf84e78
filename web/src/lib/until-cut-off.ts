// The timing of a query whose answer holds until a cut-off it carries (an ISO instant): a delivery
// estimate is true until the cut-off passes, then the next one is. Cut-offs are the server's, so they
// are read by the server's clock (server-clock.ts), whatever the browser's own says.
import { serverNow } from './server-clock';

const DAY = 24 * 60 * 60_000;

/** How soon, and how late at most, an answer whose cut-off has passed is asked for again. */
const PASSED_RETRY_MIN_MS = 5_000;
const PASSED_RETRY_MAX_MS = 10 * 60_000;

/** How long the answer stays fresh: until its cut-off, and at most `longest`. */
export function freshUntilCutOff(cutOffAt: string | undefined, longest = Infinity): number {
  return cutOffAt ? Math.min(Math.max(Date.parse(cutOffAt) - serverNow(), 0), longest) : longest;
}

/**
 * When the answer is asked for again by itself: one second after its cut-off (never without one). One
 * whose cut-off has passed already (the server had not moved on yet) is asked again after as long as it
 * has been out of date, within 5 s and 10 min: the waits double rather than asking every second. At
 * most a day away, since a timer's longest wait (24.8 days) overflows into none.
 */
export function refetchAfterCutOff(cutOffAt: string | undefined): number | false {
  if (!cutOffAt) return false;
  const sinceCutOff = serverNow() - Date.parse(cutOffAt);
  if (sinceCutOff >= 0) return Math.min(Math.max(sinceCutOff, PASSED_RETRY_MIN_MS), PASSED_RETRY_MAX_MS);
  return Math.min(1000 - sinceCutOff, DAY);
}
