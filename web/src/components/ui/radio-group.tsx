import {
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { cx } from '../../lib/cx';
import { Icon } from './icon';
import styles from './radio-group.module.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'value' | 'onChange'> {
  label: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  description?: string;
  /** Shown under the group in the danger colour; its presence marks the group invalid. */
  errorMessage?: string | null;
  className?: string;
}

/** A react-aria RadioGroup of short text options laid out as pills. */
export function RadioGroup({ label, options, value, onChange, description, errorMessage, className, isInvalid, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      onChange={onChange}
      isInvalid={isInvalid || !!errorMessage}
      validationBehavior="aria"
      className={cx(styles.group, className)}
    >
      <Label className={styles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option} value={option} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            {option}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>
        <Icon name="alert" size={16} />
        <span>{errorMessage}</span>
      </FieldError>
    </AriaRadioGroup>
  );
}
