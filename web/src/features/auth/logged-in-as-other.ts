import { useQuery } from '@tanstack/react-query';
import { isCustomer, sessionQueries } from './api/session';

/** Whether the customer logged in is someone else than an emailed link's account (a reset, an unsubscribe). */
export type LinkAccountCheck =
  /** Not known yet (the session or the link's address is still being asked). */
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
 * The logged-in account's address comes with the session, so nothing more is asked; a session that does
 * not know it (begun before the BFF kept it) is never taken for another account, which would block the
 * customer's own link. `linkEmail` is undefined while the link's address is being asked, null when the
 * link names none.
 */
export function useLoggedInAsOther(linkEmail: string | null | undefined): LinkAccountCheck {
  const { data: session } = useQuery(sessionQueries.current());
  if (session === undefined) return { state: 'checking' };
  if (!isCustomer(session) || linkEmail === null || session.email === null) return { state: 'same-or-nobody' };
  if (linkEmail === undefined) return { state: 'checking' };
  return sameAddress(session.email, linkEmail) ? { state: 'same-or-nobody' } : { state: 'other', name: session.name };
}
