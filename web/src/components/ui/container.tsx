import type { ElementType, HTMLAttributes } from 'react';
import { cx } from '@web/lib/cx';
import styles from './container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a div by default. */
  as?: ElementType;
  /** narrow: 800 px reading width for forms and prose. */
  size?: 'default' | 'narrow';
}

/** Centres content at the shop's max width with the page gutters. */
export function Container({ as: Element = 'div', size = 'default', className, ...props }: ContainerProps) {
  return <Element {...props} className={cx(styles.container, size === 'narrow' && styles.narrow, className)} />;
}
