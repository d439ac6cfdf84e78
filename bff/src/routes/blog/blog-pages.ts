import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { siteOrigin } from '@bff/http/origin';
import { mediaUrl } from '@bff/lib/images';
import { NOT_FOUND_HEAD } from '@bff/static/page-head';
import { renderPage } from '@bff/static/spa';
import { truncateText } from '@bff/lib/trusted-html';
import { isSlug } from '@bff/lib/slugs';
import { answerWithHead } from '@bff/static/answer-with-head';
import { blogPostingJsonLd } from '@bff/static/json-ld';
import { BLOG_PATH, blogPostPath } from '@bff/static/web-paths';
import { BLOG_PAGE_SIZE } from './blog-routes';
import { pageTitle, SHOP_NAME } from '@bff/shared/shop';

const BLOG_DESCRIPTION = `Print tips, paper guides and news from the ${SHOP_NAME} workshop: how to get business cards, leaflets, banners and apparel right first time.`;

/** A page number from the query: a whole number from 1, else the first page (as the SPA reads it). */
function pageOf(query: string | undefined): number {
  const page = Number(query);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The blog's HTML with its own heads: the list (page 1 canonical at /blogs, later pages at
 * /blogs?page=n) and each post with its title, excerpt, picture and BlogPosting JSON-LD. The reads are
 * the cached ones the SPA's /api/blog calls make next.
 */
export const blogPages = new Hono<AppEnv>()
  .get(BLOG_PATH, (c) => {
    const page = pageOf(c.req.query('page'));
    return answerWithHead(c, async () => {
      if (page > 1) {
        const answer = await c.var.upstream.getCached('blogs', { query: { page, per_page: BLOG_PAGE_SIZE } });
        // A page past the last lists nothing: not a page to index.
        if (answer.data.data.length === 0) return { title: pageTitle('Blog'), description: BLOG_DESCRIPTION, robots: 'noindex, follow' };
      }
      return {
        title: pageTitle(page > 1 ? `Blog, page ${page}` : 'Blog'),
        description: BLOG_DESCRIPTION,
        canonicalPath: page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH,
      };
    });
  })
  .get(`${BLOG_PATH}/:slug`, (c) => {
    const slug = c.req.param('slug');
    if (!isSlug(slug)) return renderPage(c, NOT_FOUND_HEAD, 404);
    return answerWithHead(c, async () => {
      const post = (await c.var.upstream.getCached('blogs/{slug}', { path: { slug } })).data;
      const canonicalPath = blogPostPath(post.slug);
      const image = mediaUrl(post.image);
      return {
        title: pageTitle(post.title),
        description: truncateText(post.excerpt),
        canonicalPath,
        image,
        ogType: 'article',
        jsonLd: [blogPostingJsonLd(siteOrigin(c), { ...post, url: canonicalPath, image })],
      };
    });
  });
