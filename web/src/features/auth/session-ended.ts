import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BffError } from '@web/lib/bff-client';
import { sessionQueries } from './api/session';
import { openLoginModal } from './login-modal-store';

/** What the login modal says when a session ran out during something the shopper was doing. */
export const SESSION_ENDED_NOTICE = 'Your session has ended. Log in again and we will carry on where you left off.';

/**
 * What it says when the refused action was a change to the account that is not made again by itself
 * after login: whoever logs in may be someone else, and one account's change must never be written
 * into another's.
 */
export const NOT_SAVED_NOTICE = 'Your session has ended, so your change was not saved. Log in again, then save it once more.';

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
 * in again and answers true (the error is handled); otherwise false. `resume`, when given, runs after
 * they log in: `if (logInAgainIfRefused(error, { resume: () => save.mutate(input) })) return;`
 */
export function useLogInAgainIfRefused(): (error: unknown, options?: LogInAgain) => boolean {
  const queryClient = useQueryClient();
  return (error, options) => {
    if (!isLoginRequired(error)) return false;
    askToLogInAgain(queryClient, options);
    return true;
  };
}

/**
 * For a query that needs the session: when it was refused for want of one, asks the shopper to log in
 * again (once per refusal) and answers true, so the page offers a way to log in rather than a retry
 * that cannot succeed. Logging in asks the shopper's queries again, this one with them.
 */
export function useLogInAgainIfReadRefused(error: unknown, options?: LogInAgain): boolean {
  const queryClient = useQueryClient();
  const loginRequired = isLoginRequired(error);
  const ask = useEffectEvent(() => askToLogInAgain(queryClient, options));
  useEffect(() => {
    if (loginRequired) ask();
  }, [loginRequired, error]);
  return loginRequired;
}
