import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { answer, bff, type Answer } from '@web/lib/bff-client';

const orders = bff.account.orders;

/** My Orders, one page. */
export type OrdersPage = Answer<typeof orders.$get>;
export type OrderSummaryView = OrdersPage['items'][number];
/** Everything the invoice modal shows (also the checkout's confirmation and the order-tracking result). */
export type InvoiceView = Answer<typeof orders[':invoiceNo']['$get']>;
export type InvoiceAddress = InvoiceView['billing'];
export type CollectionPoint = NonNullable<InvoiceView['collection']>;
export type InvoiceLine = InvoiceView['lines'][number];
export type CustomInvoiceLine = InvoiceView['customLines'][number];

export const orderQueries = {
  all: () => ['orders'] as const,
  /** My Orders, one page (GET /api/account/orders?page=). */
  list: (page: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => answer(orders.$get({ query: { page: String(page) } }, { init: { signal } })),
      // The page count stays on screen while the next page loads; the rows show skeletons.
      placeholderData: keepPreviousData,
    }),
  /** One invoice by its number (GET /api/account/orders/:invoiceNo). Issued invoices do not change. */
  invoice: (invoiceNumber: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'invoice', invoiceNumber] as const,
      queryFn: ({ signal }) => answer(orders[':invoiceNo'].$get({ param: { invoiceNo: String(invoiceNumber) } }, { init: { signal } })),
      staleTime: 5 * 60_000,
    }),
};
