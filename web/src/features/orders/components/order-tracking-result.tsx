import { useId, useState } from 'react';
import { CardTable, numericCell } from '@web/components/ui/card-table';
import { cx } from '@web/lib/cx';
import { formatPence } from '@web/lib/money';
import type { TrackedOrder } from '../api/order-tracking';
import { paymentTone, statusTone } from '../order-labels';
import { InvoiceModal } from './invoice-modal';
import { StatusBadge } from './status-badge';
import styles from './order-tracking-result.module.css';
import { InvoiceNumberButton } from './invoice-number-button';

/** The found order as one row (a card on phones); its invoice number opens the invoice modal. */
export function OrderTrackingResult({ tracked: { order, invoice } }: { tracked: TrackedOrder }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className={styles.result} aria-labelledby={headingId} aria-live="polite">
      <h2 id={headingId} className={styles.heading}>
        Your order
      </h2>
      <CardTable className={styles.order}>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Date</th>
            <th scope="col">Payment method</th>
            <th scope="col">Order status</th>
            <th scope="col">Payment status</th>
            <th scope="col" className={numericCell}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={styles.invoice}>
              <InvoiceNumberButton invoiceNo={order.invoiceNo} onOpen={() => setOpen(true)} />
            </td>
            <td className={styles.date} data-label="Date">
              <time dateTime={invoice.createdAt.iso}>{order.date}</time>
            </td>
            <td className={styles.method} data-label="Payment method">
              {order.paymentMethod}
            </td>
            <td className={styles.status} data-label="Order status">
              <StatusBadge tone={statusTone(order.status)}>{order.status}</StatusBadge>
            </td>
            <td className={styles.payment} data-label="Payment status">
              <StatusBadge tone={paymentTone(order.paymentStatus)}>{order.paymentStatus}</StatusBadge>
            </td>
            <td className={cx(styles.total, numericCell)} data-label="Total">
              {formatPence(order.total)}
            </td>
          </tr>
        </tbody>
      </CardTable>
      <InvoiceModal order={open ? invoice : null} invoice={invoice} onClose={() => setOpen(false)} />
    </section>
  );
}
