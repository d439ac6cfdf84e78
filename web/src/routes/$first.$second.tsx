import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { EditLineSearchSchema } from '@bff/schemas/cart';
import { getCart } from '@web/features/cart/cart-store';
import { catalogQueries, ensureOrNotFound, seedProductQueries } from '../features/catalog/api/catalog-queries';
import { ProductPage, ProductPageSkeleton } from '../features/catalog/components/product-page';
import { awaitOnServer } from '@web/lib/server-reads';
import { productPageMeta } from '../features/catalog/page-meta';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

// Two segments: /{sub_menu_slug}/{product slug} (a product's primary variation) or
// /{product slug}/{variation slug}; the BFF tells them apart. Static first segments (/search,
// /account, /registration, /order-process…) rank above this route.
export const Route = createFileRoute('/$first/$second')({
  validateSearch: EditLineSearchSchema,
  // The cart lives in the browser alone, so the page that edits one of its lines (?edit=) is drawn
  // there, on the line from its first frame: the server loads the product and sends the page's skeleton.
  ssr: ({ search }) => (search.status === 'success' && search.value.edit !== undefined ? 'data-only' : true),
  loader: async ({ context, params, location }) => {
    const product = await ensureOrNotFound(context.queryClient, catalogQueries.product(params.first, params.second));
    // Asked for at another address (under another sub-category than its own): the page is at its own, for good.
    if (product.canonicalPath !== `/${params.first}/${params.second}`) {
      throw redirect({ href: `${product.canonicalPath}${location.searchStr}`, statusCode: 301, replace: true });
    }
    seedProductQueries(context.queryClient, product);
    // Each delivery service's estimate, shown beside the price: in the page's HTML, not a second trip.
    const { variationId, configurator } = product;
    await awaitOnServer(...configurator.deliveryServices.map((service) => context.queryClient.prefetchQuery(catalogQueries.delivery(variationId, service.id))));
    return productPageMeta(product);
  },
  // Editing a line is one shopper's errand: never a search result, never a page kept for other visitors.
  head: ({ loaderData, match }) =>
    loaderData ? pageHead(match.search.edit === undefined ? loaderData : { ...loaderData, canonicalPath: undefined, robots: PERSONAL_LINK_ROBOTS }) : {},
  pendingComponent: ProductPageSkeleton,
  component: ProductRoute,
});

function ProductRoute() {
  const { first, second } = Route.useParams();
  const { edit } = Route.useSearch();
  const { data: product } = useSuspenseQuery(catalogQueries.product(first, second));
  // A code no line of this cart has for this product (gone, or from another browser) opens the page as usual.
  const editing = edit === undefined ? undefined : getCart().items.find((item) => item.code === edit && item.variationId === product.variationId);
  // Keyed by variation and line: another product, or another line, starts from its own choices, not this one's.
  return <ProductPage key={`${product.variationId} ${edit ?? ''}`} product={product} editing={editing} />;
}
