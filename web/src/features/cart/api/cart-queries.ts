import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CartQuoteRequest } from '@bff/schemas/cart';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import type { CataloguePage } from '@web/features/catalog/api/catalog-queries';

/** The authoritative cart prices: the browser's numbers are never used. */
export type CartQuote = Answer<typeof bff.cart.quote.$post>;
/** One re-priced cart line. */
export type CartQuoteLine = CartQuote['lines'][number];
/** A category to suggest (its name and slug), as the catalogue links one. */
export type CategoryLink = Extract<CataloguePage, { kind: 'subCategory' }>['category'];

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
      queryFn: ({ signal }) => answer(bff.cart.quote.$post({ json: request }, { init: { signal } })),
      placeholderData: keepPreviousData,
      // Prices change rarely within a visit; a login re-prices (it invalidates every query).
      staleTime: 30_000,
    }),
};
