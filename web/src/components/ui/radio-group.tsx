import {
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { Icon } from './icon';
import styles from './radio-group.module.css';
import fieldStyles from './text-field.module.css';

/** A choice whose value and words differ (an id and its title); a plain string is both. */
export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'value' | 'onChange'> {
  label: string;
  options: readonly (string | RadioOption)[];
  value: string | null;
  onChange: (value: string) => void;
  description?: string;
  /** Shown under the group in the danger colour; its presence marks the group invalid. */
  errorMessage?: string | null;
  className?: string;
}

const optionOf = (option: string | RadioOption): RadioOption => (typeof option === 'string' ? { value: option, label: option } : option);

/**
 * A react-aria RadioGroup: with orientation="horizontal" short options side by side as pills; vertical
 * (react-aria's default) stacks them, for options that are sentences.
 */
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
      <Label className={fieldStyles.label}>{label}</Label>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.options}>
        {options.map(optionOf).map((option) => (
          <Radio key={option.value} value={option.value} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>
        <Icon name="alert" size={16} />
        <span>{errorMessage}</span>
      </FieldError>
    </AriaRadioGroup>
  );
}
