import type { OrderTrackingOutput } from '@bff/schemas/tracking';
import type { InvoiceView, TrackedOrderView } from '@bff/view-models';
import { bffPost } from '@web/lib/bff-client';

export interface TrackedOrder {
  order: TrackedOrderView;
  /** The invoice the result row's number opens, sent with the result (no login, so no second call). */
  invoice: InvoiceView;
}

/** Looks a guest's order up by email and order number (POST /api/order-tracking): the email stays out of the URL. */
export function trackOrder(input: OrderTrackingOutput): Promise<TrackedOrder> {
  return bffPost<TrackedOrder>('order-tracking', input);
}
