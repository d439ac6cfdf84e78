import { mediaUrl } from '@bff/lib/images';
import { htmlToText, truncateText } from './trusted-html';

/** What a page's <head> needs besides its view: the SEO page router writes it, the JSON API leaves it out. */
export interface PageSeo {
  /** The page's own title, without the shop's name (the head adds it). */
  title: string;
  description: string;
  /** Site-relative URLs of the largest images, main first: link previews and JSON-LD use them. */
  images: string[];
}

export interface Loaded<View> {
  view: View;
  seo: PageSeo;
}

const SHOP_SUFFIX = /\s*\|\s*PrintShop London\s*$/i;

/** The upstream's SEO fields where the CMS filled them, else the page's name and its text. */
export function pageSeo(
  fields: { meta_title?: string | null; meta_description?: string | null },
  fallback: { title: string; html: string; images?: readonly (string | null)[] },
): PageSeo {
  const title = fields.meta_title?.replace(SHOP_SUFFIX, '').trim() || fallback.title;
  const description = fields.meta_description?.trim() || htmlToText(fallback.html);
  return {
    title,
    description: truncateText(description),
    images: (fallback.images ?? []).filter((path): path is string => !!path).map(mediaUrl),
  };
}
