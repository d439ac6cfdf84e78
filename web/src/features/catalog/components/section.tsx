import { useId, type ReactNode } from 'react';
import { cx } from '@web/lib/cx';
import styles from './section.module.css';

interface SectionProps {
  title: string;
  /** One line under the title. */
  lead?: ReactNode;
  /** A link beside the title, e.g. to the whole category. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** What it shows is being replaced (the next page of products is loading): marked busy and dimmed. */
  busy?: boolean;
}

/** A titled block of a catalogue or product page, named by its heading for landmarks and tests. */
export function Section({ title, lead, action, children, className, busy = false }: SectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={busy || undefined} className={cx(styles.section, busy && styles.busy, className)}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
