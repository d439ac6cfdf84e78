import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@web/lib/toast';
import { isCustomer, sessionQueries, type SessionView } from './api/session';
import { logOutNow } from './api/use-logout';
import type { LoginStatusSearch } from './verification-outcome';

const VERIFIED_OTHER_ACCOUNT_MESSAGE = 'The account this link was for is verified.';
const EXPIRED_OTHER_ACCOUNT_MESSAGE = 'This verification link has expired.';

/** Who an expired verification link for another account is told is logged in, and what to do. */
export const expiredForOtherAccount = (name: string) =>
  `It is for another account than yours (${name}). Log out, then open the link again to be sent a new one.`;

/** The customer logged in, when it is another account than the one a verification link is for. */
export function loggedInAsOtherThan(session: SessionView | undefined, uuid: string): string | undefined {
  return isCustomer(session) && session.accountId !== uuid ? session.name : undefined;
}

/**
 * An emailed verification link is for one account, whoever opens it. Opened while another customer is
 * logged in, the spec's 'You have successfully verified your account' would seem to name theirs, and the
 * login page it leads to (verified, or expired with Resend) would send them on to their own account
 * instead. They are told the link's account is not theirs, that they are still logged in as
 * themselves, and offered to log out; answers whether it was so (the page then goes home). The link's
 * address is not named: the BFF gives an account's address by its id only while it is unverified.
 */
export async function toldLinkIsForOther(queryClient: QueryClient, { account_status: status, uuid }: LoginStatusSearch): Promise<boolean> {
  if (!uuid) return false;
  const session = await queryClient.ensureQueryData(sessionQueries.current()).catch(() => undefined);
  const name = loggedInAsOtherThan(session, uuid);
  if (name === undefined) return false;
  const action = { label: 'Log out', onClick: logOutNow };
  if (status === 'expired') {
    notify.info(EXPIRED_OTHER_ACCOUNT_MESSAGE, { description: expiredForOtherAccount(name), duration: 15_000, action });
  } else {
    notify.success(VERIFIED_OTHER_ACCOUNT_MESSAGE, {
      description: `It is not yours: you are still logged in as ${name}. Log out to log in with the account you verified.`,
      duration: 15_000,
      action,
    });
  }
  return true;
}
