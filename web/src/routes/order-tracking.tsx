import { createFileRoute } from '@tanstack/react-router';
import { OrderTrackingPage } from '../features/orders/components/order-tracking-page';
import { SHOP_NAME } from '@bff/shared/shop';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/order-tracking')({
  head: () =>
    pageHead({
      title: 'Track Your Order',
      description: `Track your ${SHOP_NAME} order: enter your email address and order number to see where it is and when it will arrive.`,
      canonicalPath: '/order-tracking',
    }),
  component: OrderTrackingPage,
});
