import { useId, type ReactNode } from 'react';
import { cx } from '@web/lib/cx';
import { Container } from './container';
import styles from './form-page.module.css';

export interface FormPageProps {
  /** The page's h1. */
  title: string;
  /** A short line under the title. */
  intro?: ReactNode;
  /** Shown beside the card from 1024 px, under it on narrower screens. */
  aside?: ReactNode;
  /** 'wide' for long forms (registration), 'narrow' for one-field forms. */
  size?: 'narrow' | 'wide';
  children: ReactNode;
}

/** A page built around one form or message: a titled card, and an optional panel beside it. */
export function FormPage({ title, intro, aside, size = 'narrow', children }: FormPageProps) {
  const titleId = useId();
  return (
    <Container className={cx(styles.page, aside ? styles.withAside : undefined, styles[size])}>
      <section className={styles.card} aria-labelledby={titleId}>
        <PageHeader titleId={titleId} title={title} intro={intro} />
        {children}
      </section>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </Container>
  );
}

interface PageHeaderProps {
  /** The h1's id, for the section it names. */
  titleId: string;
  title: string;
  intro?: ReactNode;
  /** The title takes focus from script (a step that replaces the page moves focus to it). */
  focusable?: boolean;
}

/** A page's h1 and the short line under it: form pages and checkout steps alike. */
export function PageHeader({ titleId, title, intro, focusable = false }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 id={titleId} className={cx(styles.title, focusable && styles.focusable)} tabIndex={focusable ? -1 : undefined}>
        {title}
      </h1>
      {intro && <div className={styles.intro}>{intro}</div>}
    </header>
  );
}
