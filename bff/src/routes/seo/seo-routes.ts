import { Hono, type Context } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { siteOrigin } from '@bff/http/origin';
import { sitemapPaths, sitemapXml } from './sitemap';

/**
 * Crawlers may read these for an hour; the catalogue reads behind the sitemap are cached too. Built
 * from the request's Host (PUBLIC_URL unset, development only), they are this client's alone.
 */
const crawlerCache = (c: Context<AppEnv>) => (c.var.config.PUBLIC_URL ? 'public, max-age=3600' : 'private, no-store');

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
    let paths: string[];
    try {
      paths = await sitemapPaths(c.var.upstream);
    } catch {
      // A partial sitemap would tell crawlers that pages went away; "come back later" is the truth.
      c.header('Retry-After', '300');
      return c.text('The sitemap is not available right now.', 503);
    }
    c.header('Cache-Control', crawlerCache(c));
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemapXml(siteOrigin(c), paths));
  });
