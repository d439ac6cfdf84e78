import { useEffect, useRef, type ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './outcome.module.css';

export interface OutcomeProps {
  /** success: it worked; danger: it cannot be done; info: something to do next (check your inbox). */
  tone: 'success' | 'danger' | 'info';
  icon: IconName;
  heading: string;
  /** 2 under a page's h1 (the default), 1 when the outcome is the page. */
  headingLevel?: 1 | 2;
  /** A sentence or two: what happened, what happens next. */
  children?: ReactNode;
  /** Links or buttons, e.g. Back to Home. */
  actions?: ReactNode;
  /**
   * For an outcome that replaces the form the shopper just sent: its heading takes the focus, so it
   * is read out and scrolled into view (the shorter page would otherwise leave them below it).
   */
  takeFocus?: boolean;
}

/**
 * How a step ended, centred in its card: a round icon in the tone's colour, the heading, a short
 * explanation and what to do next. Announced when it replaces a form (a polite live region).
 */
export function Outcome({ tone, icon, heading, headingLevel = 2, children, actions, takeFocus = false }: OutcomeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    // Focusing scrolls it into view too.
    headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.outcome} data-tone={tone} role="status">
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <Heading ref={headingRef} tabIndex={takeFocus ? -1 : undefined} className={styles.heading}>
        {heading}
      </Heading>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
