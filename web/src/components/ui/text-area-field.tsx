import type { Ref } from 'react';
import { FieldError, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { Icon } from './icon';
import fieldStyles from './text-field.module.css';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  placeholder?: string;
  rows?: number;
  /** Shows 'n / limit characters' under the field (the schema enforces the limit, with its own message). */
  characterLimit?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * A multi-line TextField: label above, the text area, then the error with an icon (DESIGN: forms).
 * With `characterLimit` it counts the characters used, so nobody is surprised by the limit on submit.
 */
export function TextAreaField({
  label,
  errorMessage,
  placeholder,
  rows = 6,
  characterLimit,
  inputRef,
  className,
  isInvalid,
  ...props
}: TextAreaFieldProps) {
  const length = (props.value ?? '').length;
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid || !!errorMessage}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <TextArea ref={inputRef} placeholder={placeholder} rows={rows} className={styles.input} />
      <div className={styles.footer}>
        <FieldError className={fieldStyles.error}>
          <Icon name="alert" size={16} />
          <span>{errorMessage}</span>
        </FieldError>
        {characterLimit !== undefined && (
          <Text slot="description" className={cx(styles.count, length > characterLimit && styles.over)}>
            {length} / {characterLimit} characters
          </Text>
        )}
      </div>
    </AriaTextField>
  );
}
