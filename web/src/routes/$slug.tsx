import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries, ensureOrNotFound } from '../features/catalog/api/catalog-queries';
import { CategoryPage, CategoryPageSkeleton } from '../features/catalog/components/category-page';
import { ContentPage } from '../features/catalog/components/content-page';
import { cataloguePageMeta } from '../features/catalog/page-meta';
import { pageHead } from '@web/lib/page-head';

// One segment: a category (/{menu_slug}), a sub-category (/{sub_menu_slug}) or a footer page
// (/{page_slug}); the BFF says which. Static routes (/login, /contact…) rank above this one.
export const Route = createFileRoute('/$slug')({
  loader: async ({ context, params }) => cataloguePageMeta(await ensureOrNotFound(context.queryClient, catalogQueries.page(params.slug))),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  pendingComponent: CategoryPageSkeleton,
  component: SlugRoute,
});

function SlugRoute() {
  const { slug } = Route.useParams();
  const { data: page } = useSuspenseQuery(catalogQueries.page(slug));
  return page.kind === 'page' ? <ContentPage page={page} /> : <CategoryPage page={page} />;
}
