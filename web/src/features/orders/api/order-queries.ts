import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InvoiceView, OrdersPage } from '@bff/view-models';
import { bffGet } from '@web/lib/bff-client';

export const orderQueries = {
  all: () => ['orders'] as const,
  /** My Orders, one page (GET /api/account/orders?page=). */
  list: (page: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => bffGet<OrdersPage>('account/orders', { signal, searchParams: { page } }),
      // The page count stays on screen while the next page loads; the rows show skeletons.
      placeholderData: keepPreviousData,
    }),
  /** One invoice by its number (GET /api/account/orders/:invoiceNo). Issued invoices do not change. */
  invoice: (invoiceNumber: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'invoice', invoiceNumber] as const,
      queryFn: ({ signal }) => bffGet<InvoiceView>(`account/orders/${invoiceNumber}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};
