import { useId, type ReactNode } from 'react';
import { Container } from '@web/components/ui/container';
import { PageHeader } from '@web/components/ui/form-page';
import { Icon } from '@web/components/ui/icon';
import type { CheckoutStepId } from '../checkout-paths';
import { CheckoutSteps } from './checkout-steps';
import styles from './checkout-layout.module.css';

interface CheckoutLayoutProps {
  /** The step the indicator marks as current. */
  step: CheckoutStepId;
  /** The page's h1. */
  title: string;
  intro?: ReactNode;
  /** The order summary: beside the form from 1024 px, above it (collapsed) on narrower screens. */
  summary?: ReactNode;
  children: ReactNode;
}

/** Every checkout step: progress, title, the step's form and the order summary, on a quiet page. */
export function CheckoutLayout({ step, title, intro, summary, children }: CheckoutLayoutProps) {
  const titleId = useId();
  return (
    <Container className={styles.page}>
      <CheckoutSteps current={step} />
      <div className={summary ? styles.withSummary : styles.single}>
        <section className={styles.main} aria-labelledby={titleId}>
          <PageHeader titleId={titleId} title={title} intro={intro} focusable />
          {children}
        </section>
        {summary && <aside className={styles.aside}>{summary}</aside>}
      </div>
      <p className={styles.secure}>
        <Icon name="lock" size={16} />
        Secure checkout: card details go straight to our payment provider, never to this site.
      </p>
    </Container>
  );
}
