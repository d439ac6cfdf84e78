import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { siteOrigin } from '@bff/http/origin';
import { DEFAULT_HEAD } from '@bff/static/page-head';
import { renderPage } from '@bff/static/spa';
import { SHOP_NAME } from '@bff/shared/shop';

/**
 * HTML pages of the content domain with their own <head> (the SEO hook: page routers are mounted in
 * createApp before the SPA catch-all, and answer through renderPage). The home page names the shop
 * as a schema.org organisation with its contact details.
 */
export const contentPages = new Hono<AppEnv>().get('/', async (c) => {
  // The HTML must never fail because the upstream did: without the profile, the default head will do.
  const profile = await c.var.upstream.getCached('company-profile').then(
    (answer) => answer.data,
    () => undefined,
  );
  const organisation = profile && {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name || SHOP_NAME,
    url: `${siteOrigin(c)}/`,
    email: profile.email,
    telephone: profile.contact_no,
    address: {
      '@type': 'PostalAddress',
      streetAddress: profile.address,
      addressLocality: profile.city,
      postalCode: profile.post_code,
      addressCountry: 'GB',
    },
    sameAs: (profile.social_links ?? []).map((link) => link.url),
  };
  return renderPage(c, { ...DEFAULT_HEAD, canonicalPath: '/', ...(organisation ? { jsonLd: [organisation] } : {}) });
});
