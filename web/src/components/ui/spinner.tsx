import { cx } from '@web/lib/cx';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. Without it the spinner is decoration (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const circle = (
    <svg className={cx(styles.spinner, styles[size], className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9" />
      <circle className={styles.arc} cx="12" cy="12" r="9" />
    </svg>
  );
  if (!label) return circle;
  return (
    // An indeterminate progress bar: no value, only a name.
    <div role="progressbar" aria-label={label} className={styles.wrapper}>
      {circle}
    </div>
  );
}
