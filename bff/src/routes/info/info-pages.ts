import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { renderPage } from '@bff/static/spa';
import { pageSeo } from '@bff/lib/page-seo';
import { isSlug } from '@bff/lib/slugs';
import { NOT_FOUND_HEAD } from '@bff/static/page-head';
import { answerWithHead } from '@bff/static/answer-with-head';
import { pageTitle } from '@bff/shared/shop';

/**
 * `/info/{slug}`: the footer pages under the info area (the registration forms link to
 * /info/privacy-policy-cookies). The footer links the same pages at `/{slug}`, and that is their
 * canonical URL, so search engines index each page once. Only footer pages live here: a category
 * slug is not found, as the SPA says too.
 */
export const infoPages = new Hono<AppEnv>().get('/info/:slug', (c) => {
  const slug = c.req.param('slug');
  if (!isSlug(slug)) return renderPage(c, NOT_FOUND_HEAD, 404);
  return answerWithHead(c, async () => {
    // The same cached read as the SPA's /api/pages/{slug}, which it warms.
    const page = (await c.var.upstream.getCached('get-static-page/{id}', { path: { id: slug } })).data;
    const seo = pageSeo(page, { title: page.title, html: page.content });
    return { title: pageTitle(seo.title), description: seo.description, canonicalPath: `/${page.slug}`, ogType: 'article' };
  });
});
