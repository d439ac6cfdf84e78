import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutDetails } from '@bff/schemas/checkout';
import { answer, bff } from '@web/lib/bff-client';
import { checkoutQueries, type CheckoutState } from './checkout-queries';

/** Saves the order-policy step (policy and addresses) in the checkout; answers the checkout as it now stands. */
export function saveCheckoutDetails(details: CheckoutDetails): Promise<CheckoutState> {
  return answer(bff.checkout.details.$put({ json: details }));
}

export function useSaveCheckoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckoutDetails,
    onSuccess: (state) => queryClient.setQueryData(checkoutQueries.state().queryKey, state),
  });
}
