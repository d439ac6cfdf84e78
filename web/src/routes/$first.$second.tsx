import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries, ensureOrNotFound, seedProductQueries } from '../features/catalog/api/catalog-queries';
import { ProductPage, ProductPageSkeleton } from '../features/catalog/components/product-page';
import { awaitOnServer } from '@web/lib/server-reads';
import { productPageMeta } from '../features/catalog/page-meta';
import { pageHead } from '@web/lib/page-head';

// Two segments: /{sub_menu_slug}/{product slug} (a product's primary variation) or
// /{product slug}/{variation slug}; the BFF tells them apart. Static first segments (/search,
// /account, /registration, /order-process…) rank above this route.
export const Route = createFileRoute('/$first/$second')({
  loader: async ({ context, params }) => {
    const product = await ensureOrNotFound(context.queryClient, catalogQueries.product(params.first, params.second));
    seedProductQueries(context.queryClient, product);
    // Each delivery service's estimate, shown beside the price: in the page's HTML, not a second trip.
    const { variationId, configurator } = product;
    await awaitOnServer(...configurator.deliveryServices.map((service) => context.queryClient.prefetchQuery(catalogQueries.delivery(variationId, service.id))));
    return productPageMeta(product);
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData) : {}),
  pendingComponent: ProductPageSkeleton,
  component: ProductRoute,
});

function ProductRoute() {
  const { first, second } = Route.useParams();
  const { data: product } = useSuspenseQuery(catalogQueries.product(first, second));
  // Keyed by variation: another product's page starts from its own choices, not this one's.
  return <ProductPage key={product.variationId} product={product} />;
}
