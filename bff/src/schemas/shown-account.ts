/**
 * Every state-changing call the web makes names the account its page shows (the session's
 * `accountId`, or NO_ACCOUNT_SHOWN). Tabs of one browser share one session cookie: after a logout and
 * another login in one tab, a tab still showing the first account would otherwise write its changes,
 * or place its order, into the account now logged in. The BFF refuses such a call (409
 * ACCOUNT_CHANGED) instead.
 */
export const SHOWN_ACCOUNT_HEADER = 'X-Shown-Account';

/** The header's value on a page that shows nobody logged in. */
export const NO_ACCOUNT_SHOWN = 'none';

export const ACCOUNT_CHANGED = {
  code: 'account_changed',
  message: 'Another account was logged in from another tab, so nothing was changed.',
} as const;
