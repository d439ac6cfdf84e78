let hydrated = false;

/** Called once React has hydrated the server's page (the root's first effect). */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * Whether the page has been hydrated: a component rendering before that must render what the server
 * rendered; one mounting after it (a page opened in place) may read the browser from the start. A plain
 * read, unlike the router's useHydrated, which subscribes its caller and renders it again, synchronously,
 * as soon as hydration ends.
 */
export function isHydrated(): boolean {
  return hydrated;
}
