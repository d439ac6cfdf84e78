import { useQuery } from '@tanstack/react-query';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { isCustomer, sessionQueries } from '../api/session';
import { AccountMenu } from './account-menu';
import { LoginDropdown } from './login-dropdown';
import { LoginModal } from './login-modal';
import styles from './header-account.module.css';

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
        // Until the browser has asked who the shopper is (a page kept for every shopper leaves that to
        // it): the way to the account, which works before any script runs.
        <LinkButton to="/account" variant="ghost" size="sm" className={styles.trigger}>
          <Icon name="user" size={18} />
          <span>Account</span>
        </LinkButton>
      ) : isCustomer(session) ? (
        <AccountMenu session={session} />
      ) : (
        <LoginDropdown />
      )}
      <LoginModal />
    </>
  );
}
