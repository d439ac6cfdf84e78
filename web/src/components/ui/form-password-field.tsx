import type { FormSchema, FormStore, RequiredPath, ValidPath } from '@formisch/react';
import type * as v from 'valibot';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { useBoundField } from './use-bound-field';

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
  const { field, errorMessage, onBlur } = useBoundField(of, path);
  return (
    <PasswordField
      {...props}
      name={field.props.name}
      value={(field.input as string | undefined) ?? ''}
      onChange={field.onChange as (value: string) => void}
      onFocus={field.props.onFocus}
      onBlur={onBlur}
      inputRef={field.props.ref}
      errorMessage={errorMessage}
    />
  );
}
