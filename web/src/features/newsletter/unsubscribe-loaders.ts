import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { BffError, isFinalRefusal } from '@web/lib/bff-client';
import { afterFrameHydrated } from '@web/lib/decided-in-browser';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { checkUnsubscribeLink, unsubscribeQueries, type SubscriberStatus, type UnsubscribePage } from './api/unsubscribe';

/**
 * /request-unsubscribe/{email}: whether the address is on the list. The BFF refuses what is not an
 * email address at all (400), and such an address cannot be on the list either.
 */
export async function loadSubscriberStatus(queryClient: QueryClient, email: string): Promise<SubscriberStatus> {
  try {
    return await queryClient.fetchQuery(unsubscribeQueries.subscriber(email));
  } catch (error) {
    if (error instanceof BffError && error.status === 400) return { subscribed: false };
    throw error;
  }
}

/**
 * /unsubscribe/{token}: the emailed link, checked first. A bad, used or expired link shows the
 * server's message and goes to the not-found page; a failure to answer at all is the page's error.
 */
export async function loadUnsubscribeLink(token: string): Promise<UnsubscribePage> {
  try {
    return await checkUnsubscribeLink(token);
  } catch (error) {
    if (!isFinalRefusal(error)) throw error;
    notify.error(serverMessage(error), { cause: error });
    throw await afterFrameHydrated(redirect({ to: '/not-found', replace: true }));
  }
}
