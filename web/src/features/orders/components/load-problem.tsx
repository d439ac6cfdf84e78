import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { askToLogInAgain, useLogInAgainIfReadRefused } from '@web/features/auth/session-ended';
import { isNotFoundAnswer } from '@web/lib/bff-client';
import styles from './load-problem.module.css';

interface LoadProblemProps {
  /** The read that failed. */
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
  /** What it was to show, as the sentences name it: 'invoice #00010231', 'your orders'. */
  subject: string;
}

/**
 * The orders, or one invoice, did not load. When the session has ended (logged out in another tab, or
 * run out) asking again cannot succeed: the shopper is asked to log in, and the read follows once they
 * have. One the account does not have is said so. Otherwise the message and a retry.
 */
export function LoadProblem({ query, subject }: LoadProblemProps) {
  const queryClient = useQueryClient();
  const loginRequired = useLogInAgainIfReadRefused(query.error);
  // Not this account's (someone else logged in over the page): asking again cannot find it.
  if (isNotFoundAnswer(query.error)) {
    return (
      <div className={styles.problem} role="alert">
        <Icon name="alert" size={24} />
        <p>We could not find {subject} in your account.</p>
      </div>
    );
  }
  if (loginRequired) {
    return (
      <div className={styles.loginRequired} role="alert">
        <Icon name="lock" size={24} />
        <p>Your session has ended. Log in again to see {subject}.</p>
        <Button variant="secondary" size="sm" onPress={() => askToLogInAgain(queryClient)}>
          Log in again
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.problem} role="alert">
      <Icon name="alert" size={24} />
      <p>Sorry, we could not load {subject}. Please try again.</p>
      <Button variant="secondary" size="sm" onPress={() => void query.refetch()} isPending={query.isFetching}>
        Try again
      </Button>
    </div>
  );
}
