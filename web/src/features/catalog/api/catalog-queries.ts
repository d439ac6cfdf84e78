import { keepPreviousData, queryOptions, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { answer, bff, isNotFoundAnswer, type Answer } from '@web/lib/bff-client';
import { otherPageRead } from '@web/lib/server-reads';
import { freshUntilCutOff, refetchAfterCutOff } from '@web/lib/until-cut-off';
import { initialSelection, priceParams, totalQuantity, type PriceParams } from '../selection';

const products = bff.products;
const variation = products[':variationId{[0-9]{1,9}}'];

/** A category, sub-category or footer page, told apart by `kind`. */
export type CataloguePage = Answer<typeof bff.pages[':slug']['$get']>;
export type ProductView = Answer<typeof products[':first'][':second']['$get']>;
export type PriceView = Answer<typeof variation.price.$get>;
export type DeliveryEstimateView = Answer<typeof variation.delivery.$get>;

/** A category's page; its sub-categories as cards. */
export type SubCategoryCard = Extract<CataloguePage, { kind: 'category' }>['subCategories'][number];
/** A product as a card in a listing (also on the home, search and same-day pages). */
export type ProductCard = ProductView['similar'][number];
/** An image in the three upstream sizes. */
export type ImageSet = ProductView['images'][number];
/** One step of a breadcrumb trail; the first is Home ('/'), the last the page itself. */
export type Breadcrumb = ProductView['breadcrumbs'][number];
export type VariationLink = ProductView['variations'][number];
export type ConfiguratorModel = ProductView['configurator'];
export type AttributeView = ConfiguratorModel['attributes'][number];
export type QuantityModel = ConfiguratorModel['quantity'];
export type ColourView = ConfiguratorModel['colours'][number];
export type DeliveryServiceView = ConfiguratorModel['deliveryServices'][number];

export const catalogQueries = {
  all: () => ['catalog'] as const,
  /**
   * A one-segment storefront path: category, sub-category or footer page (404 when it is none); a
   * category or sub-category with page `page` of its products.
   */
  page: (slug: string, page = 1) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'page', slug, page] as const,
      // Page 1 is asked for by the plain path, as the front door answers only a path with no query string.
      queryFn: ({ signal }) =>
        answer(bff.pages[':slug'].$get({ param: { slug }, query: page === 1 ? {} : { page: String(page) } }, { init: { signal } })),
      // The catalogue changes a few times a day and the BFF caches it too.
      staleTime: 5 * 60_000,
    }),
  /** The product page of /{first}/{second}: view, configurator, similar products and accessories. */
  product: (first: string, second: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'product', first, second] as const,
      queryFn: ({ signal }) => answer(products[':first'][':second'].$get({ param: { first, second } }, { init: { signal } })),
      staleTime: 5 * 60_000,
    }),
  /**
   * The live price of one configuration. While a new configuration is priced the last answer stays
   * on screen (no flash of empty content); `isPlaceholderData` marks it as being updated.
   */
  price: (variationId: number, params: PriceParams) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'price', variationId, params] as const,
      queryFn: ({ signal }) =>
        answer(variation.price.$get({ param: { variationId: String(variationId) }, query: params }, { init: { signal } })),
      placeholderData: keepPreviousData,
      // Prices depend on the account (its discount) and change rarely within a visit.
      staleTime: 30_000,
    }),
  /** When an order placed now with this delivery service arrives; refreshed by itself at the cut-off. */
  delivery: (variationId: number, serviceId: number) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'delivery', variationId, serviceId] as const,
      queryFn: ({ signal }) =>
        answer(variation.delivery.$get({ param: { variationId: String(variationId) }, query: { serviceId: String(serviceId) } }, { init: { signal } })),
      // An estimate holds until its cut-off; one second later the next one is asked for.
      staleTime: ({ state }) => freshUntilCutOff(state.data?.cutOffAt),
      refetchInterval: ({ state }) => refetchAfterCutOff(state.data?.cutOffAt),
      // Unanswered, the estimate beside the price is asked for again in the browser; the product page is whole.
      meta: { optional: true },
    }),
};

/**
 * Loads a catalogue query for a route loader; a 404 from the BFF becomes the router's not-found page,
 * anything else the route's error.
 */
export async function ensureOrNotFound<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isNotFoundAnswer(error)) throw notFound();
    throw error;
  }
}

/** In the browser, another page of the listing `slug` read already, while page `page` is not (see otherPageRead). */
export const otherListingPageRead = (queryClient: QueryClient, slug: string, page: number) =>
  otherPageRead<CataloguePage>(queryClient, [...catalogQueries.all(), 'page', slug], catalogQueries.page(slug, page).queryKey, (data) => data.kind !== 'page');

/**
 * The product view already holds the price and delivery estimate of the choices the page opens on:
 * put them in the cache under the keys the configurator will ask for, so the first paint needs no
 * second round trip. Anything cached already (fresher) is kept.
 */
export function seedProductQueries(queryClient: QueryClient, product: ProductView): void {
  const model = product.configurator;
  const selection = initialSelection(model);
  const params = priceParams(model, selection);
  if (params && totalQuantity(model.quantity, selection) === product.price.quantity) {
    queryClient.setQueryData(catalogQueries.price(product.variationId, params).queryKey, (cached) => cached ?? product.price);
  }
  if (product.delivery) {
    const estimate = product.delivery;
    queryClient.setQueryData(catalogQueries.delivery(product.variationId, estimate.serviceId).queryKey, (cached) => cached ?? estimate);
  }
}
