import type { FormSchema, FormStore, RequiredPath, ValidPath } from '@formisch/react';
import type * as v from 'valibot';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { useBoundTextProps } from './use-bound-field';

export interface FormPasswordFieldProps<TSchema extends FormSchema, TPath extends RequiredPath>
  extends Omit<PasswordFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'errorMessage' | 'inputRef'> {
  of: FormStore<TSchema>;
  /** Path of a string field, e.g. ['password']. */
  path: ValidPath<v.InferInput<TSchema>, TPath>;
}

/** A PasswordField bound to a formisch field. */
export function FormPasswordField<TSchema extends FormSchema, TPath extends RequiredPath>({
  of,
  path,
  ...props
}: FormPasswordFieldProps<TSchema, TPath>) {
  return <PasswordField {...props} {...useBoundTextProps(of, path)} />;
}
