import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CartQuoteRequest } from '@bff/schemas/cart';
import type { CartQuote } from '@bff/view-models';
import { bffPost } from '@web/lib/bff-client';

export const cartQueries = {
  all: () => ['cart'] as const,
  /**
   * The cart priced by the BFF against the upstream (POST, but a read: the same lines give the same
   * answer, so it is cached by what the lines are). While a changed cart is priced the last answer
   * stays on screen, marked as being checked.
   */
  quote: (request: CartQuoteRequest) =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'quote', request] as const,
      queryFn: ({ signal }) => bffPost<CartQuote>('cart/quote', request, { signal }),
      placeholderData: keepPreviousData,
      // Prices change rarely within a visit; a login re-prices (it invalidates every query).
      staleTime: 30_000,
    }),
};
