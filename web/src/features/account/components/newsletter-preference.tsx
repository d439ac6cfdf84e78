import { Switch } from 'react-aria-components';
import { NOT_SAVED_NOTICE, useLogInAgainIfRefused } from '@web/features/auth/session-ended';
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
  const logInAgainIfRefused = useLogInAgainIfRefused();
  // The hook flips the cached profile at once and back on a refusal; here, what the customer is told.
  // A session that ended is asked back, and the switch is flipped again by hand: whoever logs in may
  // be someone else.
  const toggle = useSetNewsletterPreference({
    onError: (error) => {
      if (!logInAgainIfRefused(error, { notice: NOT_SAVED_NOTICE })) notify.error('Error!', { description: serverMessage(error), cause: error });
    },
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
