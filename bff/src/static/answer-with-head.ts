import type { Context } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { isNotFound } from '@bff/http/not-found';
import { TimeLimitExceeded, withinTime } from '@bff/lib/time-limit';
import { UpstreamError } from '@bff/upstream/upstream-error';
import { NOT_FOUND_HEAD, type PageHead } from './page-head';
import { renderPage } from './spa';

/** The head waits this long for the upstream; after it the shopper gets the page anyway (crawlers a 503). */
const HEAD_TIMEOUT_MS = 3000;

export async function answerWithHead(c: Context<AppEnv>, build: () => Promise<Partial<PageHead>>) {
  try {
    // A load cut short goes on and warms the cache for the SPA's own call.
    return await renderPage(c, await withinTime(build(), HEAD_TIMEOUT_MS));
  } catch (error) {
    if (isNotFound(error)) return renderPage(c, NOT_FOUND_HEAD, 404);
    // The upstream client has logged its own failures; anything else is a bug worth a line.
    if (!(error instanceof UpstreamError) && !(error instanceof TimeLimitExceeded)) {
      c.var.log.error({ err: error, route: c.req.routePath }, 'page head failed');
    }
    // Shoppers get the SPA, which loads the page itself; crawlers are told to come back, not to index a default head.
    c.header('Retry-After', '120');
    return renderPage(c, {}, 503);
  }
}
