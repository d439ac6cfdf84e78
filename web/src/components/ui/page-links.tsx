import type { ReactNode } from 'react';
import { pageWindow } from '@web/lib/page-window';
import { Icon } from './icon';
import styles from './page-links.module.css';

/** What PageLinks puts on each link it asks for. */
export interface PageLinkProps {
  className: string | undefined;
  'aria-label': string;
  children: ReactNode;
}

interface PageLinksProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /**
   * The link to page `target`: the route's own Link with that page in its search (and exact active
   * matching, search included, so only the page shown is marked aria-current), the given props spread on it.
   */
  link: (target: number, props: PageLinkProps) => ReactNode;
}

/**
 * Previous, the page numbers (first, last and the shown one's neighbours, '…' between) and Next, each a
 * link with its own URL: Back returns to the page before and a page opens in a new tab. Nothing for a
 * list of one page.
 */
export function PageLinks({ page, pageCount, link }: PageLinksProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            link(page - 1, {
              className: styles.step,
              'aria-label': 'Previous page',
              children: (
                <>
                  <Icon name="chevron-right" size={18} className={styles.flip} />
                  <span className={styles.stepText}>Previous</span>
                </>
              ),
            })
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled>
              <Icon name="chevron-right" size={18} className={styles.flip} />
              <span className={styles.stepText}>Previous</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>{link(slot, { className: styles.page, 'aria-label': `Page ${slot}`, children: slot })}</li>
          ),
        )}
        <li>
          {page < pageCount ? (
            link(page + 1, {
              className: styles.step,
              'aria-label': 'Next page',
              children: (
                <>
                  <span className={styles.stepText}>Next</span>
                  <Icon name="chevron-right" size={18} />
                </>
              ),
            })
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled>
              <span className={styles.stepText}>Next</span>
              <Icon name="chevron-right" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
