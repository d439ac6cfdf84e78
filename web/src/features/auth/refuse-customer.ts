import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { afterFrameHydrated } from '@web/lib/decided-in-browser';
import { notify } from '@web/lib/toast';
import { isCustomer, sessionQueries } from './api/session';

/** The set-password page refuses a logged-in customer with this. */
export const NOT_CUSTOMER_MESSAGE = 'Sorry, You are not customer';

interface Refusal {
  /** The toast the spec gives for this page. */
  message: string;
  /** Where the customer goes instead. */
  href: string;
  /** A preload only redirects: the toast is for the visit itself. */
  preload: boolean;
}

/**
 * For a route's beforeLoad on pages only visitors and guests may use (sign-up, a first password): a
 * logged-in customer is told why in a toast, like the shop's other refusals, and sent on.
 */
export async function refuseCustomer(queryClient: QueryClient, { message, href, preload }: Refusal): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueries.current());
  if (!isCustomer(session)) return;
  if (!preload) notify.error(message);
  throw await afterFrameHydrated(redirect({ href, replace: true }));
}
