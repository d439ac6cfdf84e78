import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyCouponRequest, CheckoutQuoteRequest } from '@bff/schemas/checkout';
import { answer, bff } from '@web/lib/bff-client';
import { checkoutQueries, type CheckoutQuote } from './checkout-queries';

/** Tries a coupon on the order: a valid one is saved and the order priced with it; else its own message. */
export function applyCoupon(request: ApplyCouponRequest): Promise<CheckoutQuote> {
  return answer(bff.checkout.coupon.$put({ json: request }));
}

export function removeCoupon(): Promise<{ ok: true }> {
  return answer(bff.checkout.coupon.$delete());
}

/** Applies a coupon; its answer is the quote for the order as it is now, so it goes straight into the cache. */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    onSuccess: (quote, { couponCode: _couponCode, ...request }: ApplyCouponRequest) => {
      // Quotes cached for other travel options were priced without the coupon: stale, asked again when shown.
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.quotes(), refetchType: 'none' });
      queryClient.setQueryData(checkoutQueries.quote(request satisfies CheckoutQuoteRequest).queryKey, quote);
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.state().queryKey });
    },
  });
}

/** Removes the coupon; every quote is asked again without it. */
export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutQueries.all() }),
  });
}
