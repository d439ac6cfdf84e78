import { numericCell } from '@web/components/ui/card-table';
import { cx } from '@web/lib/cx';
import { formatPence } from '@web/lib/money';
import type { OrderSummaryView } from '../api/order-queries';
import { paymentTone, statusTone } from '../order-labels';
import { StatusBadge } from './status-badge';

/** A table's names for its two status columns: the header cells', and each row's on phones, where the header row is hidden. */
export interface StatusColumnNames {
  status: string;
  payment: string;
}

/** The header cells over OrderStatusCells. */
export function OrderStatusHeads({ labels }: { labels: StatusColumnNames }) {
  return (
    <>
      <th scope="col">{labels.status}</th>
      <th scope="col">{labels.payment}</th>
      <th scope="col" className={numericCell}>
        Total
      </th>
    </>
  );
}

interface OrderStatusCellsProps {
  status: OrderSummaryView['status']['label'];
  paymentStatus: string;
  /** Pence. */
  total: number;
  /** The table's own CSS module: its `status`, `payment` and `total` classes place these cells in its phone card. */
  styles: CSSModuleClasses;
  labels: StatusColumnNames;
}

/** An order row's last cells: its order and payment statuses as coloured badges, then its total. */
export function OrderStatusCells({ status, paymentStatus, total, styles, labels }: OrderStatusCellsProps) {
  return (
    <>
      <td className={styles.status} data-label={labels.status}>
        <StatusBadge tone={statusTone(status)}>{status}</StatusBadge>
      </td>
      <td className={styles.payment} data-label={labels.payment}>
        <StatusBadge tone={paymentTone(paymentStatus)}>{paymentStatus}</StatusBadge>
      </td>
      <td className={cx(styles.total, numericCell)} data-label="Total">
        {formatPence(total)}
      </td>
    </>
  );
}
