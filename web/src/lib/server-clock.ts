// The shop's cut-offs and countdowns are the server's: a browser's clock may be minutes, hours or a
// day off. The page carries the server's time when it rendered it, and from then on the browser reads
// its own clock corrected by the difference. A kept page (PAGE_CACHE_SECONDS) and the page's trip make
// the server's time read that much early, seconds at most.
let offsetMs = 0;
let renderedAt: number | undefined;

/** In the browser: the server rendered the page it is taking over at `serverTime` (epoch ms). */
export function keepServerTime(serverTime: number): void {
  renderedAt = serverTime;
  offsetMs = serverTime - Date.now();
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
