import { useId } from 'react';
import { cx } from '@web/lib/cx';
import { PlainFieldMessages, plainFieldMessageIds } from './plain-field-messages';
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
  /** The browser's autofill hint, e.g. 'honorific-prefix'. */
  autoComplete?: string;
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
export function Select({ label, options, value, onChange, onBlur, name, autoComplete, placeholder = 'Choose…', description, errorMessage, isDisabled, className }: SelectProps) {
  const id = useId();
  const messageIds = plainFieldMessageIds(id, description, errorMessage);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          autoComplete={autoComplete}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={messageIds.describedBy}
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
      <PlainFieldMessages ids={messageIds} description={description} errorMessage={errorMessage} classNames={fieldStyles} />
    </div>
  );
}
