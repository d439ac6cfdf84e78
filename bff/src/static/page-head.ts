// What the BFF writes into web/index.html's <head> for the page it serves, so search engines and
// link previews see each page's own title, description, canonical link, Open Graph and JSON-LD.

import { pageTitle, SHOP_NAME } from '@bff/shared/shop';

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL ('/business-cards'); made absolute with PUBLIC_URL or the request origin. */
  canonicalPath?: string;
  /** Absolute or site-relative image for link previews (e.g. a product's /media/ image). */
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  /** e.g. 'noindex' for the not-found page and account pages. */
  robots?: string;
  /** schema.org objects, each written as its own <script type="application/ld+json">. */
  jsonLd?: readonly object[];
}

export const DEFAULT_HEAD: PageHead = {
  title: pageTitle(),
  description:
    'Online printing in London: business cards, leaflets, apparel, signage, carrier bags and gifts. ' +
    'Same-day printing, free UK delivery, open 7 days a week.',
  ogType: 'website',
};

/** Any path that is no page: never indexed, no canonical link. */
export const NOT_FOUND_HEAD: Partial<PageHead> = {
  title: pageTitle('Page not found'),
  robots: 'noindex',
  canonicalPath: undefined,
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
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

function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

/** The head tags but the <title>: they replace `<!--ssr-head-->`, or join a server-rendered head. */
export function renderHeadTags(head: PageHead, origin: string): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  const canonical = head.canonicalPath === undefined ? undefined : absolute(origin, head.canonicalPath);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  tags.push(
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', 'en_GB'),
  );
  if (canonical) tags.push(meta('property', 'og:url', canonical));
  if (head.image) tags.push(meta('property', 'og:image', absolute(origin, head.image)));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  for (const item of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(item)}</script>`);
  }
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const MARKER = '<!--ssr-head-->';

export function injectHead(template: string, head: PageHead, origin: string): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const withTitle = TITLE.test(template) ? template.replace(TITLE, () => title) : template.replace(MARKER, () => `${title}${MARKER}`);
  return withTitle.replace(MARKER, () => renderHeadTags(head, origin));
}
