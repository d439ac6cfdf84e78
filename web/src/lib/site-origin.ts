// The shop's public origin, for canonical and Open Graph links: on the server the one the BFF names
// for the request being rendered (PUBLIC_URL, else the request's own), in the browser the one the
// server rendered the page with, so both name the same links.

let requestOrigin: () => string | undefined = () => undefined;
let renderedOrigin: string | undefined;

/** Server rendering answers many requests at once: the server entry installs how to find the one being rendered. */
export function findRequestOriginWith(find: () => string | undefined): void {
  requestOrigin = find;
}

/** The browser keeps the origin its page was rendered with (it travels with the router's data). */
export function keepRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}

export function siteOrigin(): string {
  return requestOrigin() ?? renderedOrigin ?? window.location.origin;
}

/** A site-relative path or an absolute URL, made absolute on the shop's origin. */
export const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, `${siteOrigin()}/`).toString();
