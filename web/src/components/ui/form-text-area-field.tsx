import type { FormSchema, FormStore, RequiredPath, ValidPath } from '@formisch/react';
import type * as v from 'valibot';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';
import { useBoundTextProps } from './use-bound-field';

export interface FormTextAreaFieldProps<TSchema extends FormSchema, TPath extends RequiredPath>
  extends Omit<TextAreaFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'> {
  /** The formisch form (useForm) this field belongs to. */
  of: FormStore<TSchema>;
  /** Path of a string field in the form's schema, e.g. ['message']. */
  path: ValidPath<v.InferInput<TSchema>, TPath>;
}

/** A TextAreaField bound to a formisch field, with FormTextField's rule for when errors show. */
export function FormTextAreaField<TSchema extends FormSchema, TPath extends RequiredPath>({
  of,
  path,
  ...props
}: FormTextAreaFieldProps<TSchema, TPath>) {
  return <TextAreaField {...props} {...useBoundTextProps(of, path)} />;
}
