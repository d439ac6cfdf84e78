import type { OrderSummaryView } from './api/order-queries';

/** Invoice numbers are printed as '#' plus 8 digits. */
export const INVOICE_DIGITS = 8;

/** 1042 -> '#00001042': the order number as the invoice prints it. */
export function invoiceNumberText(invoiceNumber: number): string {
  return `#${String(invoiceNumber).padStart(INVOICE_DIGITS, '0')}`;
}

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
