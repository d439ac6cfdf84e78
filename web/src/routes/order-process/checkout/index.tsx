import { createFileRoute } from '@tanstack/react-router';
import { CheckoutEntry } from '../../../features/checkout/components/checkout-entry';
import { skipCheckoutEntry } from '../../../features/checkout/checkout-guard';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/order-process/checkout/')({
  beforeLoad: ({ context }) => skipCheckoutEntry(context.queryClient),
  head: () => ({ meta: [{ title: pageTitle('Checkout') }] }),
  component: CheckoutEntry,
});
