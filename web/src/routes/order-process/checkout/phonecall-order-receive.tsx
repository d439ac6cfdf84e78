import { createFileRoute } from '@tanstack/react-router';
import { PhoneOrderPage } from '@web/features/checkout/components/phone-order-page';
import { requirePhoneCheckout } from '@web/features/checkout/checkout-guard';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

interface PhoneOrderSearch {
  /** The phone order's number, once it has been sent. */
  order?: number;
}

export const Route = createFileRoute('/order-process/checkout/phonecall-order-receive')({
  ...decidedInBrowser,
  validateSearch: (search: Record<string, unknown>): PhoneOrderSearch => {
    const order = Number(search.order);
    return Number.isInteger(order) && order > 0 ? { order } : {};
  },
  beforeLoad: ({ context, search }) => requirePhoneCheckout(context.queryClient, search.order),
  head: () => pageHead({ title: 'Phone order' }),
  component: PhoneOrderRoute,
});

function PhoneOrderRoute() {
  const { order } = Route.useSearch();
  return <PhoneOrderPage invoiceNo={order ?? null} />;
}
