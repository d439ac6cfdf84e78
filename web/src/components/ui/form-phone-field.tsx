import type { FormSchema, FormStore, RequiredPath, ValidPath } from '@formisch/react';
import type * as v from 'valibot';
import { cleanPhoneInput, isPhoneKeyAllowed } from '@bff/schemas/fields';
import { LIMITS } from '@bff/schemas/limits';
import { TextField, type TextFieldProps } from './text-field';
import { useBoundTextProps } from './use-bound-field';

export interface FormPhoneFieldProps<TSchema extends FormSchema, TPath extends RequiredPath>
  extends Pick<TextFieldProps, 'label' | 'description' | 'className'> {
  of: FormStore<TSchema>;
  /** Path of a string field, e.g. ['contact_no']. */
  path: ValidPath<v.InferInput<TSchema>, TPath>;
}

// Shortcuts such as Ctrl+V still work.
const keepPhoneKeys: NonNullable<TextFieldProps['onKeyDown']> = (event) => {
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !isPhoneKeyAllowed(event.key)) event.preventDefault();
};

/**
 * A phone number bound to a formisch field. Keys are limited to what a number is typed with (digits,
 * '.', '-', ' ', '+'); pasted or autofilled text has no key events, so it is cleaned.
 */
export function FormPhoneField<TSchema extends FormSchema, TPath extends RequiredPath>({
  of,
  path,
  ...props
}: FormPhoneFieldProps<TSchema, TPath>) {
  return (
    <TextField
      {...props}
      {...useBoundTextProps(of, path, cleanPhoneInput)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={LIMITS.phone + 1}
      onKeyDown={keepPhoneKeys}
    />
  );
}
