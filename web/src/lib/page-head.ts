import { pageTitle, SHOP_NAME } from '@bff/shared/shop';
import { absoluteUrl } from './site-origin';

// Each page's head, rendered on the server and kept in step in the browser: title, description,
// canonical link, Open Graph, robots and JSON-LD. The root route gives the shop's defaults; a page's
// tags replace them by name (TanStack Router keeps the deepest route's meta of each name or property).

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  /** The page's own title, without the shop's name; none for the shop's own title. */
  title?: string;
  description?: string;
  /** Site-relative. Pages that are no one's search result name none. */
  canonicalPath?: string;
  /** Site-relative or absolute: the picture of link previews. */
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  /** e.g. 'noindex, follow' for search results. */
  robots?: string;
  /** schema.org objects, each its own <script type="application/ld+json">. */
  jsonLd?: readonly object[];
}

const SHOP_DESCRIPTION =
  'Online printing in London: business cards, leaflets, apparel, signage, carrier bags and gifts. ' +
  'Same-day printing, free UK delivery, open 7 days a week.';

/** One page of a paged list at `path`: the first is canonical at the path itself, a later one at `?page=n`. */
export function listPageMeta(title: string, path: string, page: number, meta: PageMeta = {}): PageMeta {
  return page > 1 ? { ...meta, title: `${title}, page ${page}`, canonicalPath: `${path}?page=${page}` } : { ...meta, title, canonicalPath: path };
}

/**
 * The robots of a page reached by a link made for one person (their token, their uuid, their email):
 * never in search results, where it would publish what it shows, and never kept to serve another visitor.
 */
export const PERSONAL_LINK_ROBOTS = 'noindex, nofollow';

/** The head a route returns from `head()`. */
export function pageHead(page: PageMeta) {
  const title = pageTitle(page.title);
  const canonical = page.canonicalPath === undefined ? undefined : absoluteUrl(page.canonicalPath);
  const description = page.description ?? SHOP_DESCRIPTION;
  const meta = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.ogType ?? 'website' },
    ...(page.robots ? [{ name: 'robots', content: page.robots }] : []),
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    ...(page.image ? [{ property: 'og:image', content: absoluteUrl(page.image) }] : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  return {
    meta,
    links: canonical ? [{ rel: 'canonical', href: canonical }] : [],
    scripts: (page.jsonLd ?? []).map((item) => ({ type: 'application/ld+json', children: scriptSafeJson(item) })),
  };
}

/** JSON inside <script> must not be able to close the element or open a comment. */
function scriptSafeJson(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What every page says unless it says otherwise: the shop's name, language and description. */
export function shopHead({ notFound }: { notFound: boolean }) {
  const { meta } = pageHead(notFound ? { title: 'Page not found', robots: 'noindex' } : {});
  return { meta: [...meta, { property: 'og:site_name', content: SHOP_NAME }, { property: 'og:locale', content: 'en_GB' }] };
}
