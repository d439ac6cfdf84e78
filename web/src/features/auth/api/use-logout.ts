import { useMutation } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { notify } from '@web/lib/toast';
import { CART_STORAGE_KEY } from '@web/features/cart/cart-store';
import { deleteSession } from './session';
import { announceSessionChange } from './session-broadcast';
import { logoutDestination } from '../logout-destination';
import { clearStoredData } from '../stored-data';

const LOGOUT_FAILED = { title: 'Error', description: 'Something went wrong!' } as const;

/**
 * After the BFF ended the session: the browser's stored data goes, and the page reloads: on the login
 * page for pages that need the session, else where it is. The cart stays until an order is placed: a
 * shopper who logs out mid-checkout (or to log in as someone else) must not lose the products
 * configured, and the cart holds no personal data.
 */
function reloadLoggedOut(pathname: string): void {
  announceSessionChange();
  clearStoredData({ keep: [CART_STORAGE_KEY] });
  // A full load, so no query or form state of the old session survives in memory: the query
  // cache and every form start empty; the cart is read back from storage.
  const destination = logoutDestination(pathname);
  if (destination) window.location.replace(destination);
  else window.location.reload();
}

/** Log out from the page's controls (the account menu, a notice). */
export function useLogout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => reloadLoggedOut(pathname),
    onError: () => notify.error(LOGOUT_FAILED.title, { description: LOGOUT_FAILED.description }),
  });
}

/** Log out from outside a component (a toast's button), the same way. */
export function logOutNow(): void {
  deleteSession().then(
    () => reloadLoggedOut(window.location.pathname),
    () => notify.error(LOGOUT_FAILED.title, { description: LOGOUT_FAILED.description }),
  );
}
