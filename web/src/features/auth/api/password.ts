import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordOutput, ResetPasswordOutput, SetPasswordOutput } from '@bff/schemas/password';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { mutationHook, type MutationCallbacks } from '@web/lib/mutation-hook';

const password = bff.password;

export type PasswordResetRequestAnswer = Answer<typeof password.forgot.$post>;
/** A confirmed reset link: its message and the address whose password it resets. */
export type ResetTokenAnswer = Answer<typeof password.token.$post>;
export type PasswordResetAnswer = Answer<typeof password.reset.$post>;
export type SetPasswordAnswer = Answer<typeof password.set.$post>;

/** Mails a reset link (POST /api/password/forgot). */
export function requestPasswordReset(input: ForgotPasswordOutput): Promise<PasswordResetRequestAnswer> {
  return answer(password.forgot.$post({ json: input }));
}

/** Mails a reset link; nothing cached changes. */
export const useRequestPasswordReset = mutationHook(requestPasswordReset);

/**
 * Confirms the emailed reset token (POST /api/password/token: the token in the body, never in the
 * URL). The BFF keeps it in an httpOnly cookie for the reset page, so the token never reaches
 * storage the page's scripts can read.
 */
export function confirmResetToken(token: string): Promise<ResetTokenAnswer> {
  return answer(password.token.$post({ json: { token } }));
}

export const passwordQueries = {
  /** The address whose password the confirmed reset link resets (GET /api/password/reset); null without one. */
  reset: () =>
    queryOptions({
      queryKey: ['password', 'reset'] as const,
      queryFn: ({ signal }) => answer(password.reset.$get(undefined, { init: { signal } })),
    }),
};

/** Sets the new password for the confirmed reset (POST /api/password/reset). */
export function resetPassword(input: ResetPasswordOutput): Promise<PasswordResetAnswer> {
  return answer(password.reset.$post({ json: input }));
}

/** A staff-created customer's first password, by the emailed token (POST /api/password/set, the token in the body). */
export function setPassword(token: string, input: SetPasswordOutput): Promise<SetPasswordAnswer> {
  return answer(password.set.$post({ json: { token, ...input } }));
}

/** Whose new password is saved: the confirmed reset's (its token is in the BFF's cookie), or a staff-created customer's by the emailed token. */
export type NewPasswordTarget = { mode: 'reset' } | { mode: 'set'; token: string };

/** Saves a new password (reset or first set); nothing cached changes, the customer logs in afterwards. */
export function useSaveNewPassword(
  target: NewPasswordTarget,
  callbacks: MutationCallbacks<PasswordResetAnswer | SetPasswordAnswer, SetPasswordOutput> = {},
) {
  return useMutation({
    mutationFn: (input: SetPasswordOutput) => (target.mode === 'set' ? setPassword(target.token, input) : resetPassword(input)),
    ...callbacks,
  });
}
