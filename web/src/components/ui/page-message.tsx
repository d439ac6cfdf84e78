import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './empty-state.module.css';

interface PageMessageProps {
  icon: IconName;
  title: string;
  /** The heading's level in the page's outline: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** `alert` for a failure the shopper should hear of at once. */
  role?: 'alert';
  /** What to say and the way on. */
  children: ReactNode;
}

/** In place of a list's items: why there are none (nothing found, a failed read, a page past the last), and the way on. */
export function PageMessage({ icon, title, headingLevel = 2, role, children }: PageMessageProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.message} role={role}>
      <Icon name={icon} size={32} className={styles.messageIcon} />
      <Heading className={styles.messageTitle}>{title}</Heading>
      {children}
    </div>
  );
}

interface PastLastPageProps extends Pick<PageMessageProps, 'icon' | 'headingLevel'> {
  page: number;
  pageCount: number;
  /** What the list holds, counted: "The blog’s 14 posts". */
  counted: ReactNode;
  /** The link to the last page. */
  children: ReactNode;
}

/** A paged list's page past the last (an old link, an edited address): says so, with the way to the last page. */
export function PastLastPage({ icon, headingLevel, page, pageCount, counted, children }: PastLastPageProps) {
  return (
    <PageMessage icon={icon} headingLevel={headingLevel} title={`There is no page ${page}`}>
      <p>
        {counted} fit on {pageCount} {pageCount === 1 ? 'page' : 'pages'}.
      </p>
      {children}
    </PageMessage>
  );
}
