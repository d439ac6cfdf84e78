import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLogInAgainIfReadRefused } from '../auth/session-ended';
import { cartQueries } from './api/cart-queries';
import { quoteLineFor, quoteRequest, storedPrice } from './cart-quote';
import type { Cart, CartItemChanges } from './cart-rules';
import { cartActions } from './cart-store';

/** Changes a line's quantity, sizes or delivery service; its stored price follows from the next quote. */
export function repriceLine(code: string, changes: Pick<CartItemChanges, 'quantity' | 'size' | 'deliveryService'>): void {
  cartActions.edit(code, { ...changes, pricePending: true });
}

/**
 * The authoritative prices of the cart (POST /api/cart/quote). `quote` may be the answer for the cart
 * as it was a moment ago while the current one is checked (`isCurrent` false): it keeps the totals on
 * screen instead of a blank.
 */
export function useCartQuote(cart: Cart) {
  const request = useMemo(() => quoteRequest(cart), [cart]);
  const query = useQuery({ ...cartQueries.quote(request ?? { items: [] }), enabled: request !== null });
  const quote = request ? query.data : undefined;
  const isCurrent = quote !== undefined && !query.isPlaceholderData;
  // A customer's session ran out while they were changing the cart: the BFF will not quietly price it
  // as a stranger's. Once they log in again every query is asked again, this quote with their
  // account's prices; if they close the modal instead, it is asked again at guest prices.
  const loginRequired = useLogInAgainIfReadRefused(query.error, { onDismissed: () => void query.refetch() });

  // The price of a line the shopper changed is the one they chose: stored, so that it is what later
  // quotes are compared with.
  useEffect(() => {
    if (!isCurrent || !quote) return;
    for (const item of cart.items) {
      const price = item.pricePending ? quoteLineFor(quote, item.code)?.price : null;
      if (price) cartActions.edit(item.code, { ...storedPrice(price), pricePending: false });
    }
  }, [cart, quote, isCurrent]);

  return {
    quote,
    isCurrent,
    isChecking: request !== null && (query.isFetching || query.isPlaceholderData),
    isError: query.isError && !query.isFetching && !loginRequired,
    retry: () => void query.refetch(),
  };
}
