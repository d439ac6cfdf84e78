import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { PhoneOrderRequest, PlaceOrderRequest } from '@bff/schemas/checkout';
import { cartActions } from '@web/features/cart/cart-store';
import { BffError, answer, bff, type Answer } from '@web/lib/bff-client';
import { checkoutQueries } from './checkout-queries';

/** The placed order; card payments go on to the provider's hosted page. */
export type PlacedOrder = Answer<typeof bff.checkout.orders.$post>;

/**
 * Places the web order with what the checkout saved (addresses, policy, coupon, artwork). The BFF
 * makes the upstream call idempotent, so a repeated request cannot make a second order.
 */
export function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  return answer(bff.checkout.orders.$post({ json: request }));
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onError: (error) => {
      // Refused because a cut-off moved the delivery date shown: the order is priced again, so the page
      // shows the new date beside the refusal.
      if (error instanceof BffError && error.code === 'delivery_changed') void queryClient.invalidateQueries({ queryKey: checkoutQueries.quotes() });
    },
  });
}

/** A phone-call customer's cart, recorded as a phone order for the shop to call back about. */
export function placePhoneOrder(request: PhoneOrderRequest): Promise<{ invoiceNo: number }> {
  return answer(bff.checkout['phone-orders'].$post({ json: request }));
}

/**
 * Sends the phone order, then shows its number (kept in the URL) and empties the cart. Both live in
 * the mutation itself, not in mutate()'s options: those are dropped when the page re-renders its
 * observer before the answer comes, which left the page on 'Sending your order…'.
 */
export function usePlacePhoneOrder() {
  const router = useRouter();
  return useMutation({
    mutationFn: placePhoneOrder,
    onSuccess: async ({ invoiceNo }) => {
      await router.navigate({ to: '/order-process/checkout/phonecall-order-receive', search: { order: invoiceNo }, replace: true });
      cartActions.clear();
    },
  });
}
