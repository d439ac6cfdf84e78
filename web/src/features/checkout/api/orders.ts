import { useMutation } from '@tanstack/react-query';
import type { PhoneOrderRequest, PlaceOrderRequest } from '@bff/schemas/checkout';
import type { PlacedOrder } from '@bff/view-models';
import { bffPost } from '@web/lib/bff-client';

/**
 * Places the web order with what the checkout saved (addresses, policy, coupon, artwork). The BFF
 * makes the upstream call idempotent, so a repeated request cannot make a second order.
 */
export function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  return bffPost<PlacedOrder>('checkout/orders', request);
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}

/** A phone-call customer's cart, recorded as a phone order for the shop to call back about. */
export function placePhoneOrder(request: PhoneOrderRequest): Promise<{ invoiceNo: number }> {
  return bffPost<{ invoiceNo: number }>('checkout/phone-orders', request);
}

export function usePlacePhoneOrder() {
  return useMutation({ mutationFn: placePhoneOrder });
}
