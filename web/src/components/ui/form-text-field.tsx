import type { FormSchema, FormStore, RequiredPath, ValidPath } from '@formisch/react';
import type * as v from 'valibot';
import { TextField, type TextFieldProps } from './text-field';
import { useBoundTextProps } from './use-bound-field';

export interface FormTextFieldProps<TSchema extends FormSchema, TPath extends RequiredPath>
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'> {
  /** The formisch form (useForm) this field belongs to. */
  of: FormStore<TSchema>;
  /** Path of a string field in the form's schema, e.g. ['email']. */
  path: ValidPath<v.InferInput<TSchema>, TPath>;
}

/**
 * A TextField bound to a formisch field. Errors appear once the shopper has left the field (or
 * submitted), then follow every keystroke, so nobody is told off for an address they are still typing.
 */
export function FormTextField<TSchema extends FormSchema, TPath extends RequiredPath>({
  of,
  path,
  ...props
}: FormTextFieldProps<TSchema, TPath>) {
  return <TextField {...props} {...useBoundTextProps(of, path)} />;
}
