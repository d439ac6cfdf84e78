import { useMutation } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { notify } from '../../lib/toast';
import { deleteSession } from './api/session';
import { logoutDestination } from './logout-destination';
import { clearStoredData } from './stored-data';

/**
 * Log out (storefront.md section 4): the BFF ends the session, the browser's stored data goes, and
 * the page reloads: on the login page for pages that need the session, else where it is.
 */
export function useLogout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => {
      clearStoredData();
      // A full load (the spec's reload), so no query, cart or form state of the old session survives
      // in memory: the query cache, the cart and every form start empty.
      const destination = logoutDestination(pathname);
      if (destination) window.location.replace(destination);
      else window.location.reload();
    },
    onError: () => notify.error('Error', { description: 'Something went wrong!' }),
  });
}
