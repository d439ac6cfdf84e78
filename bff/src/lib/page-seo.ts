import { mediaUrl } from '@bff/lib/images';
import type { PageSeo } from '@bff/view-models';
import { htmlToText, truncateText } from './trusted-html';

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
