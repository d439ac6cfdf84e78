import { queryOptions } from '@tanstack/react-query';
import type { RegistrationAccount } from '@bff/view-models';
import { bffGet, bffPost } from '@web/lib/bff-client';

export interface VerificationResult {
  status: 'verified';
  message: string;
  uuid: string;
}

export const verificationQueries = {
  all: () => ['verification'] as const,
  /** The address a new account's verification mail goes to (registration-success, expired link). */
  email: (uuid: string) =>
    queryOptions({
      queryKey: [...verificationQueries.all(), 'email', uuid] as const,
      queryFn: ({ signal }) => bffGet<RegistrationAccount>(`registration/${encodeURIComponent(uuid)}`, { signal }),
      staleTime: Infinity,
    }),
};

/** Sends the verification mail again (POST /api/verification/resend). */
export function resendVerification(uuid: string): Promise<{ message: string }> {
  return bffPost<{ message: string }>('verification/resend', { uuid });
}

/**
 * Verifies the emailed token. A 410 `expired` error carries the account's uuid, so the page can
 * offer to resend; a 404 `invalid` does not.
 */
export function verifyAccount(token: string): Promise<VerificationResult> {
  return bffGet<VerificationResult>(`verification/${encodeURIComponent(token)}`);
}
