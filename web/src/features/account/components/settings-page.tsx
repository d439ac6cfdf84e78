import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@web/components/ui/link';
import { accountQueries } from '../api/account-queries';
import { AccountPage, Panel } from './account-page';
import { ChangePasswordForm } from './change-password-form';
import { NewsletterPreference } from './newsletter-preference';
import styles from './settings-page.module.css';

/** Settings (/account/settings): the password and the newsletter preference. */
export function SettingsPage() {
  const { data: profile } = useSuspenseQuery(accountQueries.profile());
  return (
    <AccountPage title="Settings" intro="Your password and the emails you get from us.">
      <Panel title="Change password" description="You stay logged in on this device after the change.">
        <ChangePasswordForm />
      </Panel>
      <Panel title="Newsletter" description="Offers, new products and printing tips, about twice a month. Leave any time.">
        <NewsletterPreference profile={profile} />
        {profile.subscribed && (
          // The same way out as the link at the foot of every newsletter, for anyone who prefers it.
          <p className={styles.note}>
            Or leave by email:{' '}
            <Link to="/request-unsubscribe/$email" params={{ email: profile.email }}>send me an unsubscribe link</Link>
          </p>
        )}
      </Panel>
    </AccountPage>
  );
}
