import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'react-aria-components';
import { notify } from '@web/lib/toast';
import { serverMessage } from '@web/lib/server-message';
import { accountQueries, setNewsletterPreference, type ProfileView } from '../api/account-queries';
import styles from './newsletter-preference.module.css';

/**
 * The newsletter switch. It flips at once (optimistic) and flips back, with an error toast, if the
 * shop refuses; the server's answer has the last word either way.
 */
export function NewsletterPreference({ profile }: { profile: ProfileView }) {
  const queryClient = useQueryClient();
  const profileKey = accountQueries.profile().queryKey;
  const setSubscribed = (subscribed: boolean) =>
    queryClient.setQueryData(profileKey, (current: ProfileView | undefined) => current && { ...current, subscribed });

  const toggle = useMutation({
    mutationFn: setNewsletterPreference,
    onMutate: async (subscribed) => {
      // A profile refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: profileKey });
      const previous = queryClient.getQueryData(profileKey)?.subscribed;
      setSubscribed(subscribed);
      return { previous };
    },
    onError: (error, _subscribed, context) => {
      if (context?.previous !== undefined) setSubscribed(context.previous);
      notify.error('Error!', { description: serverMessage(error) });
    },
    onSuccess: ({ message, subscribed }) => {
      setSubscribed(subscribed);
      notify.success(message);
    },
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
