import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';

/** Both marketing URLs of the same-day page lead to it; this one is what the header links to. */
const SAME_DAY_PATH = '/same-day-printing-service-in-london';

/** /same-day-printing is the same page under its short name: a permanent redirect keeps one URL for search engines and shared links. */
export const sameDayRedirect = new Hono<AppEnv>().get('/same-day-printing', (c) => {
  const query = new URL(c.req.url).search;
  return c.redirect(`${SAME_DAY_PATH}${query}`, 301);
});
