import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';

import { renderPage } from '@bff/static/spa';
import { pageTitle, SHOP_NAME } from '@bff/shared/shop';

/** `/contact` with its own head (the SPA titles it the same): nothing to look up, so it never waits for the upstream. */
export const contactPage = new Hono<AppEnv>().get('/contact', (c) =>
  renderPage(c, {
    title: pageTitle('Contact us'),
    description: `Get in touch with ${SHOP_NAME}: call, email or send us a message. Open 7 days a week, including bank holidays.`,
    canonicalPath: '/contact',
  }),
);
