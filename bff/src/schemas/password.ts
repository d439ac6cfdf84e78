import * as v from 'valibot';
import {
  EmailSchema,
  MATCH_PASSWORD_MESSAGE,
  MatchSchema,
  NonEmptyTextSchema,
  PasswordConfirmationSchema,
  PasswordSchema,
} from './fields';
import { LIMITS } from './limits';

// Forgot, set and reset password share the login's rules.

export const ForgotPasswordSchema = v.object({ email: EmailSchema() });

/** Set (new customer, by emailed token) and reset (after forgot password) ask for the same pair. */
export const SetPasswordSchema = v.pipe(
  v.object({ password: PasswordSchema(), password_confirmation: PasswordConfirmationSchema }),
  MatchSchema('password', 'password_confirmation', MATCH_PASSWORD_MESSAGE),
);
export const ResetPasswordSchema = SetPasswordSchema;

export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current password';

/** Account settings: the current password proves it is the owner; the new one follows the same rules. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    // Presence only: an older account may predate today's length rules, and the upstream decides.
    current_password: NonEmptyTextSchema('Current password is required'),
    password: PasswordSchema(),
    password_confirmation: PasswordConfirmationSchema,
  }),
  v.forward(
    v.partialCheck(
      [['current_password'], ['password']],
      (input) => input.current_password !== input.password,
      SAME_PASSWORD_MESSAGE,
    ),
    ['password'],
  ),
  MatchSchema('password', 'password_confirmation', MATCH_PASSWORD_MESSAGE),
);

/** Shown under new-password fields; advice only, never enforced. */
export const passwordStrengthHint = 'at least 6 characters with at least 2 of uppercase, lowercase, numbers, symbols';

const LABELS = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;

export interface PasswordStrength {
  /** 0 (too short) to 4 (strong), for a meter. */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof LABELS)[number];
  /** Whether the password follows the hint. */
  followsHint: boolean;
}

const CHARACTER_CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** A meter's reading: length first, then how many of the hint's four character classes are used. */
export function passwordStrength(password: string): PasswordStrength {
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  let score: PasswordStrength['score'];
  if (password.length < LIMITS.passwordMin) score = 0;
  else if (classes >= 4 || (classes === 3 && password.length >= 12)) score = 4;
  else if (classes === 3) score = 3;
  else if (classes === 2) score = 2;
  else score = 1;
  return { score, label: LABELS[score], followsHint: score >= 2 };
}

export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;
export type ForgotPasswordOutput = v.InferOutput<typeof ForgotPasswordSchema>;
export type SetPasswordInput = v.InferInput<typeof SetPasswordSchema>;
export type SetPasswordOutput = v.InferOutput<typeof SetPasswordSchema>;
export type ResetPasswordInput = SetPasswordInput;
export type ResetPasswordOutput = SetPasswordOutput;
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;
export type ChangePasswordOutput = v.InferOutput<typeof ChangePasswordSchema>;
