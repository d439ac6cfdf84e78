import type { Breadcrumb } from '@web/features/catalog/api/catalog-queries';
import { Icon } from './icon';
import { Link } from './link';
import styles from './breadcrumbs.module.css';

/** The trail from Home to this page; the last step is the page itself (aria-current, not a link). */
export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((step, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={step.href} className={styles.step}>
              {isLast ? (
                <span aria-current="page" className={styles.current}>
                  {step.name}
                </span>
              ) : (
                <>
                  <Link to={step.href} variant="plain" className={styles.link}>
                    {step.name}
                  </Link>
                  <Icon name="chevron-right" size={14} className={styles.separator} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
