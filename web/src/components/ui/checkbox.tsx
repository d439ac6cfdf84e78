import { Checkbox as AriaCheckbox, composeRenderProps, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import styles from './checkbox.module.css';

export interface CheckboxProps extends AriaCheckboxProps {
  tone?: 'default' | 'onDark';
}

/** A react-aria Checkbox: `isSelected` / `onChange(boolean)`, the label is its children. */
export function Checkbox({ className, children, tone = 'default', ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (extra) => cx(styles.checkbox, tone === 'onDark' && styles.onDark, extra))}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.box} aria-hidden="true">
            <svg viewBox="0 0 18 18" focusable="false">
              <polyline points="3.5 9.5 7.5 13 14.5 5" />
            </svg>
          </span>
          <span className={styles.label}>{label}</span>
        </>
      ))}
    </AriaCheckbox>
  );
}
