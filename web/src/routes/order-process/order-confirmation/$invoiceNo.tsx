import { createFileRoute, notFound } from '@tanstack/react-router';
import { ConfirmationPage } from '@web/features/checkout/components/confirmation-page';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/order-process/order-confirmation/$invoiceNo')({
  params: {
    parse: ({ invoiceNo }) => {
      const number = Number(invoiceNo);
      if (!/^\d{1,12}$/.test(invoiceNo) || number < 1) throw notFound();
      return { invoiceNo: number };
    },
    stringify: ({ invoiceNo }) => ({ invoiceNo: String(invoiceNo) }),
  },
  head: () => pageHead({ title: 'Order confirmation' }),
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { invoiceNo } = Route.useParams();
  return <ConfirmationPage invoiceNumber={invoiceNo} />;
}
