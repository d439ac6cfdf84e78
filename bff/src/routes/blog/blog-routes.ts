import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { Hono } from 'hono';
import type { components } from '@bff/generated/upstream';
import type { AppEnv } from '@bff/http/app-env';
import { ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { PRODUCT_IMAGE, imageSet } from '@bff/lib/images';
import type { BlogPage, BlogPostCard, BlogPostView } from '@bff/view-models';
import { orNotFound } from '@bff/http/not-found';
import { memoizePerObject } from '@bff/lib/memoize-per-object';
import { PageQuerySchema, toPageView } from '@bff/lib/page-view';
import { isSlug } from '@bff/lib/slugs';
import { sanitizeHtml } from '@bff/lib/trusted-html';
import { SHOP_TIME_ZONE } from '@bff/shared/shop';
import { BLOG_PAGE_SIZE } from '@bff/static/web-paths';

type Schemas = components['schemas'];

export const POST_NOT_FOUND_MESSAGE = 'Sorry, we could not find that post.';

const LONDON = tz(SHOP_TIME_ZONE);

function toCard(post: Schemas['BlogPostSummary']): BlogPostCard {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    // The title sits right beside the picture, so the picture is described by what it shows.
    image: imageSet(post.image, '', PRODUCT_IMAGE),
    publishedAt: post.published_at,
    publishedText: format(post.published_at, 'd MMMM yyyy', { in: LONDON }),
    author: post.author,
    readingMinutes: post.reading_minutes,
  };
}

// Each post is sanitised once per refresh of the cached read that hands it out.
const toPostView = memoizePerObject((post: Schemas['BlogPost']): BlogPostView => ({ ...toCard(post), html: sanitizeHtml(post.content) }));

/** The shop's blog: `/api/blog?page=` lists the posts, `/api/blog/:slug` is one article. */
export const blogRoutes = new Hono<AppEnv>()
  .get('/', validate('query', PageQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    const answer = await c.var.upstream.getCached('blogs', { query: { page, per_page: BLOG_PAGE_SIZE } });
    return c.json<BlogPage>(toPageView(answer.data, toCard));
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!isSlug(slug)) throw new ApiFailure(404, 'not_found', POST_NOT_FOUND_MESSAGE);
    const answer = await orNotFound(c.var.upstream.getCached('blogs/{slug}', { path: { slug } }), POST_NOT_FOUND_MESSAGE);
    return c.json<BlogPostView>(toPostView(answer.data));
  });
