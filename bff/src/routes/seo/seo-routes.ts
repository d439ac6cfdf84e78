import { Hono, type Context } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { siteOrigin } from '@bff/http/origin';
import { sitemapPaths, sitemapXml } from './sitemap';

/**
 * Crawlers may read these for an hour (`seconds`); the catalogue reads behind the sitemap are cached
 * too. Built from the request's Host (PUBLIC_URL unset, development only), they are this client's alone.
 */
const crawlerCache = (c: Context<AppEnv>, seconds = 3600) => (c.var.config.PUBLIC_URL ? `public, max-age=${seconds}` : 'private, no-store');

/** A sitemap that could not be built whole is asked for again this soon. */
const SITEMAP_RETRY_SECONDS = 300;

/**
 * Areas that are private or not pages at all: the API, the account, and checkout's steps (the cart and
 * checkout, the payment and its return, the artwork upload), which hold one shopper's order.
 */
const DISALLOWED = ['/api/', '/account/', '/order-process/', '/payment', '/artwork/'];

/** `/robots.txt` and `/sitemap.xml`, with absolute URLs from PUBLIC_URL (else the request's origin). */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin(c)}/sitemap.xml`, ''];
    c.header('Cache-Control', crawlerCache(c));
    return c.text(lines.join('\n'));
  })
  .get('/sitemap.xml', async (c) => {
    const sitemap = await sitemapPaths(c.var.upstream, c.var.log).catch(() => undefined);
    // Without the catalogue's outline, or once the request's time ran out (every listing then fails),
    // a sitemap would tell crawlers that most pages went away: "come back later" is the truth.
    if (!sitemap || c.var.deadline.aborted) {
      c.header('Retry-After', String(SITEMAP_RETRY_SECONDS));
      return c.text('The sitemap is not available right now.', 503);
    }
    // A failed listing costs its own pages, not every page of the shop, and the whole list is asked for again soon.
    c.header('Cache-Control', crawlerCache(c, sitemap.complete ? undefined : SITEMAP_RETRY_SECONDS));
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemapXml(siteOrigin(c), sitemap.paths));
  });
