import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import type { PageHead } from '@bff/static/page-head';
import { renderPage } from '@bff/static/spa';
import { pageTitle } from '@bff/shared/shop';

/**
 * Pages that are no one's search result. The unsubscribe pages carry a subscriber's email or emailed
 * token in their address, so they are never indexed and name no canonical URL (it would copy the
 * address into og:url); /sample is the routing table's empty test page.
 */
function privatePage(title: string, description: string): Partial<PageHead> {
  return { title: pageTitle(title), description, robots: 'noindex, nofollow', canonicalPath: undefined };
}

export const privatePages = new Hono<AppEnv>()
  .get('/sample', (c) => renderPage(c, privatePage('Sample page', 'An empty page the shop uses to test its layout.')))
  .get('/unsubscribe/:token', (c) => renderPage(c, privatePage('Unsubscribe', 'Leave our newsletter.')))
  .get('/request-unsubscribe/:email', (c) => renderPage(c, privatePage('Unsubscribe', 'Leave our newsletter.')));
