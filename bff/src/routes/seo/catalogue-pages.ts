import { Hono, type Context } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { siteOrigin } from '@bff/http/origin';
import { DEFAULT_SEARCH_PARAMS, cleanSearchText } from '@bff/schemas/search';
import { NOT_FOUND_HEAD, SITE_NAME, type PageHead } from '@bff/static/page-head';
import { renderPage } from '@bff/static/spa';
import { UpstreamError } from '@bff/upstream/upstream-error';
import { toVariationCard } from '../catalog/cards';
import { isNotFound } from '../catalog/not-found';
import { loadCataloguePage } from '../catalog/page-view';
import { loadProduct } from '../catalog/product-view';
import { isSlug } from '../catalog/slugs';
import { APP_SEGMENTS } from '@bff/static/web-paths';
import { breadcrumbList, productJsonLd } from './json-ld';

/**
 * The HTML of catalogue, product and search pages with their own head: title, description, canonical,
 * Open Graph and JSON-LD, from the same cached reads the SPA's API calls make next (so those are warm).
 * An unknown slug is answered 404 with the SPA shell, which then shows its not-found page.
 */

/** The head waits this long for the upstream; after it the shopper gets the page anyway (crawlers a 503). */
const HEAD_TIMEOUT_MS = 3000;

class HeadTimeout extends Error {
  override readonly name = 'HeadTimeout';
}

function within<T>(load: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HeadTimeout(`no answer within ${ms} ms`)), ms);
  });
  // The load goes on after a timeout and warms the cache for the SPA's own call.
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** 'Page | PrintShop London', as the SPA titles its pages; a title that already names the shop stays as it is. */
export const titled = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

export async function answerWithHead(c: Context<AppEnv>, build: () => Promise<Partial<PageHead>>) {
  try {
    return await renderPage(c, await within(build(), HEAD_TIMEOUT_MS));
  } catch (error) {
    if (isNotFound(error)) return renderPage(c, NOT_FOUND_HEAD, 404);
    // The upstream client has logged its own failures; anything else is a bug worth a line.
    if (!(error instanceof UpstreamError) && !(error instanceof HeadTimeout)) {
      console.error(`[${c.var.requestId}] page head for ${c.req.routePath} failed:`, error);
    }
    // Shoppers get the SPA, which loads the page itself; crawlers are told to come back, not to index a default head.
    c.header('Retry-After', '120');
    return renderPage(c, {}, 503);
  }
}

/** A path segment that names a file (favicon.svg, index-Abc.js) belongs to the static files. */
const isFileName = (segment: string) => segment.includes('.');

export const cataloguePages = new Hono<AppEnv>()
  .get('/search/:term', (c) =>
    answerWithHead(c, async () => {
      const text = cleanSearchText(c.req.param('term'));
      if (text === '') return { title: titled('Search'), robots: 'noindex, follow' };
      // The same key as the SPA's first call for this page (relevance, 9 a page, page 1): one read serves both.
      const answer = await c.var.upstream.getCached('variations/search', {
        query: { key: text, page: DEFAULT_SEARCH_PARAMS.page, page_limit: DEFAULT_SEARCH_PARAMS.size },
      });
      const { total, data } = answer.data;
      const first = data[0] ? toVariationCard(data[0]) : undefined;
      return {
        title: titled(`Showing result for "${text}"`),
        description:
          total > 0
            ? `Total ${total} results found for "${text}" at ${SITE_NAME}: same-day printing in London, free UK delivery.`
            : 'Sorry, Product not found',
        canonicalPath: `/search/${encodeURIComponent(text)}`,
        image: first?.image.src,
        // Result lists are thin, shifting pages: crawlers may follow them to products but not index them.
        robots: 'noindex, follow',
      };
    }),
  )
  .get('/:slug', async (c, next) => {
    const slug = c.req.param('slug');
    if (APP_SEGMENTS.has(slug) || isFileName(slug)) return next();
    if (!isSlug(slug)) return renderPage(c, NOT_FOUND_HEAD, 404);
    return answerWithHead(c, async () => {
      const { view, seo } = await loadCataloguePage(c.var.upstream, slug);
      return {
        title: titled(seo.title),
        description: seo.description,
        canonicalPath: `/${view.slug}`,
        image: seo.images[0],
        ogType: view.kind === 'page' ? 'article' : 'website',
        jsonLd: view.kind === 'page' ? [] : [breadcrumbList(siteOrigin(c), view.breadcrumbs)],
      };
    });
  })
  .get('/:first/:second', async (c, next) => {
    const { first, second } = c.req.param();
    if (APP_SEGMENTS.has(first) || isFileName(second)) return next();
    if (!isSlug(first) || !isSlug(second)) return renderPage(c, NOT_FOUND_HEAD, 404);
    return answerWithHead(c, async () => {
      // The head is the same for every shopper: no account discount in it.
      const { view, seo } = await loadProduct(c.var.upstream, first, second, null);
      const origin = siteOrigin(c);
      return {
        title: titled(seo.title),
        description: seo.description,
        canonicalPath: view.canonicalPath,
        image: seo.images[0],
        ogType: 'product',
        jsonLd: [productJsonLd(origin, view, seo.description, seo.images), breadcrumbList(origin, view.breadcrumbs)],
      };
    });
  });
