import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@web/features/account/api/account-queries';
import { isCustomer, sessionQueries } from './api/session';

/** Whether the customer logged in is someone else than an emailed link's account (a reset, an unsubscribe). */
export type LinkAccountCheck =
  /** Not known yet (the session or the logged-in account's address is still being asked). */
  | { state: 'checking' }
  /** Nobody logged in, or the link's own account: the link is used as it is. */
  | { state: 'same-or-nobody' }
  /** Another customer is logged in: the page says whose link it is and offers to log out. */
  | { state: 'other'; name: string };

/** Addresses compare as the upstream logs in with them: without regard to case or spaces around. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An emailed link is for one address, whoever opens it: a shopper logged in as one account who opens a
 * link mailed to another must be told which account it changes, never be left to believe it is theirs.
 * The logged-in account's address is its profile's (the session does not carry it). A profile that
 * cannot be read counts as another account, so the page says whose link it is rather than nothing.
 * `linkEmail` is undefined while the link's address is being asked, null when the link names none.
 */
export function useLoggedInAsOther(linkEmail: string | null | undefined): LinkAccountCheck {
  const { data: session } = useQuery(sessionQueries.current());
  const customer = isCustomer(session);
  // Asked alongside the link's address, not after it.
  const profile = useQuery({ ...accountQueries.profile(), enabled: customer && linkEmail !== null });
  if (session === undefined) return { state: 'checking' };
  if (!customer || linkEmail === null) return { state: 'same-or-nobody' };
  if (linkEmail === undefined || profile.isPending) return { state: 'checking' };
  return profile.data && sameAddress(profile.data.email, linkEmail) ? { state: 'same-or-nobody' } : { state: 'other', name: session.name };
}
