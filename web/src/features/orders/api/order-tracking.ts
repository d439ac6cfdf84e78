import type { OrderTrackingOutput } from '../../../../../bff/src/schemas/tracking';
import type { InvoiceView, TrackedOrderView } from '../../../../../bff/src/view-models';
import { bffPost } from '../../../lib/bff-client';

/** Invoice numbers are printed as '#' plus 8 digits (account-lifecycle.md section 9). */
const INVOICE_DIGITS = 8;

/**
 * The order number as printed on the invoice: '#00010231', '00010231' and '10231' all become '00010231'.
 * Anything that is not a number is left as typed, so the shared rules (min 6, max 30) judge it; a short
 * '10231' would otherwise fail the shared minimum of 6.
 */
export function toOrderId(typed: string): string {
  const digits = /^#?\s*(\d+)$/.exec(typed.trim())?.[1];
  return digits === undefined ? typed : digits.padStart(INVOICE_DIGITS, '0');
}

export interface TrackedOrder {
  order: TrackedOrderView;
  /** The invoice the result row's number opens, sent with the result (no login, so no second call). */
  invoice: InvoiceView;
}

/** Looks a guest's order up by email and order number (POST /api/order-tracking): the email stays out of the URL. */
export function trackOrder(input: OrderTrackingOutput): Promise<TrackedOrder> {
  return bffPost<TrackedOrder>('order-tracking', input);
}
