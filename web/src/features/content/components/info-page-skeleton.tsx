import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import styles from './info-page-skeleton.module.css';

const LINES = ['100%', '96%', '92%', '70%', '100%', '88%', '94%', '60%'];

/** A footer page's breadcrumb, title and paragraphs while it loads, at the reading width it will have. */
export function InfoPageSkeleton() {
  return (
    <Container size="narrow" className={styles.page} aria-busy="true">
      <Skeleton width="14em" height="1em" />
      <div className={styles.header}>
        <Skeleton width="70%" height="2.4rem" />
        <Skeleton width="10em" height="1em" />
      </div>
      <div className={styles.lines}>
        {LINES.map((width, index) => (
          <Skeleton key={index} width={width} height="1.2em" />
        ))}
      </div>
    </Container>
  );
}
