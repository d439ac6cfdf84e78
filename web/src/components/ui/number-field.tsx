import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { FieldMessages } from './field-messages';
import { Icon } from './icon';
import styles from './number-field.module.css';
import fieldStyles from './text-field.module.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  /** compact: a narrow field for a grid of them (e.g. one per garment size). */
  size?: 'default' | 'compact';
  className?: string;
}

/**
 * A react-aria NumberField: typed digits, arrow keys and − / + buttons, clamped to min and max.
 * An empty field reports NaN through onChange.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  size = 'default',
  className,
  isInvalid,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      isInvalid={isInvalid || !!errorMessage}
      validationBehavior="aria"
      className={cx(fieldStyles.field, size === 'compact' && styles.compact, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <AriaButton slot="decrement" className={styles.step}>
          <Icon name="minus" size={16} />
        </AriaButton>
        <Input className={styles.input} />
        <AriaButton slot="increment" className={styles.step}>
          <Icon name="plus" size={16} />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} classNames={fieldStyles} />
    </AriaNumberField>
  );
}
