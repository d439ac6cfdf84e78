// The shop's blog: published posts, paged, and one post with its HTML content.
import type { components } from '../../bff/src/generated/upstream';
import { http } from '../base';
import { blogPosts, findBlogPost } from '../data/blog';
import { VALIDATION_MESSAGE, failure } from '../validation';
import { pageOf, readPaging } from '../paging';

export const BLOG_MESSAGES = { notFound: 'Sorry! This post is not available.' } as const;

const DEFAULT_PER_PAGE = 9;

function toSummary({ content: _content, ...summary }: components['schemas']['BlogPost']): components['schemas']['BlogPostSummary'] {
  return summary;
}

export const blogHandlers = [
  http.get('/blogs', ({ query, response }) => {
    const paging = readPaging(query.get('page'), query.get('per_page') ?? String(DEFAULT_PER_PAGE));
    if ('errors' in paging) return response('4XX').json(failure(VALIDATION_MESSAGE, paging.errors), { status: 422 });
    return response(200).json({ success: true, data: pageOf(blogPosts, paging, toSummary) });
  }),

  http.get('/blogs/{slug}', ({ params, response }) => {
    const post = findBlogPost(params.slug);
    if (!post) return response('4XX').json(failure(BLOG_MESSAGES.notFound), { status: 404 });
    return response(200).json({ success: true, data: post });
  }),
];
