import { memo, type Ref } from 'react';
import {
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { FieldMessages } from './field-messages';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  /** Keep the label for assistive tech only (e.g. a search box with a visible button). */
  hideLabel?: boolean;
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** 'onDark' for fields on the ink footer. */
  tone?: 'default' | 'onDark';
}

/**
 * Label above, input, description, then the error with an icon (DESIGN: forms). Memoised: a form's
 * field re-renders whenever the whole form is revalidated (every keystroke anywhere in it), and the
 * field itself then need not render again unless what it shows or its handlers changed.
 */
export const TextField = memo(function TextField({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  tone = 'default',
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid || !!errorMessage}
      validationBehavior="aria"
      className={cx(styles.field, tone === 'onDark' && styles.onDark, className)}
    >
      <Label className={cx(styles.label, hideLabel && styles.visuallyHidden)}>{label}</Label>
      <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
      <FieldMessages description={description} errorMessage={errorMessage} classNames={styles} />
    </AriaTextField>
  );
});
