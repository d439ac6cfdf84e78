import { cx } from '@web/lib/cx';
import styles from './avatar.module.css';

interface AvatarProps {
  /** The picture's URL; without one the first letter of the name stands in. */
  url: string | null;
  name: string;
  size: 'md' | 'lg';
  className?: string;
}

/** The customer's picture or first-letter badge. Decorative: the name is always written beside it. */
export function Avatar({ url, name, size, className }: AvatarProps) {
  const pixels = size === 'lg' ? 96 : 48;
  if (url) {
    return <img src={url} alt="" width={pixels} height={pixels} className={cx(styles.avatar, styles[size], className)} />;
  }
  return (
    <span className={cx(styles.avatar, styles.badge, styles[size], className)} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
