import type { ReactNode } from 'react';
import { Container } from '@web/components/ui/container';
import type { IconName } from '@web/components/ui/icon';
import { Outcome, type OutcomeProps } from '@web/components/ui/outcome';
import { Spinner } from '@web/components/ui/spinner';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  tone: OutcomeProps['tone'];
  icon: IconName;
  /** The page's h1. */
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** While the page waits for an answer: a spinner in place of the actions, and read as busy. */
  busy?: boolean;
}

/** A page that is one message (payment being checked, order received, a failure) in a card of its own. */
export function StatusPanel({ tone, icon, title, children, actions, busy = false }: StatusPanelProps) {
  return (
    <Container className={styles.page}>
      <section className={styles.panel} aria-busy={busy || undefined}>
        <Outcome tone={tone} icon={icon} heading={title} headingLevel={1} actions={busy ? <Spinner size="lg" /> : actions}>
          {children}
        </Outcome>
      </section>
    </Container>
  );
}
