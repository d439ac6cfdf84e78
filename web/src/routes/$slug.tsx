import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { catalogQueries, ensureOrNotFound } from '../features/catalog/api/catalog-queries';
import { CategoryPage, CategoryPageSkeleton } from '../features/catalog/components/category-page';
import { ContentPage } from '../features/catalog/components/content-page';
import { cataloguePageMeta } from '../features/catalog/page-meta';
import { pageHead } from '@web/lib/page-head';
import { pagedListSearch } from '@web/lib/page-search';

// One segment: a category (/{menu_slug}), a sub-category (/{sub_menu_slug}) or a footer page
// (/{page_slug}); the BFF says which. Static routes (/login, /contact…) rank above this one.
// ?page= is the page of a category's products, in the URL as the blog's is; page 1 is left out of it.
export const Route = createFileRoute('/$slug')({
  ...pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    const page = await ensureOrNotFound(context.queryClient, catalogQueries.page(params.slug, deps.page));
    // A footer page has one page: any other is moved to its plain path, as ?page=1 is, so that made-up
    // page numbers are one page, kept once, rather than a page each.
    if (page.kind === 'page' && deps.page > 1) throw redirect({ to: '/$slug', params, search: {}, statusCode: 301, replace: true });
    return cataloguePageMeta(page);
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  pendingComponent: CategoryPageSkeleton,
  component: SlugRoute,
});

function SlugRoute() {
  const { slug } = Route.useParams();
  const { page: pageNumber } = Route.useSearch();
  const { data: page } = useSuspenseQuery(catalogQueries.page(slug, pageNumber));
  return page.kind === 'page' ? <ContentPage page={page} /> : <CategoryPage page={page} />;
}
