import { useState, type Ref } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { passwordStrength, passwordStrengthHint } from '@bff/schemas/password';
import { cx } from '@web/lib/cx';
import { FieldMessages } from './field-messages';
import styles from './password-field.module.css';
import fieldStyles from './text-field.module.css';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'> {
  label: string;
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  /**
   * A new password: show the strength meter and, unless `description` says otherwise, the advisory
   * hint.
   */
  showStrength?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A password input with a Show / Hide toggle; for new passwords a strength meter and hint. */
export function PasswordField({
  label,
  description,
  errorMessage,
  showStrength = false,
  inputRef,
  className,
  isInvalid,
  value,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const strength = showStrength && value ? passwordStrength(value) : null;
  const hint = description ?? (showStrength ? `Use ${passwordStrengthHint}.` : undefined);
  return (
    <AriaTextField
      {...props}
      value={value}
      type={visible ? 'text' : 'password'}
      isInvalid={isInvalid || !!errorMessage}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.group}>
        <Input ref={inputRef} className={styles.input} />
        <AriaButton
          className={styles.toggle}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onPress={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </AriaButton>
      </div>
      {strength && (
        <div className={styles.meter} data-score={strength.score}>
          <span className={styles.bars} aria-hidden="true">
            {[1, 2, 3, 4].map((bar) => (
              <span key={bar} className={cx(styles.bar, bar <= strength.score && styles.barOn)} />
            ))}
          </span>
          {/* Polite: read once typing pauses, not over every keystroke. */}
          <span className={styles.strength} aria-live="polite">
            Strength: {strength.label}
          </span>
        </div>
      )}
      <FieldMessages description={hint} errorMessage={errorMessage} classNames={fieldStyles} />
    </AriaTextField>
  );
}
