import { useId } from 'react';
import { cx } from '@web/lib/cx';
import { FieldErrorLine } from './field-error-line';
import { Icon } from './icon';
import styles from './select.module.css';
import fieldStyles from './text-field.module.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's id; null shows `placeholder` until one is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A single choice from a list, as the browser's own <select> in the shop's field look: a phone opens
 * its native picker, the keyboard works as everywhere else, and no script is needed to show it.
 */
export function Select({ label, options, value, onChange, onBlur, name, placeholder = 'Choose…', description, errorMessage, isDisabled, className }: SelectProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy}
          data-invalid={errorMessage ? true : undefined}
          className={cx(fieldStyles.input, styles.select)}
        >
          {value === null && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </div>
      {description && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      {errorMessage && (
        <FieldErrorLine id={errorId!} className={fieldStyles.error}>
          {errorMessage}
        </FieldErrorLine>
      )}
    </div>
  );
}
