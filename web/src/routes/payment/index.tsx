import { createFileRoute, useLocation } from '@tanstack/react-router';
import { CheckoutStepSkeleton } from '@web/features/checkout/components/checkout-step-skeleton';
import { PaymentPage } from '@web/features/checkout/components/payment-page';
import { loadCheckoutState, requireOnlineCheckout } from '@web/features/checkout/checkout-guard';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/payment/')({
  ...decidedInBrowser,
  beforeLoad: ({ context }) => requireOnlineCheckout(context.queryClient),
  loader: ({ context }) => loadCheckoutState(context.queryClient, 'artwork'),
  head: () => pageHead({ title: 'Payment' }),
  pendingComponent: () => <CheckoutStepSkeleton step="payment" />,
  component: PaymentRoute,
});

function PaymentRoute() {
  const declined = useLocation({ select: (location) => location.state.declined ?? null });
  return <PaymentPage state={Route.useLoaderData()} declined={declined} />;
}
