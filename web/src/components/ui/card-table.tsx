import type { ComponentProps } from 'react';
import { cx } from '@web/lib/cx';
import styles from './card-table.module.css';

/**
 * A table that is a stack of cards on phones and a table from 768 px. `className` lays out a card's
 * cells on phones (inside `@media (max-width: 767.98px)`); `numericCell` right-aligns money and counts.
 */
export function CardTable({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cx(styles.table, className)} {...props} />;
}

export const numericCell = styles.num;
