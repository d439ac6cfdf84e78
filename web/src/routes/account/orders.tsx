import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@web/features/account/components/account-page';
import { orderQueries } from '@web/features/orders/api/order-queries';
import { OrdersPage } from '@web/features/orders/components/orders-page';
import { awaitOnServer } from '@web/lib/server-reads';
import { pageHead } from '@web/lib/page-head';
import { pagedListSearch } from '@web/lib/page-search';

// ?page= : the page lives in the URL (shareable; Back works); page 1 is left out of it.
export const Route = createFileRoute('/account/orders')({
  ...pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  // Not awaited: the table shows skeleton rows until the page of orders arrives.
  loader: ({ context, deps }) => awaitOnServer(context.queryClient.prefetchQuery(orderQueries.list(deps.page))),
  head: () => pageHead({ title: 'My Orders' }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page } = Route.useSearch();
  return (
    <AccountPage title="My Orders" intro="Web, phone and custom orders, newest first. Open an invoice to see or print it.">
      <OrdersPage page={page} />
    </AccountPage>
  );
}
