import { useMutation } from '@tanstack/react-query';
import { notify } from '@web/lib/toast';
import { CART_STORAGE_KEY } from '@web/features/cart/cart-store';
import { deleteSession } from './session';
import { announceSessionChange } from './session-broadcast';
import { logoutDestination } from '../logout-destination';
import { clearStoredData } from '../stored-data';

const logoutFailed = () => notify.error('Error', { description: 'Something went wrong!' });

/**
 * After the BFF ended the session: the browser's stored data goes, and the page reloads: on the login
 * page for pages that need the session, else where it is. The address is read then, not followed
 * while the page shows (that would render the root's shell again on every navigation). The cart stays
 * until an order is placed: a shopper who logs out mid-checkout (or to log in as someone else) must
 * not lose the products configured, and the cart holds no personal data.
 */
function reloadLoggedOut(): void {
  announceSessionChange();
  clearStoredData({ keep: [CART_STORAGE_KEY] });
  // A full load, so no query or form state of the old session survives in memory: the query
  // cache and every form start empty; the cart is read back from storage.
  const destination = logoutDestination(window.location.pathname);
  if (destination) window.location.replace(destination);
  else window.location.reload();
}

/** Log out from the page's controls (the account menu, a notice). */
export function useLogout() {
  return useMutation({ mutationFn: deleteSession, onSuccess: reloadLoggedOut, onError: logoutFailed });
}

/** Log out from outside a component (a toast's button), the same way. */
export function logOutNow(): void {
  deleteSession().then(reloadLoggedOut, logoutFailed);
}
