import { createFileRoute } from '@tanstack/react-router';
import { CheckoutEntry } from '@web/features/checkout/components/checkout-entry';
import { skipCheckoutEntry } from '@web/features/checkout/checkout-guard';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/order-process/checkout/')({
  beforeLoad: ({ context }) => skipCheckoutEntry(context.queryClient),
  head: () => ({ meta: [{ title: pageTitle('Checkout') }] }),
  component: CheckoutEntry,
});
