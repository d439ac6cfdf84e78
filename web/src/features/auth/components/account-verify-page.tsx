import { FormPage } from '@web/components/ui/form-page';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { Link } from '@web/components/ui/link';
import { VerificationNotice } from './verification-notice';
import styles from './account-verify-page.module.css';

interface AccountVerifyPageProps {
  /** The server's message about the refused link. */
  message: string;
  /** Present when the link has expired: a new one can be sent. */
  uuid?: string;
}

/** /account-verify when the emailed link did not verify the account (success goes straight to /login). */
export function AccountVerifyPage({ message, uuid }: AccountVerifyPageProps) {
  return (
    <FormPage title="Email verification">
      {uuid ? (
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
          <LinkButton to="/" size="lg">
            Back to Home
          </LinkButton>
        </div>
      )}
    </FormPage>
  );
}
