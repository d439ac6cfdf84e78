import { createFileRoute } from '@tanstack/react-router';
import { OrderTrackingPage } from '../features/orders/components/order-tracking-page';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/order-tracking')({
  head: () => pageHead({ title: 'Track Your Order', canonicalPath: '/order-tracking' }),
  component: OrderTrackingPage,
});
