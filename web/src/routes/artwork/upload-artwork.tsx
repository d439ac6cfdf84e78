import { createFileRoute } from '@tanstack/react-router';
import { ArtworkPage } from '@web/features/checkout/components/artwork-page';
import { CheckoutStepSkeleton } from '@web/features/checkout/components/checkout-step-skeleton';
import { loadCheckoutState, requireOnlineCheckout } from '@web/features/checkout/checkout-guard';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/artwork/upload-artwork')({
  ...decidedInBrowser,
  beforeLoad: ({ context }) => requireOnlineCheckout(context.queryClient),
  loader: ({ context }) => loadCheckoutState(context.queryClient, 'details'),
  head: () => pageHead({ title: 'Upload artwork' }),
  pendingComponent: () => <CheckoutStepSkeleton step="artwork" />,
  component: ArtworkRoute,
});

function ArtworkRoute() {
  return <ArtworkPage state={Route.useLoaderData()} />;
}
