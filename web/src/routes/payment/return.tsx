import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturnPage } from '@web/features/checkout/components/payment-return-page';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

interface ReturnSearch {
  /** The provider's payment id; its outcome is asked of the BFF, never read from the URL. */
  payment_id?: string;
}

export const Route = createFileRoute('/payment/return')({
  ...decidedInBrowser,
  validateSearch: (search: Record<string, unknown>): ReturnSearch =>
    typeof search.payment_id === 'string' && /^[\w-]{1,100}$/.test(search.payment_id) ? { payment_id: search.payment_id } : {},
  head: () => pageHead({ title: 'Your payment' }),
  component: PaymentReturnRoute,
});

function PaymentReturnRoute() {
  const { payment_id: paymentId } = Route.useSearch();
  return <PaymentReturnPage key={paymentId} paymentId={paymentId ?? null} />;
}
