let hydrated = false;

/** Called once React has hydrated the server's page (the root's first effect). */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * Whether the page has been hydrated: a component rendering before that must render what the server
 * rendered; one mounting after it (a page opened in place) may read the browser from the start. A plain
 * read, unlike the router's useHydrated, which subscribes its caller and renders it again, synchronously,
 * as soon as hydration ends. It turns true when the shell (header, footer) has hydrated; a route's own
 * content hydrates in a later pass, so it holds only for the shell's components: one of a route's that
 * read the browser here while hydrating would differ from the server's HTML, and React does not correct
 * attributes that differ.
 */
export function isHydrated(): boolean {
  return hydrated;
}
