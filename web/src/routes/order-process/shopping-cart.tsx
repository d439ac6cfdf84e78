import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@web/features/cart/components/cart-page';
import { layoutQueries } from '@web/features/layout/api/layout-queries';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/order-process/shopping-cart')({
  ...decidedInBrowser,
  head: () => pageHead({ title: 'Shopping cart' }),
  component: ShoppingCartRoute,
});

function ShoppingCartRoute() {
  // The shell's data, already loading for the header: its categories are the empty cart's suggestions.
  const { data: bootstrap } = useQuery(layoutQueries.bootstrap());
  return <CartPage categories={bootstrap?.menus ?? []} />;
}
