import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { htmlToText, truncateText } from '@bff/lib/trusted-html';
import { answerWithHead } from '@bff/static/answer-with-head';
import { loadSameDayPage } from './same-day-routes';
import { pageTitle } from '@bff/shared/shop';

/** Both marketing URLs of the spec lead here; this one is what the header links to. */
export const SAME_DAY_PATH = '/same-day-printing-service-in-london';

/**
 * The same-day printing page's HTML with its own head. /same-day-printing is the same page under
 * its short name: a permanent redirect keeps one URL for search engines and shared links.
 */
export const sameDayPages = new Hono<AppEnv>()
  .get('/same-day-printing', (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`${SAME_DAY_PATH}${query}`, 301);
  })
  .get(SAME_DAY_PATH, (c) =>
    answerWithHead(c, async () => {
      const page = await loadSameDayPage(c.var.upstream);
      return {
        title: pageTitle(page.title),
        description: truncateText(htmlToText(page.html)),
        canonicalPath: SAME_DAY_PATH,
        image: page.products[0]?.image.src,
      };
    }),
  );
