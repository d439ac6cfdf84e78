import type { OrderSummaryView } from './api/order-queries';

/** Order types (0 web, 1 phone, 2 custom), as the shopper reads them. */
export const ORDER_TYPE_LABELS: Record<OrderSummaryView['orderType'], string> = {
  web: 'Web order',
  phone: 'Phone order',
  custom: 'Custom order',
};

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

const STATUS_TONES: Record<OrderSummaryView['status']['label'], BadgeTone> = {
  Pending: 'warning',
  Delivered: 'success',
  Denied: 'danger',
  '--': 'neutral',
};

const PAYMENT_TONES: Record<string, BadgeTone> = { Paid: 'success', Unpaid: 'warning', Refunded: 'neutral', Pending: 'neutral' };

/** The colour an order status is shown in. */
export function statusTone(label: OrderSummaryView['status']['label']): BadgeTone {
  return STATUS_TONES[label];
}

/** The colour a payment status is shown in; an unknown upstream status stays neutral. */
export function paymentTone(paymentStatus: string): BadgeTone {
  return PAYMENT_TONES[paymentStatus] ?? 'neutral';
}

/** 'S × 5, M × 10, L × 8': a garment line's split by size, as on the packing slip. */
export function sizesText(sizes: readonly { name: string; quantity: number }[]): string {
  return sizes.map(({ name, quantity }) => `${name} × ${quantity}`).join(', ');
}
