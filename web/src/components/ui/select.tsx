import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { FieldMessages } from './field-messages';
import { Icon } from './icon';
import { Popover } from './popover';
import styles from './select.module.css';
import fieldStyles from './text-field.module.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'value' | 'onChange' | 'selectionMode'> {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  className?: string;
}

/** A single-choice react-aria Select: label above, a button showing the choice, a listbox popover. */
export function Select({ label, options, value, onChange, description, errorMessage, className, isInvalid, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      isInvalid={isInvalid || !!errorMessage}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </AriaButton>
      <FieldMessages description={description} errorMessage={errorMessage} classNames={fieldStyles} />
      <Popover placement="bottom start" className={styles.popover}>
        <ListBox items={options} className={styles.listbox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected && <Icon name="check" size={16} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
