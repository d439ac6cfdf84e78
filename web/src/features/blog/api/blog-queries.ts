import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** One page of posts, newest first. */
export type BlogPage = Answer<typeof bff.blog.$get>;
/** One post on the blog's list. */
export type BlogPostCard = BlogPage['items'][number];
/** One article. */
export type BlogPostView = Answer<typeof bff.blog[':slug']['$get']>;

export const blogQueries = {
  all: () => ['blog'] as const,
  /** One page of posts, newest first. */
  list: (page: number) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => answer(bff.blog.$get({ query: { page: String(page) } }, { init: { signal } })),
      // Paging keeps the last page on screen until the next one is in (no flash of skeletons).
      placeholderData: keepPreviousData,
      // Posts change a few times a month and the BFF caches them too.
      staleTime: 5 * 60_000,
    }),
  /** One article (404 when there is no such post). */
  post: (slug: string) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'post', slug] as const,
      queryFn: ({ signal }) => answer(bff.blog[':slug'].$get({ param: { slug } }, { init: { signal } })),
      staleTime: 5 * 60_000,
    }),
};
