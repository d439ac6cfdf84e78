import { createFileRoute } from '@tanstack/react-router';
import { CheckoutEntry } from '@web/features/checkout/components/checkout-entry';
import { skipCheckoutEntry } from '@web/features/checkout/checkout-guard';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/order-process/checkout/')({
  ...decidedInBrowser,
  beforeLoad: ({ context }) => skipCheckoutEntry(context.queryClient),
  head: () => pageHead({ title: 'Checkout' }),
  component: CheckoutEntry,
});
