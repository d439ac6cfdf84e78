import { createFileRoute } from '@tanstack/react-router';
import { CheckoutEntry } from '@web/features/checkout/components/checkout-entry';
import { skipCheckoutEntry } from '@web/features/checkout/checkout-guard';
import { pageTitle } from '@bff/shared/shop';
import { decidedInBrowser } from '@web/lib/server-reads';

export const Route = createFileRoute('/order-process/checkout/')({
  ...decidedInBrowser,
  beforeLoad: ({ context }) => skipCheckoutEntry(context.queryClient),
  head: () => ({ meta: [{ title: pageTitle('Checkout') }] }),
  component: CheckoutEntry,
});
