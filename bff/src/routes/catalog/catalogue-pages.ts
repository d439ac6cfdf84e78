import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { siteOrigin } from '@bff/http/origin';
import { DEFAULT_SEARCH_PARAMS, cleanSearchText } from '@bff/schemas/search';
import { NOT_FOUND_HEAD } from '@bff/static/page-head';
import { answerWithHead } from '@bff/static/answer-with-head';
import { renderPage } from '@bff/static/spa';
import { toVariationCard } from '@bff/lib/cards';
import { loadCataloguePage } from './page-view';
import { loadProduct } from './product-view';
import { isSlug } from '@bff/lib/slugs';
import { APP_SEGMENTS } from '@bff/static/web-paths';
import { breadcrumbList, productJsonLd } from '@bff/static/json-ld';
import { pageTitle, SHOP_NAME } from '@bff/shared/shop';

/**
 * The HTML of catalogue, product and search pages with their own head: title, description, canonical,
 * Open Graph and JSON-LD, from the same cached reads the SPA's API calls make next (so those are warm).
 * An unknown slug is answered 404 with the SPA shell, which then shows its not-found page.
 */

/** A path segment that names a file (favicon.svg, index-Abc.js) belongs to the static files. */
const isFileName = (segment: string) => segment.includes('.');

export const cataloguePages = new Hono<AppEnv>()
  .get('/search/:term', (c) =>
    answerWithHead(c, async () => {
      const text = cleanSearchText(c.req.param('term'));
      if (text === '') return { title: pageTitle('Search'), robots: 'noindex, follow' };
      // The same key as the SPA's first call for this page (relevance, 9 a page, page 1): one read serves both.
      const answer = await c.var.upstream.getCached('variations/search', {
        query: { key: text, page: DEFAULT_SEARCH_PARAMS.page, page_limit: DEFAULT_SEARCH_PARAMS.size },
      });
      const { total, data } = answer.data;
      const first = data[0] ? toVariationCard(data[0]) : undefined;
      return {
        title: pageTitle(`Showing result for "${text}"`),
        description:
          total > 0
            ? `Total ${total} results found for "${text}" at ${SHOP_NAME}: same-day printing in London, free UK delivery.`
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
        title: pageTitle(seo.title),
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
        title: pageTitle(seo.title),
        description: seo.description,
        canonicalPath: view.canonicalPath,
        image: seo.images[0],
        ogType: 'product',
        jsonLd: [productJsonLd(origin, view, seo.description, seo.images), breadcrumbList(origin, view.breadcrumbs)],
      };
    });
  });
