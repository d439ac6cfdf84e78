import type { PageMeta } from '@web/lib/page-head';
import { breadcrumbList, productJsonLd } from '@web/lib/json-ld';
import type { CataloguePage, ProductView } from './api/catalog-queries';

// What catalogue pages tell search engines and link previews: made by the loaders (on the server for
// the first page, so the head travels with it) from the same answers the pages show.

/**
 * A category, sub-category or footer page; its one-segment path is its canonical URL, under /info too,
 * but a footer page's own address where the app has another page at that path.
 */
export function cataloguePageMeta(page: CataloguePage): PageMeta {
  return {
    title: page.seo.title,
    description: page.seo.description,
    canonicalPath: page.kind === 'page' ? page.path : `/${page.slug}`,
    image: page.seo.images[0],
    ogType: page.kind === 'page' ? 'article' : 'website',
    jsonLd: page.kind === 'page' ? [] : [breadcrumbList(page.breadcrumbs)],
  };
}

/** A product or variation page with its 'From' offer; the head is the same for every shopper (no account discount in it). */
export function productPageMeta(product: ProductView): PageMeta {
  const { seo } = product;
  return {
    title: seo.title,
    description: seo.description,
    canonicalPath: product.canonicalPath,
    image: seo.images[0],
    ogType: 'product',
    jsonLd: [productJsonLd({ ...product, description: seo.description, images: seo.images }), breadcrumbList(product.breadcrumbs)],
  };
}
