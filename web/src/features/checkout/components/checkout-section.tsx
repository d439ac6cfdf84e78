import { useId, type ReactNode } from 'react';
import styles from './checkout-section.module.css';

/** One titled part of a checkout step (how it travels, the coupon, how to pay), named by its h2. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
