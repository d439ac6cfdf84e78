import { useQuery } from '@tanstack/react-query';
import { FormPage } from '@web/components/ui/form-page';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { Link } from '@web/components/ui/link';
import { sessionQueries } from '../api/session';
import { expiredForOtherAccount, loggedInAsOtherThan } from '../verification-for-other';
import { LogOutButton } from './log-out-button';
import { VerificationNotice } from './verification-notice';
import styles from './account-verify-page.module.css';

interface AccountVerifyPageProps {
  /** The server's message about the refused link. */
  message: string;
  /** Present when the link has expired: a new one can be sent. */
  uuid?: string;
}

/**
 * /account-verify when the emailed link did not verify the account (success goes straight to /login).
 * An expired link opened while another customer is logged in offers no Resend, which would act on the
 * link's account: as on the other verification outcomes, it says who is logged in and offers to log out
 * (the link, opened again logged out, offers the Resend).
 */
export function AccountVerifyPage({ message, uuid }: AccountVerifyPageProps) {
  const { data: session } = useQuery(sessionQueries.current());
  const loggedInAs = uuid === undefined ? undefined : loggedInAsOtherThan(session, uuid);
  return (
    <FormPage title="Email verification">
      {uuid && loggedInAs === undefined ? (
        <VerificationNotice
          uuid={uuid}
          heading={message}
          resendLabel="Resend"
          footer={
            <p>
              Verified already? <Link to="/login">Log in</Link>
            </p>
          }
        >
          <p>Press Resend and we will email you a new verification link.</p>
        </VerificationNotice>
      ) : (
        <div className={styles.failed} role="alert">
          <span className={styles.icon} aria-hidden="true">
            <Icon name="alert" size={28} />
          </span>
          <h2 className={styles.heading}>{message}</h2>
          {loggedInAs !== undefined && <p>{expiredForOtherAccount(loggedInAs)}</p>}
          <div className={styles.actions}>
            {loggedInAs !== undefined && <LogOutButton />}
            <LinkButton to="/" size="lg" variant={loggedInAs === undefined ? undefined : 'ghost'}>
              Back to Home
            </LinkButton>
          </div>
        </div>
      )}
    </FormPage>
  );
}
