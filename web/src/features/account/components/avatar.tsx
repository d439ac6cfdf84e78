import { useState } from 'react';
import { cx } from '@web/lib/cx';
import styles from './avatar.module.css';

interface AvatarProps {
  /** The picture's URL; without one, or when it cannot be shown, the first letter of the name stands in. */
  url: string | null;
  name: string;
  size: 'md' | 'lg';
  className?: string;
  /** The picture at `url` could not be shown (missing, or not an image). */
  onUnreadable?: () => void;
}

/** The customer's picture or first-letter badge. Decorative: the name is always written beside it. */
export function Avatar({ url, name, size, className, onUnreadable }: AvatarProps) {
  const [unreadableUrl, setUnreadableUrl] = useState<string | null>(null);
  const pixels = size === 'lg' ? 96 : 48;
  if (url && url !== unreadableUrl) {
    return (
      <img
        src={url}
        alt=""
        width={pixels}
        height={pixels}
        className={cx(styles.avatar, styles[size], className)}
        onError={() => {
          setUnreadableUrl(url);
          onUnreadable?.();
        }}
      />
    );
  }
  return (
    <span className={cx(styles.avatar, styles.badge, styles[size], className)} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
