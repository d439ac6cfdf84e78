// The timing of a query whose answer holds until a cut-off it carries (an ISO instant): a delivery
// estimate is true until the cut-off passes, then the next one is.

const DAY = 24 * 60 * 60_000;

/** How long the answer stays fresh: until its cut-off, and at most `longest`. */
export function freshUntilCutOff(cutOffAt: string | undefined, longest = Infinity): number {
  return cutOffAt ? Math.min(Math.max(Date.parse(cutOffAt) - Date.now(), 0), longest) : longest;
}

/**
 * When the answer is asked for again by itself: one second after its cut-off (never without one).
 * An answer whose cut-off has passed already by this clock came from a server whose clock is behind
 * it: asked again every 10 s until the server's cut-off passes too, not every second. At most a day
 * away, since a timer's longest wait (24.8 days) overflows into none for a clock far behind.
 */
export function refetchAfterCutOff(cutOffAt: string | undefined): number | false {
  if (!cutOffAt) return false;
  const left = Date.parse(cutOffAt) - Date.now();
  return left < 0 ? 10_000 : Math.min(left + 1000, DAY);
}
