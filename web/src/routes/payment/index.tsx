import { createFileRoute } from '@tanstack/react-router';
import { CheckoutStepSkeleton } from '@web/features/checkout/components/checkout-step-skeleton';
import { PaymentPage } from '@web/features/checkout/components/payment-page';
import { loadCheckoutState, requireOnlineCheckout } from '@web/features/checkout/checkout-guard';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

/** A decline reason is shown as text; a long one is cut rather than trusted to fit. */
const MAX_DECLINE_MESSAGE = 300;

interface PaymentSearch {
  /** Why the provider declined the last card payment (set by /payment/return). */
  declined?: string;
}

export const Route = createFileRoute('/payment/')({
  ...decidedInBrowser,
  validateSearch: (search: Record<string, unknown>): PaymentSearch =>
    typeof search.declined === 'string' && search.declined.trim() !== '' ? { declined: search.declined.trim().slice(0, MAX_DECLINE_MESSAGE) } : {},
  beforeLoad: ({ context }) => requireOnlineCheckout(context.queryClient),
  loader: ({ context }) => loadCheckoutState(context.queryClient, 'artwork'),
  head: () => pageHead({ title: 'Payment' }),
  pendingComponent: () => <CheckoutStepSkeleton step="payment" />,
  component: PaymentRoute,
});

function PaymentRoute() {
  const { declined } = Route.useSearch();
  return <PaymentPage state={Route.useLoaderData()} declined={declined ?? null} />;
}
