/** The texts of the email verification page: verified, or a token expired or invalid. */
export const VERIFIED_MESSAGE = 'You have successfully verified your account from your email.';
export const VERIFICATION_INVALID_MESSAGE = 'Your account verification token is expired or invalid.';

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
