import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CheckoutQuoteRequest } from '@bff/schemas/checkout';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { freshUntilCutOff, refetchAfterCutOff } from '@web/lib/until-cut-off';
import type { InvoiceView } from '@web/features/orders/api/order-queries';

const checkout = bff.checkout;

/** Where the shopper stands in checkout (from the session and the checkout cookie). */
export type CheckoutState = Answer<typeof checkout.$get>;
/** Each cart line's artwork choice, by line code (a line not in `artwork` has none yet). */
export type ArtworkChoice = CheckoutState['artwork'][string];
/** The order's totals as the upstream computes them, re-checked by the BFF. */
export type CheckoutQuote = Answer<typeof checkout.quote.$post>;
/** One line of a checkout quote, priced by the upstream for this shopper (discounts before VAT). */
export type CheckoutQuoteLine = CheckoutQuote['lines'][number];
/** A payment's state, asked of the upstream (never the query string). */
export type PaymentOutcome = Answer<typeof checkout.payments[':paymentId']['$get']>;

export const checkoutQueries = {
  all: () => ['checkout'] as const,
  /** Who is checking out and what the checkout has saved (details, coupon, artwork choices). */
  state: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'state'] as const,
      queryFn: ({ signal }) => answer(checkout.$get(undefined, { init: { signal } })),
      // Every change made here is written into the cache by its mutation; a short freshness spares
      // the step's own read straight after its loader's.
      staleTime: 10_000,
    }),
  quotes: () => [...checkoutQueries.all(), 'quote'] as const,
  /**
   * The order priced by the upstream for this shopper (POST, but a read: the same lines and travel
   * give the same answer). While a change is priced the last answer stays on screen, marked as stale.
   * Its estimated delivery holds until its cut-off: one second later the order is priced again by
   * itself, so the page shows the new date before the shopper pays.
   */
  quote: (request: CheckoutQuoteRequest) =>
    queryOptions({
      queryKey: [...checkoutQueries.quotes(), request] as const,
      queryFn: ({ signal }) => answer(checkout.quote.$post({ json: request }, { init: { signal } })),
      placeholderData: keepPreviousData,
      staleTime: ({ state }) => freshUntilCutOff(state.data?.estimatedDelivery?.cutOffAt, 30_000),
      refetchInterval: ({ state }) => refetchAfterCutOff(state.data?.estimatedDelivery?.cutOffAt),
    }),
  /** A payment's outcome as the upstream knows it (the return URL's query is never trusted). */
  payment: (paymentId: string) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'payment', paymentId] as const,
      queryFn: ({ signal }) => answer(checkout.payments[':paymentId'].$get({ param: { paymentId } }, { init: { signal } })),
      staleTime: 0,
      gcTime: 0,
    }),
  /** The placed order's invoice, for the confirmation page (a guest's session may read its own). */
  order: (invoiceNumber: number) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'order', invoiceNumber] as const,
      // The same invoice as My Orders shows: one shape, named by the orders feature.
      queryFn: ({ signal }): Promise<InvoiceView> => answer(checkout.orders[':invoiceNo'].$get({ param: { invoiceNo: String(invoiceNumber) } }, { init: { signal } })),
      staleTime: 5 * 60_000,
    }),
};
