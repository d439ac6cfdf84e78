import { useState } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import type { DeliveryEstimateView, ProductView } from './api/catalog-queries';
import { catalogQueries } from './api/catalog-queries';
import type { CartItem } from '../cart/cart-rules';
import { selectionOfLine } from './cart-line';
import { initialSelection, priceParams, quantityProblem, type Selection } from './selection';

// A function of its own (not written in the hook), so React Query keeps the same array while no estimate changes.
const estimatesOf = (results: readonly { data?: DeliveryEstimateView }[]) => results.map((result) => result.data);

/**
 * The product page's configurator state: the selection, its live price and every delivery
 * service's estimate. It starts from the cart line being edited, else from the product's defaults;
 * the page is keyed by variation and line, so another starts from its own.
 */
export function useConfigurator(product: ProductView, editing?: CartItem) {
  const model = product.configurator;
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection>(() => (editing ? selectionOfLine(model, editing) : initialSelection(model)));
  const params = priceParams(model, selection);

  const price = useQuery({
    ...catalogQueries.price(product.variationId, params ?? {}),
    enabled: params !== null,
  });
  // The browser asks again for a server's price older than its stale time (a kept page, a slow load, a
  // clock ahead) as it takes the page over; hydrating, the panel shows that price as the server did,
  // and marks it as being updated from the next render on.
  const hydrated = useHydrated();
  const estimates = useQueries({
    queries: model.deliveryServices.map((service) => catalogQueries.delivery(product.variationId, service.id)),
    combine: estimatesOf,
  });

  const quantityIssue = quantityProblem(model.quantity, selection);
  return {
    selection,
    setSelection,
    /** Why the quantity cannot be priced, shown at the quantity field. */
    quantityProblem: quantityIssue,
    /** Why the selection cannot be priced yet, for the shopper; null when it can. */
    problem: quantityIssue ?? (selection.deliveryServiceId === null ? 'Please choose a delivery service.' : null),
    /** The last price answered; while a new selection is priced it stays, marked as updating. */
    price: price.data,
    isUpdating: params !== null && (price.isPlaceholderData || (price.isFetching && hydrated)),
    /** The BFF refused this selection (e.g. an option the upstream no longer sells). */
    priceError: params !== null && price.isError && !price.isFetching ? price.error : null,
    retryPrice: () => void price.refetch(),
    /** The price of a selection that can be priced: the cached one, or the one being asked for. */
    priceOf: (chosen: Selection) => queryClient.ensureQueryData(catalogQueries.price(product.variationId, priceParams(model, chosen) ?? {})),
    /** Estimates in the order of `model.deliveryServices`; undefined while one loads. */
    estimates,
  };
}

export type Configurator = ReturnType<typeof useConfigurator>;
