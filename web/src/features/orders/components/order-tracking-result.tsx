import { useEffect, useId, useRef, useState } from 'react';
import { CardTable } from '@web/components/ui/card-table';
import type { TrackedOrder } from '../api/order-tracking';
import { InvoiceModal } from './invoice-modal';
import { OrderStatusCells, OrderStatusHeads, type StatusColumnNames } from './order-status-cells';
import styles from './order-tracking-result.module.css';
import { InvoiceNumberButton } from './invoice-number-button';

const STATUS_COLUMNS: StatusColumnNames = { status: 'Order status', payment: 'Payment status' };

/**
 * The found order as one row (a card on phones); its invoice number opens the invoice modal. Each
 * answer takes focus to its heading: the result arrives below the button pressed, and a live region
 * that comes with its content is not reliably announced.
 */
export function OrderTrackingResult({ tracked }: { tracked: TrackedOrder }) {
  const { order, invoice } = tracked;
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [tracked]);
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Your order
      </h2>
      <CardTable className={styles.order}>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Date</th>
            <th scope="col">Payment method</th>
            <OrderStatusHeads labels={STATUS_COLUMNS} />
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
            <OrderStatusCells
              status={order.status}
              paymentStatus={order.paymentStatus}
              total={order.total}
              styles={styles}
              labels={STATUS_COLUMNS}
            />
          </tr>
        </tbody>
      </CardTable>
      <InvoiceModal order={open ? invoice : null} invoice={invoice} onClose={() => setOpen(false)} />
    </section>
  );
}
