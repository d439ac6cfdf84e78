import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CheckoutQuoteRequest } from '@bff/schemas/checkout';
import type { CheckoutQuote, CheckoutState, InvoiceView, PaymentOutcome } from '@bff/view-models';
import { bffGet, bffPost } from '@web/lib/bff-client';

export const checkoutQueries = {
  all: () => ['checkout'] as const,
  /** Who is checking out and what the checkout has saved (details, coupon, artwork choices). */
  state: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'state'] as const,
      queryFn: ({ signal }) => bffGet<CheckoutState>('checkout', { signal }),
      // Every change made here is written into the cache by its mutation; a short freshness spares
      // the step's own read straight after its loader's.
      staleTime: 10_000,
    }),
  quotes: () => [...checkoutQueries.all(), 'quote'] as const,
  /**
   * The order priced by the upstream for this shopper (POST, but a read: the same lines and travel
   * give the same answer). While a change is priced the last answer stays on screen, marked as stale.
   */
  quote: (request: CheckoutQuoteRequest) =>
    queryOptions({
      queryKey: [...checkoutQueries.quotes(), request] as const,
      queryFn: ({ signal }) => bffPost<CheckoutQuote>('checkout/quote', request, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  /** A payment's outcome as the upstream knows it (the return URL's query is never trusted). */
  payment: (paymentId: string) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'payment', paymentId] as const,
      queryFn: ({ signal }) => bffGet<PaymentOutcome>(`checkout/payments/${encodeURIComponent(paymentId)}`, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
  /** The placed order's invoice, for the confirmation page (a guest's session may read its own). */
  order: (invoiceNumber: number) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'order', invoiceNumber] as const,
      queryFn: ({ signal }) => bffGet<InvoiceView>(`checkout/orders/${invoiceNumber}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};
