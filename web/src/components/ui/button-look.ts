import { cx } from '@web/lib/cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /** primary: magenta call to action; secondary: ink; outline: bordered; ghost: bare; inverse: on dark. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The class list of a button look: the shop's Button, links that act as buttons, and the plain
 * <button> triggers of the header and footer, which leave react-aria out of every page's first load.
 */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook, extra?: string) {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra);
}
