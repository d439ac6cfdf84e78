import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { createLink } from '@tanstack/react-router';
import { Icon } from './icon';
import styles from './step-pager.module.css';

interface StepAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Which way it steps: the chevron points back before the text, or forward after it. */
  direction: 'previous' | 'next';
  ref?: Ref<HTMLAnchorElement>;
}

function StepAnchor({ direction, children, className, ...props }: StepAnchorProps) {
  return (
    <a {...props} className={className ? `${styles.step} ${className}` : styles.step}>
      {direction === 'previous' && <Icon name="chevron-right" size={18} className={styles.flip} />}
      {children}
      {direction === 'next' && <Icon name="chevron-right" size={18} />}
    </a>
  );
}

/** A step to the previous or next page, with a route's typed `to` and `search`. */
export const StepLink = createLink(StepAnchor);

interface StepPagerProps {
  /** Names the navigation landmark ('Pagination', 'Vacancy pages'). */
  label: string;
  /** A StepLink back, or nothing on the first page. */
  previous?: ReactNode;
  /** 'Page 2 of 5', or nothing. */
  position?: ReactNode;
  /** A StepLink on, or nothing on the last page. */
  next?: ReactNode;
}

/** Previous / position / next in three columns that keep their places when one is missing; each page has its own URL. */
export function StepPager({ label, previous, position, next }: StepPagerProps) {
  return (
    <nav aria-label={label} className={styles.pager}>
      {previous ?? <span />}
      {position ? <span className={styles.position}>{position}</span> : <span />}
      {next ?? <span />}
    </nav>
  );
}
