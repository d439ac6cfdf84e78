import type { ReactNode } from 'react';
import { cx } from '@web/lib/cx';
import type { BadgeTone } from '../order-labels';
import styles from './status-badge.module.css';

interface StatusBadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small pill for order and payment statuses; the text carries the meaning, the colour helps scanning. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return <span className={cx(styles.badge, styles[tone])}>{children}</span>;
}
