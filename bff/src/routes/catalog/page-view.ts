import type { components } from '@bff/generated/upstream';
import { PRODUCT_IMAGE, imageSet } from '@bff/lib/images';
import type { UpstreamClient } from '@bff/upstream/client';
import { upstreamBadResponse } from '@bff/upstream/upstream-error';
import type { CataloguePage, ProductCard, SubCategoryCard } from '@bff/view-models';
import { breadcrumbs, toListingCard, toVariationCard } from '@bff/lib/cards';
import { optional } from '@bff/http/not-found';
import { pageSeo } from '@bff/lib/page-seo';
import { pageOf } from '@bff/lib/page-view';
import { CATALOGUE_PAGE_SIZE, footerPagePath } from '@bff/static/web-paths';
import { sanitizeHtml } from '@bff/lib/trusted-html';

type Schemas = components['schemas'];
type CategoryView = Extract<CataloguePage, { kind: 'category' }>;
type SubCategoryView = Extract<CataloguePage, { kind: 'subCategory' }>;
type StaticPageView = Extract<CataloguePage, { kind: 'page' }>;

/** Top sellers shown on a category or sub-category page (the home page's Popular Products count). */
const TOP_SELLERS = 8;

function topSellers(upstream: UpstreamClient, menuSlug: string): Promise<ProductCard[]> {
  const load = upstream
    .getCached('top-selling-variations/{menu_slug}', { path: { menu_slug: menuSlug } })
    .then((answer) => answer.data.slice(0, TOP_SELLERS).map(toVariationCard));
  return optional(load, []);
}

function products(upstream: UpstreamClient, subMenuId: number) {
  return upstream.getCached('cat_subcat_product/{id}', { path: { id: subMenuId } }).then((answer) => answer.data);
}

/**
 * The upstream answered another kind of page than the slug resolved to (a slug being moved between a
 * category and a sub-category, or a cached resolution from before): its answers disagree, which is no
 * missing page and no fault of the BFF's. A bad upstream answer (502), like one that breaks the
 * contract, until the reads agree again (the cached ones within the cache's time).
 */
const disagreement = (detail: string) => upstreamBadResponse('cat_subcat/{type}/{slug}', 200, new Error(detail));

const pageImage = (path: string | null, alt: string) => (path ? imageSet(path, alt, PRODUCT_IMAGE) : null);

/** Where a listing's prices start: its cheapest product's, on whichever page it is. */
const lowestPrice = (cards: readonly ProductCard[]) => (cards.length > 0 ? Math.min(...cards.map((card) => card.fromPrice)) : null);

/** One page of a listing's products, with the price all of them start from. */
const listing = (cards: readonly ProductCard[], page: number) => ({ products: pageOf(cards, page, CATALOGUE_PAGE_SIZE), fromPrice: lowestPrice(cards) });

async function categoryPage(upstream: UpstreamClient, slug: string, pageNumber: number): Promise<CategoryView> {
  const [answer, top] = await Promise.all([
    upstream.getCached('cat_subcat/{type}/{slug}', { path: { type: 'menu', slug } }),
    topSellers(upstream, slug),
  ]);
  const page = answer.data;
  if (page.type !== 'menu') throw disagreement(`cat_subcat/menu/${slug} answered a ${page.type} page`);
  // One cached call per sub-category, all at once: the category lists every product it sells.
  const listings = await Promise.all(page.sub_menus.map((sub) => products(upstream, sub.id)));
  const seen = new Set<number>();
  const cards: ProductCard[] = [];
  const subCategories: SubCategoryCard[] = page.sub_menus.map((sub, index) => {
    const own = (listings[index] ?? []).map((card) => ({ id: card.id, card: toListingCard(card) }));
    for (const { id, card } of own) {
      if (!seen.has(id)) cards.push(card);
      seen.add(id);
    }
    // The sub-category's own min_price has no VAT rate; its products' cards do.
    return {
      name: sub.name,
      slug: sub.sub_menu_slug,
      href: `/${sub.sub_menu_slug}`,
      shortDescription: sub.short_description,
      image: imageSet(sub.image, sub.name, PRODUCT_IMAGE),
      fromPrice: lowestPrice(own.map(({ card }) => card)),
    };
  });
  const title = page.menu.name;
  return {
    kind: 'category',
    slug: page.menu.slug,
    title,
    intro: sanitizeHtml(page.description),
    image: pageImage(page.image, title),
    subCategories,
    ...listing(cards, pageNumber),
    topSellers: top,
    breadcrumbs: breadcrumbs({ name: title, href: `/${page.menu.slug}` }),
    seo: pageSeo(page, { title, html: page.description, images: [page.image] }),
  };
}

async function subCategoryPage(upstream: UpstreamClient, slug: string, pageNumber: number): Promise<SubCategoryView> {
  const page = (await upstream.getCached('cat_subcat/{type}/{slug}', { path: { type: 'sub_menu', slug } })).data;
  if (page.type !== 'sub_menu') throw disagreement(`cat_subcat/sub_menu/${slug} answered a ${page.type} page`);
  const [own, top] = await Promise.all([products(upstream, page.sub_menu.id), topSellers(upstream, page.menu.slug)]);
  const title = page.sub_menu.name;
  return {
    kind: 'subCategory',
    slug: page.sub_menu.sub_menu_slug,
    title,
    intro: sanitizeHtml(page.description),
    image: pageImage(page.image, title),
    category: { name: page.menu.name, slug: page.menu.slug },
    ...listing(own.map(toListingCard), pageNumber),
    topSellers: top,
    breadcrumbs: breadcrumbs(
      { name: page.menu.name, href: `/${page.menu.slug}` },
      { name: title, href: `/${page.sub_menu.sub_menu_slug}` },
    ),
    seo: pageSeo(page, { title, html: page.description, images: [page.image] }),
  };
}

async function staticPage(upstream: UpstreamClient, slug: string): Promise<StaticPageView> {
  const page: Schemas['StaticPage'] = (await upstream.getCached('get-static-page/{id}', { path: { id: slug } })).data;
  const path = footerPagePath(page.slug);
  return {
    kind: 'page',
    slug: page.slug,
    path,
    title: page.title,
    html: sanitizeHtml(page.content),
    updatedAt: page.updated_at ?? null,
    breadcrumbs: breadcrumbs({ name: page.name, href: path }),
    seo: pageSeo(page, { title: page.title, html: page.content }),
  };
}

/**
 * What a one-segment path is (/{menu_slug}, /{sub_menu_slug}, /{page_slug} share one
 * catch-all) and its page; a category or sub-category with page `pageNumber` of its products (a footer
 * page has one page). An unknown slug rejects with the upstream's not_found.
 */
export async function loadCataloguePage(upstream: UpstreamClient, slug: string, pageNumber: number): Promise<CataloguePage> {
  const { type } = (await upstream.getCached('resolve-slug/{slug}', { path: { slug } })).data;
  switch (type) {
    case 'menu':
      return categoryPage(upstream, slug, pageNumber);
    case 'sub_menu':
      return subCategoryPage(upstream, slug, pageNumber);
    case 'page':
      return staticPage(upstream, slug);
  }
}
