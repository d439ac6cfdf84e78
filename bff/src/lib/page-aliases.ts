/**
 * Other addresses of the shop's own pages, each permanently redirected to the page's one address (the
 * marketing page's short name). A link the upstream writes to one (a slide's) names the page's own
 * address instead, so no link of the shop leads through a redirect.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/same-day-printing': '/same-day-printing-service-in-london',
};

/** `href` with an aliased path replaced by the page's own address, its query and fragment kept. */
export function withoutAlias(href: string): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const target = Object.hasOwn(PAGE_ALIASES, path) ? PAGE_ALIASES[path] : undefined;
  return target === undefined ? href : `${target}${rest}`;
}
