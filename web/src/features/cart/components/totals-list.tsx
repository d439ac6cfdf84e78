import { Skeleton } from '@web/components/ui/skeleton';
import styles from './cart-summary.module.css';

export interface TotalsRow {
  label: string;
  /** Already formatted, e.g. '£12.50', 'Free' or '−£0.63'. */
  value: string;
  /** A discount, shown in the success colour. */
  saving?: boolean;
}

interface TotalsListProps {
  /** undefined while the prices load: the placeholders hold the rows' place. */
  rows: readonly TotalsRow[] | undefined;
  total: string | undefined;
  /** The row labels shown with skeleton amounts before the first prices arrive. */
  placeholders: readonly string[];
  /** The amounts are for the order as it was a moment ago (being checked again). */
  stale: boolean;
}

/** An order's totals as a definition list: one row per amount, then the total in bold under a rule. */
export function TotalsList({ rows, total, placeholders, stale }: TotalsListProps) {
  return (
    <dl className={styles.rows} data-stale={stale || undefined}>
      {(rows ?? placeholders.map((label) => ({ label, value: null, saving: false }))).map((row) => (
        <div key={row.label} className={styles.row} data-saving={row.saving || undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value ?? <Skeleton width={64} />}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{total ?? <Skeleton width={96} height="1.3em" />}</dd>
      </div>
    </dl>
  );
}
