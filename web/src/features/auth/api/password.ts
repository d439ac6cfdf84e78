import type { ForgotPasswordOutput, ResetPasswordOutput, SetPasswordOutput } from '@bff/schemas/password';
import { bffGet, bffPost } from '@web/lib/bff-client';

interface MessageAnswer {
  message: string;
}

/** Mails a reset link (POST /api/password/forgot). */
export function requestPasswordReset(input: ForgotPasswordOutput): Promise<MessageAnswer> {
  return bffPost<MessageAnswer>('password/forgot', input);
}

/**
 * Confirms the emailed reset token. The BFF keeps it in an httpOnly cookie for the reset page, so
 * the token never reaches storage the page's scripts can read.
 */
export function confirmResetToken(token: string): Promise<MessageAnswer & { email: string }> {
  return bffGet<MessageAnswer & { email: string }>(`password/token/${encodeURIComponent(token)}`);
}

/** Sets the new password for the confirmed reset (POST /api/password/reset). */
export function resetPassword(input: ResetPasswordOutput): Promise<MessageAnswer> {
  return bffPost<MessageAnswer>('password/reset', input);
}

/** A staff-created customer's first password, by the emailed token (POST /api/password/set/:token). */
export function setPassword(token: string, input: SetPasswordOutput): Promise<MessageAnswer> {
  return bffPost<MessageAnswer>(`password/set/${encodeURIComponent(token)}`, input);
}
