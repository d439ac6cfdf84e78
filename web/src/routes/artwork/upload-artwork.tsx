import { createFileRoute } from '@tanstack/react-router';
import { ArtworkPage } from '@web/features/checkout/components/artwork-page';
import { CheckoutStepSkeleton } from '@web/features/checkout/components/checkout-step-skeleton';
import { loadCheckoutState, requireOnlineCheckout } from '@web/features/checkout/checkout-guard';
import { pageTitle } from '@bff/shared/shop';
import { decidedInBrowser } from '@web/lib/server-reads';

export const Route = createFileRoute('/artwork/upload-artwork')({
  ...decidedInBrowser,
  beforeLoad: ({ context }) => requireOnlineCheckout(context.queryClient),
  loader: ({ context }) => loadCheckoutState(context.queryClient, 'details'),
  head: () => ({ meta: [{ title: pageTitle('Upload artwork') }] }),
  pendingComponent: () => <CheckoutStepSkeleton step="artwork" />,
  component: ArtworkRoute,
});

function ArtworkRoute() {
  return <ArtworkPage state={Route.useLoaderData()} />;
}
