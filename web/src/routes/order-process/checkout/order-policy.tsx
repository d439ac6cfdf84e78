import { createFileRoute } from '@tanstack/react-router';
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

function OrderPolicyRoute() {
  return <OrderPolicyPage state={Route.useLoaderData()} />;
}
