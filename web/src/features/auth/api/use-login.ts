import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from '@web/features/account/api/account-queries';
import { cartQueries } from '@web/features/cart/api/cart-queries';
import { catalogQueries } from '@web/features/catalog/api/catalog-queries';
import { checkoutQueries } from '@web/features/checkout/api/checkout-queries';
import { orderQueries } from '@web/features/orders/api/order-queries';
import { forgetRefusedAccount } from '@web/lib/bff-client';
import { createSession, sessionQueries, type SessionView } from './session';
import { announceSessionChange } from './session-broadcast';

/**
 * The answers that depend on who is logged in: account prices (product pages, the cart's quote,
 * checkout), the account and its orders. Menus, pages, blog, search and the rest stay as they are.
 */
export const SHOPPER_QUERIES = [catalogQueries.all(), cartQueries.all(), checkoutQueries.all(), accountQueries.all(), orderQueries.all()];

interface LoginCallbacks {
  onSuccess?: (view: SessionView) => void;
  onError?: (error: Error) => void;
}

/** Logs in (POST /api/session): the session answer is stored as is, and only the shopper's own queries are asked again. */
export function useLogin({ onSuccess, onError }: LoginCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (view: SessionView) => {
      queryClient.setQueryData(sessionQueries.current().queryKey, view);
      forgetRefusedAccount();
      announceSessionChange();
      for (const queryKey of SHOPPER_QUERIES) void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(view);
    },
    onError,
  });
}
