import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@web/components/ui/skeleton';
import { isCustomer, sessionQueries } from '../api/session';
import { AccountMenu } from './account-menu';
import { LoginDropdown } from './login-dropdown';
import { LoginModal } from './login-modal';

/**
 * The header's account corner: the account menu for a logged-in customer, the
 * login dropdown for anonymous shoppers and guests. The stand-alone login modal lives here too, so
 * it is mounted exactly once on every page.
 */
export function HeaderAccount() {
  const { data: session, isPending } = useQuery(sessionQueries.current());
  return (
    <>
      {isPending ? (
        <Skeleton tone="dark" width={84} height={20} />
      ) : isCustomer(session) ? (
        <AccountMenu session={session} />
      ) : (
        <LoginDropdown />
      )}
      <LoginModal />
    </>
  );
}
