import { createFileRoute } from '@tanstack/react-router';
import { OrderTrackingPage } from '../features/orders/components/order-tracking-page';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/order-tracking')({
  head: () => ({ meta: [{ title: pageTitle('Track Your Order') }] }),
  component: OrderTrackingPage,
});
