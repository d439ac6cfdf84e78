import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { invoiceNumber } from '@bff/shared/invoice-number';
import { sessionQueries } from '@web/features/auth/api/session';
import { checkoutQueries } from '@web/features/checkout/api/checkout-queries';
import { requireShopperSession } from '@web/features/checkout/checkout-guard';
import { ConfirmationPage } from '@web/features/checkout/components/confirmation-page';
import { NotFoundPage } from '@web/features/layout/components/not-found-page';
import { isNotFoundAnswer } from '@web/lib/bff-client';
import { pageHead } from '@web/lib/page-head';
import { awaitOnServer } from '@web/lib/server-reads';

export const Route = createFileRoute('/order-process/order-confirmation/$invoiceNo')({
  params: {
    parse: ({ invoiceNo }) => {
      const number = invoiceNumber(invoiceNo);
      if (number === null) throw notFound();
      return { invoiceNo: number };
    },
    stringify: ({ invoiceNo }) => ({ invoiceNo: String(invoiceNo) }),
  },
  beforeLoad: ({ context, location }) => requireShopperSession(context.queryClient, location.href),
  // The page shows customers the way to My Orders and guests order tracking: who the shopper is comes
  // with the page, even where the header's account corner is left to the browser.
  loader: ({ context }) => awaitOnServer(context.queryClient.prefetchQuery(sessionQueries.current())),
  head: () => pageHead({ title: 'Order confirmation' }),
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { invoiceNo } = Route.useParams();
  // No such order for this shopper (a typed or shared number, someone else's): it confirms nothing.
  const { error } = useQuery(checkoutQueries.order(invoiceNo));
  if (isNotFoundAnswer(error)) return <NotFoundPage />;
  return <ConfirmationPage invoiceNumber={invoiceNo} />;
}
