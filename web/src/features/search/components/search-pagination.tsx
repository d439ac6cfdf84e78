import { Link } from '@tanstack/react-router';
import type { SearchParams } from '@bff/schemas/search';
import { Icon } from '@web/components/ui/icon';
import { pageWindow } from '../page-window';
import { withPage } from '../search-text';
import styles from './search-pagination.module.css';

interface SearchPaginationProps {
  term: string;
  params: SearchParams;
  pageCount: number;
}

/**
 * Links to the other pages of results (keeping sort and size), so each page has its own URL, Back
 * returns to the page before, and a page opens in a new tab. The current page is marked aria-current.
 */
export function SearchPagination({ term, params, pageCount }: SearchPaginationProps) {
  if (pageCount <= 1) return null;
  const { page } = params;
  // Exact matching, search included: the router marks only the page shown as current (aria-current),
  // not every page of the same search.
  const to = (target: number) =>
    ({ to: '/search/$term', params: { term }, search: withPage(params, target), activeOptions: { exact: true } }) as const;
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link {...to(page - 1)} className={styles.step} aria-label="Previous page">
              <Icon name="chevron-right" size={18} className={styles.flip} />
              <span className={styles.stepText}>Previous</span>
            </Link>
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
            <li key={slot}>
              <Link {...to(slot)} className={styles.page} aria-label={`Page ${slot}`}>
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link {...to(page + 1)} className={styles.step} aria-label="Next page">
              <span className={styles.stepText}>Next</span>
              <Icon name="chevron-right" size={18} />
            </Link>
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
