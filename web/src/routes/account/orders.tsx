import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@web/features/account/components/account-page';
import { orderQueries } from '@web/features/orders/api/order-queries';
import { OrdersPage } from '@web/features/orders/components/orders-page';
import { OrdersSearchSchema } from '@web/features/orders/orders-search';
import { awaitOnServer } from '@web/lib/server-reads';
import { pageHead } from '@web/lib/page-head';
import { pagedListSearch } from '@web/lib/page-search';

// ?page= and ?invoice= : the page and the open invoice live in the URL (shareable; Back closes the
// invoice, Forward opens it again); page 1 is left out of it.
export const Route = createFileRoute('/account/orders')({
  validateSearch: OrdersSearchSchema,
  search: pagedListSearch.search,
  loaderDeps: ({ search }) => ({ page: search.page, invoice: search.invoice }),
  // Not awaited: the table and the invoice show skeletons until their data arrives.
  loader: ({ context, deps }) =>
    awaitOnServer(
      context.queryClient.prefetchQuery(orderQueries.list(deps.page)),
      ...(deps.invoice === undefined ? [] : [context.queryClient.prefetchQuery(orderQueries.invoice(deps.invoice))]),
    ),
  head: () => pageHead({ title: 'My Orders' }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page, invoice } = Route.useSearch();
  return (
    <AccountPage title="My Orders" intro="Web, phone and custom orders, newest first. Open an invoice to see or print it.">
      <OrdersPage page={page} invoice={invoice} />
    </AccountPage>
  );
}
