import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQueries, type ProfileView } from '../api/account-queries';
import { AccountPage, Panel } from './account-page';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

/** Account Info (/account/profile): the customer's details, picture and account terms. */
export function ProfilePage() {
  const { data: profile } = useSuspenseQuery(accountQueries.profile());
  return (
    <AccountPage title="Account Info" intro="Keep your details up to date: they go on your invoices and delivery labels.">
      {/* Keyed by the account (its login): should someone else log in over the page after the
          session ended, they get their own details, not what the last shopper typed or chose. */}
      <Panel title="Your details">
        <ProfileForm key={profile.email} profile={profile} />
      </Panel>
      <Panel title="Your picture" description="Shown in the header when you are logged in.">
        <AvatarUpload key={profile.email} profile={profile} />
      </Panel>
      <Panel title="Your account">
        <AccountTerms profile={profile} />
      </Panel>
    </AccountPage>
  );
}

/** The account type and what it brings (business discount, pay by invoice, account manager). */
function AccountTerms({ profile }: { profile: ProfileView }) {
  const manager = profile.accountManager;
  return (
    <dl className={styles.terms}>
      <div>
        <dt>Account type</dt>
        <dd>{profile.accountTypeName}</dd>
      </div>
      <div>
        <dt>Discount</dt>
        <dd>{profile.discountPercent > 0 ? `${profile.discountPercent}% off every order` : 'None'}</dd>
      </div>
      <div>
        <dt>Pay by invoice</dt>
        <dd>{profile.payByInvoice ? 'Yes' : 'No'}</dd>
      </div>
      {profile.university && (
        <div>
          <dt>University / College</dt>
          <dd>{profile.university}</dd>
        </div>
      )}
      {manager && (
        <div className={styles.manager}>
          <dt>Your account manager</dt>
          <dd className={styles.contact}>
            <span>{manager.name}</span>
            <a href={`mailto:${manager.email}`}>{manager.email}</a>
            <a href={`tel:${manager.phone.replace(/\s/g, '')}`}>{manager.phone}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
