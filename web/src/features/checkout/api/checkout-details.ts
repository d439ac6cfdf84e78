import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutDetails } from '@bff/schemas/checkout';
import type { CheckoutState } from '@bff/view-models';
import { bffPut } from '@web/lib/bff-client';
import { checkoutQueries } from './checkout-queries';

/** Saves the order-policy step (policy and addresses) in the checkout; answers the checkout as it now stands. */
export function saveCheckoutDetails(details: CheckoutDetails): Promise<CheckoutState> {
  return bffPut<CheckoutState>('checkout/details', details);
}

export function useSaveCheckoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckoutDetails,
    onSuccess: (state) => queryClient.setQueryData(checkoutQueries.state().queryKey, state),
  });
}
