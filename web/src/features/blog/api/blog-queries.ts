import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BlogPage, BlogPostView } from '@bff/view-models';
import { bffGet } from '@web/lib/bff-client';

export const blogQueries = {
  all: () => ['blog'] as const,
  /** One page of posts, newest first. */
  list: (page: number) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => bffGet<BlogPage>('blog', { searchParams: { page }, signal }),
      // Paging keeps the last page on screen until the next one is in (no flash of skeletons).
      placeholderData: keepPreviousData,
      // Posts change a few times a month and the BFF caches them too.
      staleTime: 5 * 60_000,
    }),
  /** One article (404 when there is no such post). */
  post: (slug: string) =>
    queryOptions({
      queryKey: [...blogQueries.all(), 'post', slug] as const,
      queryFn: ({ signal }) => bffGet<BlogPostView>(`blog/${encodeURIComponent(slug)}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};
