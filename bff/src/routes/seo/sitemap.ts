import { bulkhead } from 'cockatiel';
import type { UpstreamClient } from '@bff/upstream/client';
import { UpstreamError } from '@bff/upstream/upstream-error';
import type { Logger } from '@bff/lib/logger';
import { BLOG_PAGE_SIZE, BLOG_PATH, CATALOGUE_PAGE_SIZE, JOBS_PAGE_SIZE, JOBS_PATH, blogPostPath, footerPagePath } from '@bff/static/web-paths';
import { productPath, variationPath } from '@bff/lib/cards';
import { loadOutline } from '@bff/lib/menus';

/** The app's own pages that name themselves canonical and need no upstream read to exist. */
const STATIC_PAGES = ['/contact', '/order-tracking', JOBS_PATH, '/same-day-printing-service-in-london'];

/** The upstream's largest blog and careers pages: the fewest calls to list every post and vacancy. */
const SITEMAP_PAGE_SIZE = 50;

/**
 * The sitemap's upstream reads in flight at once. It reads once per sub-category and once per product
 * (thousands for a big catalogue): all at once, they would hold every pooled connection and crowd out
 * shoppers' reads, and hit the operator's API as a burst; a few at a time, the build takes longer but
 * it is kept and served while the next one is built.
 */
export const SITEMAP_READS_AT_ONCE = 8;

/**
 * The same client with its cached reads limited to `SITEMAP_READS_AT_ONCE` at once, the rest queued in
 * order (cockatiel's bulkhead, with a queue as long as the catalogue: no read is turned away). A stale
 * answer is refreshed before the read ends, so its refresh counts among the few too.
 */
function boundedReads(upstream: UpstreamClient): UpstreamClient {
  const reads = bulkhead(SITEMAP_READS_AT_ONCE, Number.POSITIVE_INFINITY);
  const getCached = upstream.getCached as (path: string, opts?: object) => Promise<unknown>;
  const boundedGetCached = (path: string, opts?: object) => reads.execute(() => getCached(path, { ...opts, awaitRefresh: true }));
  return { ...upstream, getCached: boundedGetCached as UpstreamClient['getCached'] };
}

interface Paged<Item> {
  data: { last_page: number; data: Item[] };
}

/** Every item of a paged list: page 1 says how many pages follow, which are asked together. */
async function everyItem<Item>(page: (n: number) => Promise<Paged<Item>>): Promise<Item[]> {
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.data.last_page - 1) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((answer) => answer.data.data);
}

/** A paged list's later pages (`?page=2` on), each its own canonical page, for this many items. */
function laterListPages(path: string, itemCount: number, pageSize: number): string[] {
  return Array.from({ length: Math.max(0, Math.ceil(itemCount / pageSize) - 1) }, (_, index) => `${path}?page=${index + 2}`);
}

/**
 * Each category's and sub-category's later pages of products, for the products it lists (by sub-category
 * slug): a category lists each product of its sub-categories once, as its page does.
 */
function catalogueLaterPages(
  menus: readonly { menu: { slug: string }; sub_menus: readonly { sub_menu_slug: string }[] }[],
  productsBySubSlug: ReadonlyMap<string, readonly { id: number }[]>,
): string[] {
  const count = (subSlugs: string[]) => new Set(subSlugs.flatMap((slug) => (productsBySubSlug.get(slug) ?? []).map((product) => product.id))).size;
  return menus.flatMap((entry) => [
    ...laterListPages(`/${entry.menu.slug}`, count(entry.sub_menus.map((sub) => sub.sub_menu_slug)), CATALOGUE_PAGE_SIZE),
    ...entry.sub_menus.flatMap((sub) => laterListPages(`/${sub.sub_menu_slug}`, count([sub.sub_menu_slug]), CATALOGUE_PAGE_SIZE)),
  ]);
}

/** The blog's later list pages and every published post's path, newest first. */
async function blogPaths(upstream: UpstreamClient): Promise<string[]> {
  const posts = await everyItem((n) => upstream.getCached('blogs', { query: { page: n, per_page: SITEMAP_PAGE_SIZE } }));
  return [...laterListPages(BLOG_PATH, posts.length, BLOG_PAGE_SIZE), ...posts.map((post) => blogPostPath(post.slug))];
}

/** The careers page's later list pages and every open vacancy's page. */
async function jobPaths(upstream: UpstreamClient): Promise<string[]> {
  const jobs = await everyItem((n) => upstream.getCached('jobs/{perPage}', { path: { perPage: SITEMAP_PAGE_SIZE }, query: { page: n } }));
  return [...laterListPages(JOBS_PATH, jobs.length, JOBS_PAGE_SIZE), ...jobs.map((job) => `/job-details/${job.id}/${job.slug}`)];
}

