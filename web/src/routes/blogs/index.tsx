import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@web/features/blog/api/blog-queries';
import { BlogList, BlogListSkeleton } from '@web/features/blog/components/blog-list';
import { SHOP_NAME } from '@bff/shared/shop';
import { listPageMeta, pageHead } from '@web/lib/page-head';
import { otherPageRead } from '@web/lib/server-reads';
import { pagedListSearch } from '@web/lib/page-search';

// /blogs?page= : the page lives in the URL (shareable; Back works); page 1 is left out of it.
export const Route = createFileRoute('/blogs/')({
  ...pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => {
    const read = blogQueries.list(deps.page);
    // Paging in the browser, the page shown stays, busy, till the next one comes (a skeleton in its place
    // would take away the page link pressed, and the focus on it).
    if (otherPageRead(context.queryClient, [...blogQueries.all(), 'list'], read.queryKey)) {
      void context.queryClient.prefetchQuery(read);
      return undefined;
    }
    return context.queryClient.ensureQueryData(read);
  },
  head: ({ loaderData, match }) => {
    const page = loaderData?.page ?? match.loaderDeps.page;
    const description = `Print tips, paper guides and news from the ${SHOP_NAME} workshop: how to get business cards, leaflets, banners and apparel right first time.`;
    // A page past the last lists nothing: not a page to index.
    if (loaderData && loaderData.items.length === 0 && page > 1) return pageHead({ title: 'Blog', description, robots: 'noindex, follow' });
    return pageHead(listPageMeta('Blog', '/blogs', page, { description }));
  },
  pendingComponent: BlogListSkeleton,
  component: BlogRoute,
});

function BlogRoute() {
  const { page } = Route.useSearch();
  // The loader has the page, or has only started it while paging: useQuery (not suspense) keeps the
  // previous page on screen, busy, while the next loads.
  const { data, isPlaceholderData } = useQuery(blogQueries.list(page));
  return data ? <BlogList data={data} loading={isPlaceholderData} /> : <BlogListSkeleton />;
}
