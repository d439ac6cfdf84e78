import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { askToLogInAgain, isLoginRequired } from '../auth/session-ended';
import { cartQueries } from './api/cart-queries';
import { quoteRequest, storedPrice } from './cart-quote';
import type { Cart, CartItemChanges } from './cart-rules';
import { cartActions } from './cart-store';

// Lines whose quantity or delivery service the shopper has just changed: their next quote is the
// price they chose, not a price change to warn about, so it is written into the line. Module state on
// purpose: the cart page, the dropdown and the checkout read the same cart, and an edit made in one
// must hold in the others.
const repricing = new Set<string>();

/** Changes a line's quantity, sizes or delivery service; its stored price follows from the next quote. */
export function repriceLine(code: string, changes: Pick<CartItemChanges, 'quantity' | 'size' | 'deliveryService'>): void {
  repricing.add(code);
  cartActions.edit(code, changes);
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
  const queryClient = useQueryClient();
  const { error, refetch } = query;
  const loginRequired = isLoginRequired(error);

  // A customer's session ran out while they were changing the cart: the BFF will not quietly price it
  // as a stranger's. Once they log in again every query is asked again, this quote with their
  // account's prices; if they close the modal instead, it is asked again at guest prices.
  useEffect(() => {
    if (loginRequired) askToLogInAgain(queryClient, { onDismissed: () => void refetch() });
  }, [loginRequired, error, queryClient, refetch]);

  useEffect(() => {
    if (!isCurrent || !quote) return;
    for (const line of quote.lines) {
      if (!repricing.delete(line.code)) continue;
      if (line.price) cartActions.edit(line.code, storedPrice(line.price));
    }
  }, [quote, isCurrent]);

  return {
    quote,
    isCurrent,
    isChecking: request !== null && (query.isFetching || query.isPlaceholderData),
    isError: query.isError && !query.isFetching && !loginRequired,
    retry: () => void query.refetch(),
    /** While its new quantity is priced, a line's price is not a change to warn about. */
    isRepricing: (code: string) => repricing.has(code),
  };
}
