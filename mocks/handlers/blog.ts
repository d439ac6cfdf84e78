// The shop's blog: published posts, paged, and one post with its HTML content.
import type { components } from '../../bff/src/generated/upstream';
import { http } from '../base';
import { blogPosts, findBlogPost } from '../data/blog';
import { VALIDATION_MESSAGE, failure, integer, validate } from '../validation';

export const BLOG_MESSAGES = { notFound: 'Sorry! This post is not available.' } as const;

const DEFAULT_PER_PAGE = 9;

function toSummary({ content: _content, ...summary }: components['schemas']['BlogPost']): components['schemas']['BlogPostSummary'] {
  return summary;
}

export const blogHandlers = [
  http.get('/blogs', ({ query, response }) => {
    const paging = { page: query.get('page') ?? '1', per_page: query.get('per_page') ?? String(DEFAULT_PER_PAGE) };
    const errors = validate(paging, { page: [integer], per_page: [integer] });
    const page = Number(paging.page);
    const perPage = Number(paging.per_page);
    if (errors || page < 1 || perPage < 1 || perPage > 50) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, errors ?? { per_page: ['The per page field must be between 1 and 50.'] }), {
        status: 422,
      });
    }
    return response(200).json({
      success: true,
      data: {
        data: blogPosts.slice((page - 1) * perPage, page * perPage).map(toSummary),
        total: blogPosts.length,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(blogPosts.length / perPage)),
      },
    });
  }),

  http.get('/blogs/{slug}', ({ params, response }) => {
    const post = findBlogPost(params.slug);
    if (!post) return response('4XX').json(failure(BLOG_MESSAGES.notFound), { status: 404 });
    return response(200).json({ success: true, data: post });
  }),
];
