import { Switch } from 'react-aria-components';
import { notify } from '@web/lib/toast';
import { serverMessage } from '@web/lib/server-message';
import { useSetNewsletterPreference } from '../api/account-mutations';
import type { ProfileView } from '../api/account-queries';
import styles from './newsletter-preference.module.css';

/**
 * The newsletter switch. It flips at once (optimistic) and flips back, with an error toast, if the
 * shop refuses; the server's answer has the last word either way.
 */
export function NewsletterPreference({ profile }: { profile: ProfileView }) {
  // The hook flips the cached profile at once and back on a refusal; here, what the customer is told.
  const toggle = useSetNewsletterPreference({
    onError: (error) => notify.error('Error!', { description: serverMessage(error) }),
    onSuccess: ({ message }) => notify.success(message),
  });

  return (
    <Switch
      className={styles.switch}
      isSelected={profile.subscribed}
      onChange={(subscribed) => toggle.mutate(subscribed)}
      // One change at a time, so answers cannot arrive out of order; read-only keeps keyboard focus.
      isReadOnly={toggle.isPending}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>Email me offers and printing tips</span>
        <span className={styles.state}>{profile.subscribed ? 'Subscribed' : 'Not subscribed'}</span>
      </span>
    </Switch>
  );
}
