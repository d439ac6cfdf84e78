import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestCheckoutInput } from '@bff/schemas/checkout';
import { answer, bff } from '@web/lib/bff-client';
import { sessionQueries } from '@web/features/auth/api/session';
import { announceSessionChange } from '@web/features/auth/api/session-broadcast';
import { checkoutQueries } from './checkout-queries';

/** Starts a guest session with only an email (the BFF keeps it in its cookie). */
export function startGuestCheckout(input: GuestCheckoutInput): Promise<{ ok: true }> {
  return answer(bff.checkout.guest.$post({ json: input }));
}

/** 'Continue as guest': afterwards the session is a guest's, and the checkout knows the email. */
export function useGuestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGuestCheckout,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueries.all() }),
        queryClient.invalidateQueries({ queryKey: checkoutQueries.all() }),
      ]);
      announceSessionChange();
    },
  });
}
