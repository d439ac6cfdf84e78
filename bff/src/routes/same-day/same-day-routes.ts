import { Hono } from 'hono';
import type { components } from '@bff/generated/upstream';
import type { AppEnv } from '@bff/http/app-env';
import { memoizeLast } from '@bff/lib/memoize-last';
import { pageSeo } from '@bff/lib/page-seo';
import { toVariationCard } from '@bff/lib/cards';
import { toMinDeliveryView } from '@bff/lib/delivery';
import { nextCutOff } from '@bff/shared/cut-off';
import type { UpstreamClient } from '@bff/upstream/client';
import type { SameDayPage } from '@bff/view-models';
import { sanitizeHtml } from '@bff/lib/trusted-html';

// Rebuilt (and re-sanitised) only when the cached upstream read refreshes.
const toSameDayPage = memoizeLast(
  (page: components['schemas']['SameDayPrintingResponse']['data']): SameDayPage => ({
    title: page.title,
    html: sanitizeHtml(page.content),
    cutOff: page.order_cut_off,
    minDelivery: toMinDeliveryView(page.min_delivery),
    products: page.variations.map(toVariationCard),
    // The first product's picture is the page's in link previews.
    seo: pageSeo({}, { title: page.title, html: page.content, images: page.variations.slice(0, 1).map((card) => card.image) }),
  }),
);

/** The page; its earliest delivery holds until the next cut-off, which is part of its cache key as the home page's is. */
export async function loadSameDayPage(upstream: UpstreamClient): Promise<SameDayPage> {
  return toSameDayPage((await upstream.getCached('same-day-printing', { keyPart: nextCutOff().toISOString() })).data);
}

/** The same-day printing marketing page: `/api/same-day`. */
export const sameDayRoutes = new Hono<AppEnv>().get('/', async (c) => c.json(await loadSameDayPage(c.var.upstream)));
