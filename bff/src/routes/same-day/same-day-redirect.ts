import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { PAGE_ALIASES } from '@bff/lib/page-aliases';

const SHORT_NAME = '/same-day-printing';

/** /same-day-printing is the same page under its short name: a permanent redirect keeps one URL for search engines and shared links. */
export const sameDayRedirect = new Hono<AppEnv>().get(SHORT_NAME, (c) => {
  const query = new URL(c.req.url).search;
  return c.redirect(`${PAGE_ALIASES[SHORT_NAME]}${query}`, 301);
});
