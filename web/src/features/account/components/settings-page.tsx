import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQueries } from '../api/account-queries';
import { AccountPage, Panel } from './account-page';
import { ChangePasswordForm } from './change-password-form';
import { NewsletterPreference } from './newsletter-preference';

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
      </Panel>
    </AccountPage>
  );
}
