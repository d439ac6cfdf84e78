import { useQuery } from '@tanstack/react-query';
import type { CheckoutQuoteRequest } from '@bff/schemas/checkout';
import { checkoutQueries, type CheckoutQuote } from './api/checkout-queries';
import { useCheckoutReadNeedsLogin } from './use-log-in-again-to-carry-on';

export interface CheckoutQuoteState {
  /** The latest answer; while a change is priced, the answer for the order as it was a moment ago. */
  quote: CheckoutQuote | undefined;
  /** The quote shown is for the order as it is now. */
  isCurrent: boolean;
  isError: boolean;
  retry: () => void;
}

/** The order's authoritative totals (POST /api/checkout/quote) for a request; nothing for an empty cart. */
export function useCheckoutQuote(request: CheckoutQuoteRequest | null): CheckoutQuoteState {
  const query = useQuery({
    ...checkoutQueries.quote(request ?? { items: [], orderPolicy: 'delivery' }),
    enabled: request !== null,
  });
  const quote = request ? query.data : undefined;
  // A session that ended is not a price check that failed: asking again cannot succeed, logging in can.
  const loginRequired = useCheckoutReadNeedsLogin(query.error);
  return {
    quote,
    isCurrent: quote !== undefined && !query.isPlaceholderData && !query.isFetching,
    isError: query.isError && !query.isFetching && !loginRequired,
    retry: () => void query.refetch(),
  };
}
