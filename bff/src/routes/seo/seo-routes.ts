import { Hono, type Context } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { siteOrigin } from '@bff/http/origin';
import type { Logger } from '@bff/lib/logger';
import { memoizeLast } from '@bff/lib/memoize-last';
import { untilAborted } from '@bff/lib/time-limit';
import type { UpstreamClient } from '@bff/upstream/client';
import { keepSitemap } from './kept-sitemap';
import { URLS_PER_SITEMAP_FILE, sitemapIndexXml, sitemapPaths, sitemapXml, type Sitemap } from './sitemap';

/** How long crawlers may keep robots.txt and a whole sitemap, and how long a built sitemap is served before it is built again. */
const CRAWLER_CACHE_SECONDS = 3600;

/**
 * Crawlers may read these for an hour (`seconds`); the sitemap is kept as built too. Built from the
 * request's Host (PUBLIC_URL unset, development only), they are this client's alone.
 */
const crawlerCache = (c: Context<AppEnv>, seconds = CRAWLER_CACHE_SECONDS) =>
  c.var.config.PUBLIC_URL ? `public, max-age=${seconds}` : 'private, no-store';

/** A sitemap that could not be built whole (or not yet) is asked for again this soon. */
const SITEMAP_RETRY_SECONDS = 300;

/**
 * Areas that are private or not pages at all: the API, the account, and checkout's steps (the cart and
 * checkout, the payment and its return, the artwork upload), which hold one shopper's order.
 */
const DISALLOWED = ['/api/', '/account/', '/order-process/', '/payment', '/artwork/'];

export interface SeoRoutesOptions {
  /** Not bound to any request: a sitemap's build goes on after the request that started it is answered. */
  upstream: UpstreamClient;
  log: Logger;
  /** Build the sitemap at once, so the first crawler after a start need not wait (production). */
  warm: boolean;
  /** The most URLs in one sitemap file: the protocol's 50,000 unless told (tests). */
  urlsPerFile?: number;
}

/**
 * `/robots.txt` and `/sitemap.xml`, with absolute URLs from PUBLIC_URL (else the request's origin). The
 * sitemap is kept as built (keepSitemap) and its paths made absolute for each origin asked. Past
 * `urlsPerFile` URLs, `/sitemap.xml` is a sitemap index of `/sitemap-1.xml`, `/sitemap-2.xml`…, each
 * listing that many in the sitemap's order.
 */
export function createSeoRoutes({ upstream, log, warm, urlsPerFile = URLS_PER_SITEMAP_FILE }: SeoRoutesOptions) {
  const logBuildFailure = (error: unknown) => log.warn({ reason: (error as Error).message }, 'sitemap build failed: the last one built, if any, is served');
  const sitemap = keepSitemap(() => sitemapPaths(upstream, log), {
    freshMs: CRAWLER_CACHE_SECONDS * 1000,
    retryMs: SITEMAP_RETRY_SECONDS * 1000,
    onRefreshError: logBuildFailure,
  });
  if (warm) sitemap.read().catch(logBuildFailure);
  // The same paths make the same XML until the sitemap is built again.
  const xmlOf = memoizeLast(sitemapXml);

  /**
   * The XML `render` makes of the kept sitemap (none: 404). Until the first build is done, the request
   * waits for it as long as its deadline allows; the build goes on after that. Without the catalogue's
   * outline, or before the first build is done, a sitemap would tell crawlers that most pages went
   * away: "come back later" is the truth.
   */
  async function sitemapAnswer(c: Context<AppEnv>, render: (built: Sitemap, origin: string) => string | undefined) {
    const built = await untilAborted(sitemap.read(), c.var.deadline).catch((error: unknown) => {
      // Out of time, the build goes on for the next request; a build that failed is worth a line.
      if (!c.var.deadline.aborted) logBuildFailure(error);
      return undefined;
    });
    if (!built) {
      c.header('Retry-After', String(SITEMAP_RETRY_SECONDS));
      return c.text('The sitemap is not available right now.', 503);
    }
    const xml = render(built, siteOrigin(c));
    if (xml === undefined) return c.text('Not found', 404);
    // A failed listing costs its own pages, not every page of the shop, and the whole list is asked for again soon.
    c.header('Cache-Control', crawlerCache(c, built.complete ? undefined : SITEMAP_RETRY_SECONDS));
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(xml);
  }
  const filesOf = (built: Sitemap) => Math.ceil(built.paths.length / urlsPerFile);

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin(c)}/sitemap.xml`, ''];
      c.header('Cache-Control', crawlerCache(c));
      return c.text(lines.join('\n'));
    })
    .get('/sitemap.xml', (c) =>
      sitemapAnswer(c, (built, origin) => (filesOf(built) > 1 ? sitemapIndexXml(origin, filesOf(built)) : xmlOf(origin, built.paths))),
    )
    .get('/:file{sitemap-[1-9][0-9]*\\.xml}', (c) =>
      sitemapAnswer(c, (built, origin) => {
        const n = Number(/[0-9]+/.exec(c.req.param('file'))![0]);
        return filesOf(built) > 1 && n <= filesOf(built) ? sitemapXml(origin, built.paths.slice((n - 1) * urlsPerFile, n * urlsPerFile)) : undefined;
      }),
    );
}
