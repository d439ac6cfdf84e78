import { queryOptions, useMutation } from '@tanstack/react-query';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import type { MutationCallbacks } from '@web/lib/mutation-hook';

/** A new account's verification state; its address only while it is unverified (GET /api/registration/:uuid). */
export type RegistrationAccount = Answer<typeof bff.registration[':uuid']['$get']>;
/** The emailed link verified: how it went and whose account it was. */
export type VerificationResult = Answer<typeof bff.verification.$post>;
export type ResendVerificationAnswer = Answer<typeof bff.verification.resend.$post>;

export const verificationQueries = {
  all: () => ['verification'] as const,
  /** The address a new account's verification mail goes to (registration-success, expired link). */
  email: (uuid: string) =>
    queryOptions({
      queryKey: [...verificationQueries.all(), 'email', uuid] as const,
      queryFn: ({ signal }) => answer(bff.registration[':uuid'].$get({ param: { uuid } }, { init: { signal } })),
      staleTime: Infinity,
    }),
};

/** Sends the verification mail again (POST /api/verification/resend). */
export function resendVerification(uuid: string): Promise<ResendVerificationAnswer> {
  return answer(bff.verification.resend.$post({ json: { uuid } }));
}

/** Sends this account's verification mail again; nothing cached changes (the address stays the same). */
export function useResendVerification(uuid: string, callbacks: MutationCallbacks<ResendVerificationAnswer, void> = {}) {
  return useMutation({ mutationFn: () => resendVerification(uuid), ...callbacks });
}

/**
 * Verifies the emailed token (POST /api/verification: the token in the body, never in the URL). A
 * 410 `expired` error carries the account's uuid, so the page can offer to resend; a 404 `invalid`
 * does not.
 */
export function verifyAccount(token: string): Promise<VerificationResult> {
  return answer(bff.verification.$post({ json: { token } }));
}
