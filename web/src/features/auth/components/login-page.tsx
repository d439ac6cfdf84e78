import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '@web/components/ui/button';
import { FormPage } from '@web/components/ui/form-page';
import { Icon } from '@web/components/ui/icon';
import { Tab, TabList, TabPanel, Tabs } from '@web/components/ui/tabs';
import { LoginForm, UNVERIFIED_HEADING, UNVERIFIED_TEXT } from './login-form';
import { VerificationNotice } from './verification-notice';
import styles from './login-page.module.css';

export const EXPIRED_HEADING = 'Email verification link expired.';

/** What the Verification tab shows: an account to verify, or nothing yet. */
export type VerificationState =
  | { kind: 'unverified'; uuid: string }
  | { kind: 'expired'; uuid: string; email: string }
  | null;

interface LoginPageProps {
  /** From `?account_status=expired&uuid=…` (with the account's email), or null. */
  expired: { uuid: string; email: string } | null;
  /** `?account_status=success`: the emailed link has just verified the account. */
  verified: boolean;
  /** The panel beside the card (registration offers). */
  aside?: ReactNode;
}

/**
 * /login: tabs 'Login' and 'Verification'. An unverified login or an expired link moves to the
 * Verification tab, which offers to resend the mail; 'Login to another account?' comes back to an
 * empty form.
 */
export function LoginPage({ expired, verified, aside }: LoginPageProps) {
  const [verification, setVerification] = useState<VerificationState>(expired ? { kind: 'expired', ...expired } : null);
  const [tab, setTab] = useState<Key>(expired ? 'verification' : 'login');
  // A new key gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);

  const anotherAccount = () => {
    setVerification(null);
    setFormKey((key) => key + 1);
    setTab('login');
  };
  const footer = (
    <Button variant="ghost" size="sm" className={styles.switch} onPress={anotherAccount}>
      Login to another account?
    </Button>
  );

  return (
    <FormPage title="Log in to your account" intro="Track orders, download invoices and check out faster." aside={aside}>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label="Log in or verify your email">
          <Tab id="login">Login</Tab>
          <Tab id="verification">Verification</Tab>
        </TabList>
        <TabPanel id="login">
          {verified && (
            <p className={styles.verified} role="status">
              <Icon name="check" size={20} />
              <span>Your email address is verified. Log in to start ordering.</span>
            </p>
          )}
          <LoginForm
            key={formKey}
            onUnverified={(uuid) => {
              setVerification({ kind: 'unverified', uuid });
              setTab('verification');
            }}
          />
        </TabPanel>
        <TabPanel id="verification">
          {verification?.kind === 'unverified' && (
            <VerificationNotice uuid={verification.uuid} heading={UNVERIFIED_HEADING} footer={footer}>
              <p>{UNVERIFIED_TEXT}</p>
            </VerificationNotice>
          )}
          {verification?.kind === 'expired' && (
            <VerificationNotice uuid={verification.uuid} heading={EXPIRED_HEADING} email={verification.email} footer={footer}>
              <p>Links in our emails last a limited time. Press RESEND and we will email you a new one.</p>
            </VerificationNotice>
          )}
          {verification === null && (
            <div className={styles.help}>
              <h2 className={styles.helpTitle}>Verify your email address</h2>
              <p>
                After you register we email you a link to verify your address. Open it to activate your account, then
                log in.
              </p>
              <p>
                Link expired or never arrived? Log in with your email and password: if your account still needs
                verifying, we will offer to send the email again.
              </p>
              <Button variant="outline" onPress={() => setTab('login')}>
                Go to Login
              </Button>
            </div>
          )}
        </TabPanel>
      </Tabs>
    </FormPage>
  );
}
