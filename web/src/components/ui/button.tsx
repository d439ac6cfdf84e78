import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /** primary: magenta call to action; secondary: ink; outline: bordered; ghost: bare; inverse: on dark. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list of a button look, shared with LinkButton so links that act as buttons match. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook, extra?: string) {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra);
}

export interface ButtonProps extends AriaButtonProps, ButtonLook {}

/** A react-aria Button: `onPress`, `isDisabled`, `isPending` (shows a spinner, keeps focus). */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) => buttonClassName({ variant, size, fullWidth }, extra))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
