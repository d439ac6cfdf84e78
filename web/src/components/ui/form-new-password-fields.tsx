import type { FormSchema, FormStore } from '@formisch/react';
import type * as v from 'valibot';
import { LIMITS } from '@bff/schemas/limits';
import { FormPasswordField } from './form-password-field';

/** The labels both forms that choose a new password use. */
export const NEW_PASSWORD_LABELS = { password: 'New password', password_confirmation: 'Confirm new password' } as const;

/**
 * A new password and its confirmation, bound to a form whose schema has `password` and
 * `password_confirmation`: the strength hint under the first, the browser's password manager told
 * both are new. One character past the limit can be typed, so the limit's message shows.
 */
export function FormNewPasswordFields<TSchema extends FormSchema>({ of }: { of: FormStore<TSchema> }) {
  // The two paths exist in every schema this is used with; formisch cannot check them for a generic schema.
  const form = of as unknown as FormStore<v.GenericSchema<{ password: string; password_confirmation: string }>>;
  return (
    <>
      <FormPasswordField
        of={form}
        path={['password']}
        label={NEW_PASSWORD_LABELS.password}
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax + 1}
        showStrength
      />
      <FormPasswordField
        of={form}
        path={['password_confirmation']}
        label={NEW_PASSWORD_LABELS.password_confirmation}
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax + 1}
      />
    </>
  );
}
