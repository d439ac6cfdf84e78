import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { catalogQueries, ensureOrNotFound } from '@web/features/catalog/api/catalog-queries';
import { ContentPage } from '@web/features/catalog/components/content-page';
import { cataloguePageMeta } from '@web/features/catalog/page-meta';
import { pageHead } from '@web/lib/page-head';
import { InfoPageSkeleton } from '@web/features/content/components/info-page-skeleton';

// The footer pages under the info area (/info/privacy-policy-cookies, which the registration forms
// link to). The footer links them at /{slug}, their canonical URL; both show the same page. One whose
// slug is an address of the app's own (the same-day page) is only here, and names this address.
export const Route = createFileRoute('/info/$slug')({
  loader: async ({ context, params }) => {
    const page = await ensureOrNotFound(context.queryClient, catalogQueries.page(params.slug));
    // Only footer pages live here: a category under /info is as unknown as any other path.
    if (page.kind !== 'page') throw notFound();
    return cataloguePageMeta(page);
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  pendingComponent: InfoPageSkeleton,
  component: InfoRoute,
});

function InfoRoute() {
  const { slug } = Route.useParams();
  const { data: page } = useSuspenseQuery(catalogQueries.page(slug));
  // The loader has refused every other kind.
  return page.kind === 'page' ? <ContentPage page={page} /> : null;
}
