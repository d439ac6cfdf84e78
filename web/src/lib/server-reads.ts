/**
 * Loaders that start reads without holding the page back (the browser paints skeletons at once) still
 * wait for them on the server, so the HTML holds the data and hydration starts from the same cache.
 */
export async function awaitOnServer(...reads: Promise<unknown>[]): Promise<void> {
  if (typeof window === 'undefined') await Promise.all(reads);
}
