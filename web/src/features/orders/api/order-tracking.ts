import type { OrderTrackingOutput } from '@bff/schemas/tracking';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { mutationHook } from '@web/lib/mutation-hook';

/**
 * A guest's found order: its result row, and the invoice the row's number opens, sent with the result
 * (no login, so no second call).
 */
export type TrackedOrder = Answer<typeof bff['order-tracking']['$post']>;
/** A guest's order-tracking result row. */
export type TrackedOrderView = TrackedOrder['order'];

/** Looks a guest's order up by email and order number (POST /api/order-tracking): the email stays out of the URL. */
export function trackOrder(input: OrderTrackingOutput): Promise<TrackedOrder> {
  return answer(bff['order-tracking'].$post({ json: input }));
}

/** Looks an order up; the answer is the page's own, nothing cached changes. */
export const useTrackOrder = mutationHook(trackOrder);
