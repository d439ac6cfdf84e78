import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { checkoutQueries } from '@web/features/checkout/api/checkout-queries';
import { loadCheckoutState, requireOnlineCheckout } from '@web/features/checkout/checkout-guard';
import { CheckoutStepSkeleton } from '@web/features/checkout/components/checkout-step-skeleton';
import { OrderPolicyPage } from '@web/features/checkout/components/order-policy-page';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/order-process/checkout/order-policy')({
  ...decidedInBrowser,
  beforeLoad: ({ context }) => requireOnlineCheckout(context.queryClient),
  loader: ({ context }) => loadCheckoutState(context.queryClient, 'nothing'),
  head: () => pageHead({ title: 'Delivery details' }),
  pendingComponent: () => <CheckoutStepSkeleton step="details" />,
  component: OrderPolicyRoute,
});

// The form starts from the checkout as the query cache holds it, which saving the details updates: the
// router may show a match's earlier loader data while it reloads (coming back to change an address), and
// the form takes its starting values only once.
function OrderPolicyRoute() {
  return <OrderPolicyPage state={useSuspenseQuery(checkoutQueries.state()).data} />;
}
