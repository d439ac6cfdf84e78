import type { CSSProperties } from 'react';
import { cx } from '@web/lib/cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length or px number; defaults to 100% of the container. */
  width?: number | string;
  /** CSS length or px number; defaults to one line of text. */
  height?: number | string;
  /** 'text' rounds like a line of type, 'block' like a card, 'circle' for avatars. */
  shape?: 'text' | 'block' | 'circle';
  /** On dark backgrounds (the ink navbar and footer). */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * A placeholder the size of the content it stands for, so nothing jumps when data arrives.
 * Hidden from assistive tech: the region that is loading announces itself (aria-busy).
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', tone = 'light', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[shape], styles[tone], className)} style={style} />;
}
