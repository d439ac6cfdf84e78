import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NO_ACCOUNT_SHOWN } from '@bff/schemas/shown-account';
import { followAccountShown, forgetRefusedAccount } from '@web/lib/bff-client';
import { notify } from '@web/lib/toast';
import { isCustomer, sessionQueries, type SessionView } from './api/session';
import { onSessionChangeElsewhere } from './api/session-broadcast';
import { SHOPPER_QUERIES } from './api/use-login';
import { askToLogInAgain } from './session-ended';

/** The account a page showing this session shows, as its state-changing calls name it; undefined until known. */
function accountShownBy(session: SessionView | undefined): string | undefined {
  if (!session) return undefined;
  return session.anonymous ? NO_ACCOUNT_SHOWN : session.accountId;
}

/**
 * Asks who is logged in now. When it is not who the page shows, the shopper's answers (prices, the
 * account, orders, the checkout) are dropped and asked again, so nothing of the account shown before
 * stays on the page for a call to act on; a customer logged out elsewhere is asked to log in again, as
 * when a call finds the session ended.
 */
async function catchUpWithSession(queryClient: QueryClient): Promise<void> {
  const shown = queryClient.getQueryData(sessionQueries.current().queryKey);
  if (shown === undefined) return;
  const now = await queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 });
  if (accountShownBy(now) === accountShownBy(shown)) return;
  showSessionNow(queryClient, shown, now);
}

function showSessionNow(queryClient: QueryClient, shown: SessionView | undefined, now: SessionView): void {
  for (const queryKey of SHOPPER_QUERIES) void queryClient.resetQueries({ queryKey });
  if (isCustomer(shown) && now.anonymous) askToLogInAgain(queryClient);
}

/** Said once the page shows the account logged in from another tab, after its own call was refused. */
const NOW_SHOWN_NOTICE = 'This tab now shows the account logged in from another tab. Nothing was changed: check the page, then try again.';

/**
 * The BFF refused a call because another account is logged in now than the one the page shows (a
 * login made in a tab this one did not hear from). The page then shows the account logged in, without
 * a reload, so forms keep what was typed; those that hold an account's own details (keyed by it) show
 * the new account's. The shopper's answers are dropped whatever the session's cached answer says
 * (a refetch on focus may already have brought the new account to the header while the page still
 * showed the old one's), and only then do the page's calls name the account it shows now.
 */
function catchUpAfterRefusal(queryClient: QueryClient): Promise<void> {
  const caughtUp = showAccountLoggedIn(queryClient);
  // Its toast is the refusal's one message (nothing was changed); the refused call's own error toast is not shown.
  notify.answeredBy(caughtUp);
  return caughtUp;
}

async function showAccountLoggedIn(queryClient: QueryClient): Promise<void> {
  const shown = queryClient.getQueryData(sessionQueries.current().queryKey);
  const now = await queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 });
  showSessionNow(queryClient, shown, now);
  forgetRefusedAccount();
  notify.info(now.anonymous ? 'You are logged out now' : `You are now logged in as ${now.name}`, { description: NOW_SHOWN_NOTICE, duration: 10_000 });
}

/** A document the browser showed again from its history (Back, Forward) rather than loading it anew. */
function restoredFromHistory(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

/**
 * For the app's root: the page's calls name the account it shows, and the page follows the session
 * when another tab logs in or out, or when the browser shows it again from its history (its back-
 * forward cache or HTTP cache keep whoever was logged in when it was rendered).
 */
export function useSessionAcrossTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    followAccountShown(
      () => accountShownBy(queryClient.getQueryData(sessionQueries.current().queryKey)),
      // Until the session is known again the page's calls go on naming the account refused.
      () => void catchUpAfterRefusal(queryClient).catch(() => undefined),
    );
    const catchUp = () => void catchUpWithSession(queryClient).catch(() => undefined);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) catchUp();
    };
    window.addEventListener('pageshow', onPageShow);
    const stopHearing = onSessionChangeElsewhere(catchUp);
    if (restoredFromHistory()) catchUp();
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      stopHearing();
    };
  }, [queryClient]);
}
