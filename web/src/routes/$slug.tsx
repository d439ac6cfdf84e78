import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { catalogQueries, ensureOrNotFound, otherListingPageRead } from '../features/catalog/api/catalog-queries';
import { CategoryPage, CategoryPageSkeleton } from '../features/catalog/components/category-page';
import { ContentPage } from '../features/catalog/components/content-page';
import { cataloguePageMeta, otherPageMeta } from '../features/catalog/page-meta';
import { isNotFoundAnswer } from '@web/lib/bff-client';
import { pageHead } from '@web/lib/page-head';
import { pagedListSearch } from '@web/lib/page-search';

// One segment: a category (/{menu_slug}), a sub-category (/{sub_menu_slug}) or a footer page
// (/{page_slug}); the BFF says which. Static routes (/login, /contact…) rank above this one.
// ?page= is the page of a category's products, in the URL as the blog's is; page 1 is left out of it.
export const Route = createFileRoute('/$slug')({
  ...pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    const read = catalogQueries.page(params.slug, deps.page);
    // Paging through a listing in the browser, the page on screen stays, busy, till the next one comes
    // (a skeleton in its place would take away the page link pressed, and the focus on it); the head is
    // made from it meanwhile.
    const shown = otherListingPageRead(context.queryClient, params.slug, deps.page);
    if (shown) {
      void context.queryClient.prefetchQuery(read);
      return otherPageMeta(shown, deps.page);
    }
    const page = await ensureOrNotFound(context.queryClient, read);
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
  // Another page of the same listing stands in while this one loads; another listing's does not.
  const read = useQuery({ ...catalogQueries.page(slug, pageNumber), placeholderData: (previous) => (previous?.slug === slug ? previous : undefined) });
  if (read.error) throw isNotFoundAnswer(read.error) ? notFound() : read.error;
  const page = read.data;
  if (!page) return <CategoryPageSkeleton />;
  return page.kind === 'page' ? <ContentPage page={page} /> : <CategoryPage page={page} loadingPage={read.isPlaceholderData ? pageNumber : undefined} />;
}
