import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blogQueries } from '@web/features/blog/api/blog-queries';
import { BlogList, BlogListSkeleton } from '@web/features/blog/components/blog-list';
import { SHOP_NAME } from '@bff/shared/shop';
import { listPageMeta, pageHead } from '@web/lib/page-head';
import { pagedListSearch } from '@web/lib/page-search';

// /blogs?page= : the page lives in the URL (shareable; Back works); page 1 is left out of it.
export const Route = createFileRoute('/blogs/')({
  ...pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(blogQueries.list(deps.page)),
  head: ({ loaderData }) => {
    const page = loaderData?.page ?? 1;
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
  // The loader has the page; useQuery (not suspense) keeps the previous page on screen while the next loads.
  const { data } = useQuery(blogQueries.list(page));
  return data ? <BlogList data={data} /> : <BlogListSkeleton />;
}