/**
 * The listings one sitemap reads: each read that fails is logged and left out, so one broken listing
 * costs its own pages, not the whole sitemap. `complete` says whether every listing was read.
 */
function listingsFor(log: Logger) {
  const listings = {
    complete: true,
    async read<Item>(listing: Record<string, string>, load: () => Promise<Item[]>): Promise<Item[]> {
      try {
        return await load();
      } catch (error) {
        listings.complete = false;
        const code = error instanceof UpstreamError ? error.code : (error as Error).name;
        log.warn({ ...listing, code }, 'sitemap listing failed: its pages are left out');
        return [];
      }
    },
  };
  return listings;
}

/** The paths of a product's variation pages (/{product slug}/{variation slug}), each its own canonical page. */
async function variationPaths(upstream: UpstreamClient, productSlug: string): Promise<string[]> {
  const answer = await upstream.getCached('variations/customise/{product_slug}', { path: { product_slug: productSlug } });
  return answer.data.variations.map((variation) => variationPath(productSlug, variation.slug));
}

export interface Sitemap {
  paths: string[];
  /** Whether every listing was read. */
  complete: boolean;
}

/**
 * Every page that names itself canonical: home, each category and sub-category (menus_all) with its
 * later pages of products, each product at /{front_sub_menu slug}/{product slug} (one cached cat_subcat_product call per
 * sub-category), each of its variations at /{product slug}/{variation slug} (where search results
 * link; the product page's own cached configurator answer lists them), each footer page, the blog
 * with its later list pages and each of its posts, the contact and order-tracking pages, the careers
 * page with its later list pages and each vacancy. Its reads go a few at a time (boundedReads).
 * Without the outline there is no sitemap (it rejects); a listing that fails leaves out its own pages
 * (`complete` is then false).
 */
export async function sitemapPaths(anyUpstream: UpstreamClient, log: Logger): Promise<Sitemap> {
  const upstream = boundedReads(anyUpstream);
  const listings = listingsFor(log);
  const [outline, posts, jobs] = await Promise.all([
    loadOutline(upstream),
    listings.read({ listing: 'blog posts' }, () => blogPaths(upstream)),
    listings.read({ listing: 'vacancies' }, () => jobPaths(upstream)),
  ]);
  const subMenus = outline.menus.flatMap((entry) => entry.sub_menus);
  const subMenuProducts = await Promise.all(
    subMenus.map((sub) =>
      listings.read({ listing: 'products', subMenu: sub.sub_menu_slug }, async () => {
        // The outline's sub-menu id is optional in the contract; the sub-category page always has it.
        const id =
          sub.id ??
          (await upstream.getCached('cat_subcat/{type}/{slug}', { path: { type: 'sub_menu', slug: sub.sub_menu_slug } }).then((answer) =>
            answer.data.type === 'sub_menu' ? answer.data.sub_menu.id : undefined,
          ));
        return id === undefined ? [] : (await upstream.getCached('cat_subcat_product/{id}', { path: { id } })).data;
      }),
    ),
  );
  const products = [...new Map(subMenuProducts.flat().map((product) => [product.slug, product])).values()];
  const variations = await Promise.all(
    products.map((product) => listings.read({ listing: 'variations', product: product.slug }, () => variationPaths(upstream, product.slug))),
  );
  const paths = [
    '/',
    ...outline.menus.map((entry) => `/${entry.menu.slug}`),
    ...subMenus.map((sub) => `/${sub.sub_menu_slug}`),
    ...catalogueLaterPages(outline.menus, new Map(subMenus.map((sub, index) => [sub.sub_menu_slug, subMenuProducts[index] ?? []]))),
    ...products.map((product) => productPath(product.front_sub_menu.slug, product.slug)),
    ...variations.flat(),
    ...outline.footer.flatMap((column) => column.pages.map((page) => footerPagePath(page.slug))),
    BLOG_PATH,
    ...posts,
    ...STATIC_PAGES,
    ...jobs,
  ];
  // A sub-category may sit in two categories, a product in two listings.
  return { paths: [...new Set(paths)], complete: listings.complete };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

const absolute = (origin: string, path: string) => escapeXml(new URL(path, `${origin}/`).toString());

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${absolute(origin, path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * The most URLs one sitemap file may list (the protocol's limit; its other, 50 MB, is far off: the
 * shop's URLs are short). A shop with more lists them in several files, named by a sitemap index.
 */
export const URLS_PER_SITEMAP_FILE = 50_000;

/** The `n`th (from 1) of a sitemap's files, when it needs more than one. */
const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/** A sitemap index naming `files` sitemap files. */
export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from({ length: files }, (_, index) => `  <sitemap><loc>${absolute(origin, sitemapFilePath(index + 1))}</loc></sitemap>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</sitemapindex>', ''].join('\n');
}
