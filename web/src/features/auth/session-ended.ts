import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BffError } from '@web/lib/bff-client';
import { sessionQueries } from './api/session';
import { openLoginModal } from './login-modal-store';

/** What the login modal says when a session ran out during something the shopper was doing. */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Log in again and we will carry on where you left off.';

/** A call refused for want of a session: it ran out, was ended elsewhere, or never was. */
export function isLoginRequired(error: unknown): error is BffError {
  return error instanceof BffError && error.status === 401;
}

interface LogInAgain {
  /** The action to run again once the shopper is logged in. */
  resume?: () => void;
  /** What to do instead when the shopper closes the modal (e.g. carry on as a guest). */
  onDismissed?: () => void;
  notice?: string;
}

/**
 * The shopper's session has ended mid-visit: the header is told at once (it shows 'Log in' again) and
 * the login modal opens over the page, which stays as it is; `resume` runs after they log in.
 */
export function askToLogInAgain(queryClient: QueryClient, { resume, onDismissed, notice = SESSION_ENDED_NOTICE }: LogInAgain = {}): void {
  void queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
  openLoginModal({ notice, onLoggedIn: resume, onDismissed });
}

/**
 * For a mutation's onError: when the call was refused for want of a session, asks the shopper to log
 * in again and runs `resume` afterwards, answering true (the error is handled); otherwise false.
 * `if (resumeAfterLogin(error, () => save.mutate(input))) return;`
 */
export function useResumeAfterLogin(): (error: unknown, resume: () => void) => boolean {
  const queryClient = useQueryClient();
  return (error, resume) => {
    if (!isLoginRequired(error)) return false;
    askToLogInAgain(queryClient, { resume });
    return true;
  };
}
