import type { FormSchema, RequiredPath } from '@formisch/react';
import { LIMITS } from '@bff/schemas/limits';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormEmailFieldProps<TSchema extends FormSchema, TPath extends RequiredPath> = Omit<
  FormTextFieldProps<TSchema, TPath>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength'
>;

/**
 * An email address bound to a formisch field: the email keyboard on phones, autofill, and room for
 * one character past the limit, so the shopper sees the limit's message rather than a silent stop.
 */
export function FormEmailField<TSchema extends FormSchema, TPath extends RequiredPath>(props: FormEmailFieldProps<TSchema, TPath>) {
  return <FormTextField type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.email + 1} {...props} />;
}
