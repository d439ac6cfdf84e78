import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { plainlySpelled } from '../http/canonical-path';
import { ROUTE_STYLESHEETS_FILE } from '../shared/server-rendering';
import { renderPage } from './spa';
import { isAppPagePath } from './web-paths';

// Paths that name a file. A missing one is a 404, never the SPA (a stale chunk answered with HTML
// would fail with a confusing MIME error instead of a clear 404).
const FILE_PATH = /\.(?:m?js|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|mp4|webm|pdf)$/i;

// Files the build writes for the server alone (which stylesheets each route needs): not the browser's to read.
const SERVER_ONLY_FILES = new Set([`/${ROUTE_STYLESHEETS_FILE}`]);

const REPEATED_SLASHES = /\/{2,}/g;
const TRAILING_SLASH = /(?<=.)\/$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

// Pages name their icon (/favicon.svg), but a browser showing something that is no page of ours (an
// image, a PDF, an API answer) asks for /favicon.ico by convention: sent on to the one icon the shop has.
const FAVICON = '/favicon.svg';

/**
 * The built SPA: hashed /assets/* cached for a year, other files of WEB_DIST for an hour, and for
 * every other GET the page the web app renders, with its own head and the router's status (404 for a
 * catalogue slug the upstream does not know). A path that can be none of the app's pages gets the
 * not-found page with a real 404 without asking the upstream, so crawlers and links never take a
 * missing page for a live one.
 */
export function createWebRoutes(webDist: string) {
  // Made on first use: serveStatic complains at creation when WEB_DIST is missing, which API-only tests never need.
  const files = (cacheControl: string): MiddlewareHandler<AppEnv> => {
    let handler: MiddlewareHandler<AppEnv> | undefined;
    return (c, next) => {
      // The build writes .br and .gz beside each file worth compressing: sent as they are, whichever the client takes.
      handler ??= serveStatic<AppEnv>({ root: webDist, precompressed: true, onFound: (_path, ctx) => ctx.header('Cache-Control', cacheControl) });
      return handler(c, next);
    };
  };
  const assets = files(IMMUTABLE);
  const otherFiles = files(SHORT);
  const notFound = (c: { text: (text: string, status: 404) => Response }) => c.text('Not found', 404);

  return new Hono<AppEnv>()
    .get('/assets/*', assets, notFound)
    .get('/favicon.ico', (c) => {
      c.header('Cache-Control', SHORT);
      return c.redirect(FAVICON, 301);
    })
    .get('*', async (c, next) => (FILE_PATH.test(c.req.path) && !SERVER_ONLY_FILES.has(c.req.path) ? otherFiles(c, next) : next()))
    .get('*', (c) => {
      if (FILE_PATH.test(c.req.path)) return notFound(c);
      const url = new URL(c.req.url);
      // The router reads repeated slashes as one, and an escaped letter (st%61ndard) as the letter: the
      // same page for good under its one address, which has no trailing slash either (the router's own
      // move for that would be a second hop). The location starts with one slash alone, so it never
      // names another site (//evil.example); an escaped slash (%2F) stays escaped.
      const canonical = plainlySpelled(url.pathname).replace(REPEATED_SLASHES, '/').replace(TRAILING_SLASH, '');
      if (canonical !== url.pathname) return c.redirect(`${canonical}${url.search}`, 301);
      return isAppPagePath(c.req.path) ? renderPage(c) : renderPage(c, 404);
    });
}
