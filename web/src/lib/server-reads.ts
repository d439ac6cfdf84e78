/**
 * Loaders that start reads without holding the page back (the browser paints skeletons at once) still
 * wait for them on the server, so the HTML holds the data and hydration starts from the same cache.
 */
export async function awaitOnServer(...reads: Promise<unknown>[]): Promise<void> {
  if (typeof window === 'undefined') await Promise.all(reads);
}

/**
 * Route options of a page decided in the browser: its guard or loader reads what only the browser
 * holds (the cart, the checkout in progress, stored data) or answers with a toast before it redirects.
 * The server sends the frame; the page itself renders once the browser has run them.
 */
export const decidedInBrowser = { ssr: false } as const;
