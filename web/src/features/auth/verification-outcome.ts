import { VERIFICATION_INVALID_MESSAGE } from '@bff/shared/messages';

/** The email verification page's text for a verified account (an expired or invalid link's is shared with the BFF). */
export const VERIFIED_MESSAGE = 'You have successfully verified your account from your email.';

export interface LoginStatusSearch {
  account_status?: 'success' | 'expired';
  uuid?: string;
}

export type VerificationOutcome =
  | { to: '/login'; search: LoginStatusSearch; toast: { kind: 'success'; message: string } | null }
  | { to: '/'; toast: { kind: 'error'; message: string } };

/**
 * /check-verification-token?account_status=…&uuid=…: where the upstream's verification outcome
 * leads. success: to the login page with a toast; expired with the account: to the login page's
 * expired-link screen; anything else (invalid, or expired without an account to resend to): home.
 */
export function verificationOutcome(search: { account_status?: unknown; uuid?: unknown }): VerificationOutcome {
  const uuid = typeof search.uuid === 'string' && search.uuid !== '' ? search.uuid : undefined;
  if (search.account_status === 'success') {
    return { to: '/login', search: { account_status: 'success', uuid }, toast: { kind: 'success', message: VERIFIED_MESSAGE } };
  }
  if (search.account_status === 'expired' && uuid) {
    return { to: '/login', search: { account_status: 'expired', uuid }, toast: null };
  }
  return { to: '/', toast: { kind: 'error', message: VERIFICATION_INVALID_MESSAGE } };
}
