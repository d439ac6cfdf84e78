import { useId, type ReactNode } from 'react';
import styles from './account-page.module.css';

interface AccountPageProps {
  /** The page's h1, as the account nav names it. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One page of the account area: its title, a line about it, then its panels. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}

interface PanelProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card inside an account page (your details, your picture, password, newsletter). */
export function Panel({ title, description, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {description && <p className={styles.panelDescription}>{description}</p>}
      </header>
      {children}
    </section>
  );
}
