import type { QueryClient } from '@tanstack/react-query';
import { BffError } from '@web/lib/bff-client';
import { isCustomer, sessionQueries } from '../auth/api/session';
import { toLogin } from '../auth/login-redirect';

/**
 * The account area's guard. Anonymous visitors and
 * guests go to the login page. fetchQuery, not ensureQueryData: a session answer older than its
 * stale time is asked again, so a tab left open past the cookie's end does not slip through.
 */
export async function requireCustomer(queryClient: QueryClient, href: string): Promise<void> {
  const session = await queryClient.fetchQuery(sessionQueries.current());
  if (!isCustomer(session)) throw toLogin(href);
}

/**
 * Runs a loader's account call. A 401 means the session ended since the guard ran (logged out in
 * another tab, expired): the header forgets the customer and the page goes to login.
 */
export async function loadAccountData<T>(queryClient: QueryClient, href: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof BffError && error.status === 401) {
      await queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
      throw toLogin(href);
    }
    throw error;
  }
}
