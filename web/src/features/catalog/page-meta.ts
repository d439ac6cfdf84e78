import { listPageMeta, type PageMeta } from '@web/lib/page-head';
import { breadcrumbList, productJsonLd } from '@web/lib/json-ld';
import type { CataloguePage, ProductView } from './api/catalog-queries';

// What catalogue pages tell search engines and link previews: made by the loaders (on the server for
// the first page, so the head travels with it) from the same answers the pages show.

/**
 * A category, sub-category or footer page; its one-segment path is its canonical URL, under /info too,
 * but a footer page's own address where the app has another page at that path. A later page of a
 * category's products is its own canonical page (`?page=2`); one past the last lists nothing and is
 * not one to index.
 */
export function cataloguePageMeta(page: CataloguePage): PageMeta {
  const meta = { description: page.seo.description, image: page.seo.images[0] };
  if (page.kind === 'page') return { ...meta, title: page.seo.title, canonicalPath: page.path, ogType: 'article', jsonLd: [] };
  const { items, page: number } = page.products;
  if (items.length === 0 && number > 1) return { ...meta, title: page.seo.title, robots: 'noindex, follow' };
  return listPageMeta(page.seo.title, `/${page.slug}`, number, { ...meta, ogType: 'website', jsonLd: [breadcrumbList(page.breadcrumbs)] });
}

/**
 * The head of page `number` of the listing `shown` is another page of, made from it while that page is
 * still on its way: the same listing's head but for the page's number.
 */
export function otherPageMeta(shown: CataloguePage, number: number): PageMeta {
  return cataloguePageMeta(shown.kind === 'page' ? shown : { ...shown, products: { ...shown.products, page: number } });
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
