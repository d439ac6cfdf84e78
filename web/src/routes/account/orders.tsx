import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@web/features/account/components/account-page';
import { orderQueries } from '@web/features/orders/api/order-queries';
import { OrdersPage } from '@web/features/orders/components/orders-page';
import { awaitOnServer } from '@web/lib/server-reads';
import { pageHead } from '@web/lib/page-head';

interface OrdersSearch {
  /** From 1; anything else reads as the first page. */
  page?: number;
}

export const Route = createFileRoute('/account/orders')({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Not awaited: the table shows skeleton rows until the page of orders arrives.
  loader: ({ context, deps }) => awaitOnServer(context.queryClient.prefetchQuery(orderQueries.list(deps.page))),
  head: () => pageHead({ title: 'My Orders' }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page = 1 } = Route.useSearch();
  return (
    <AccountPage title="My Orders" intro="Web, phone and custom orders, newest first. Open an invoice to see or print it.">
      <OrdersPage page={page} />
    </AccountPage>
  );
}
