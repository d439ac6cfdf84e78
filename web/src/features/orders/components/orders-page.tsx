import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { CardTable, numericCell } from '@web/components/ui/card-table';
import { cx } from '@web/lib/cx';
import { formatPence } from '@web/lib/money';
import { orderQueries, type OrderSummaryView } from '../api/order-queries';
import { ORDER_TYPE_LABELS, paymentTone, statusTone } from '../order-labels';
import { InvoiceModal } from './invoice-modal';
import { LoadProblem } from './load-problem';
import { StatusBadge } from './status-badge';
import styles from './orders-page.module.css';
import { InvoiceNumberButton } from './invoice-number-button';

/** Rows shown while the first page loads: the BFF's page size, so nothing jumps when it lands. */
const SKELETON_ROWS = 10;

interface OrdersPageProps {
  /** The page in the URL (?page=), from 1. */
  page: number;
}

/** My Orders: the customer's orders a page at a time; an invoice number opens its invoice. */
export function OrdersPage({ page }: OrdersPageProps) {
  const orders = useQuery(orderQueries.list(page));
  const [open, setOpen] = useState<OrderSummaryView | null>(null);
  const loading = orders.isPending || orders.isPlaceholderData;

  if (orders.isError && !orders.data) {
    return <LoadProblem query={orders} subject="your orders" />;
  }

  const data = orders.data;
  if (data && !loading && data.items.length === 0) {
    return page > 1 && data.total > 0 ? (
      <EmptyState title={`There is no page ${page}`} text={`Your ${data.total} orders fit on ${data.pageCount} pages.`}>
        <LinkButton to="/account/orders" variant="secondary">
          Go to the first page
        </LinkButton>
      </EmptyState>
    ) : (
      <EmptyState title="No orders yet" text="When you order prints, by web or by phone, they will be listed here with their invoices.">
        <LinkButton to="/">Start shopping</LinkButton>
      </EmptyState>
    );
  }

  return (
    <>
      {data && (
        <p className={styles.count} aria-live="polite">
          {data.total === 1 ? '1 order' : `${data.total} orders`}
          {data.pageCount > 1 && ` · page ${data.page} of ${data.pageCount}`}
        </p>
      )}
      <CardTable className={styles.orders} aria-busy={loading || undefined}>
        <caption className={styles.caption}>Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col" className={numericCell}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {loading || !data
            ? Array.from({ length: data?.items.length || SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)
            : data.items.map((order) => <OrderRow key={order.invoiceNumber} order={order} onOpen={() => setOpen(order)} />)}
        </tbody>
      </CardTable>
      {data && data.pageCount > 1 && <Pagination page={page} pageCount={data.pageCount} />}
      <InvoiceModal order={open} onClose={() => setOpen(null)} />
    </>
  );
}

function OrderRow({ order, onOpen }: { order: OrderSummaryView; onOpen: () => void }) {
  return (
    <tr>
      <td className={styles.invoice}>
        <InvoiceNumberButton invoiceNo={order.invoiceNo} onOpen={onOpen} />
      </td>
      <td className={styles.date} data-label="Date">
        <time dateTime={order.createdAt.iso}>{order.createdAt.text}</time>
      </td>
      <td className={styles.type} data-label="Type">
        {ORDER_TYPE_LABELS[order.orderType]}
      </td>
      <td className={styles.status} data-label="Status">
        <StatusBadge tone={statusTone(order.status.label)}>{order.status.label}</StatusBadge>
      </td>
      <td className={styles.payment} data-label="Payment">
        <StatusBadge tone={paymentTone(order.paymentStatus)}>{order.paymentStatus}</StatusBadge>
      </td>
      <td className={cx(styles.total, numericCell)} data-label="Total">
        {formatPence(order.total)}
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr className={styles.skeletonRow}>
      <td className={styles.invoice}>
        <Skeleton width={96} />
      </td>
      <td className={styles.date}>
        <Skeleton width={170} />
      </td>
      <td className={styles.type}>
        <Skeleton width={90} />
      </td>
      <td className={styles.status}>
        <Skeleton width={80} height={20} shape="block" />
      </td>
      <td className={styles.payment}>
        <Skeleton width={64} height={20} shape="block" />
      </td>
      <td className={cx(styles.total, numericCell)}>
        <Skeleton width={72} />
      </td>
    </tr>
  );
}

function EmptyState({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className={styles.empty}>
      <Icon name="book" size={32} />
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}

/** Previous, every page number, Next; each a link, so pages can be bookmarked and opened in a new tab. */
function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className={styles.pagination} aria-label="Order pages">
      <PageLink page={page - 1} disabled={page <= 1} className={styles.step}>
        Previous
      </PageLink>
      <ol className={styles.pages}>
        {pages.map((number) => (
          <li key={number}>
            <PageLink page={number} current={number === page} label={`Page ${number}`}>
              {number}
            </PageLink>
          </li>
        ))}
      </ol>
      <PageLink page={page + 1} disabled={page >= pageCount} className={styles.step}>
        Next
      </PageLink>
    </nav>
  );
}

interface PageLinkProps {
  page: number;
  disabled?: boolean;
  current?: boolean;
  label?: string;
  className?: string;
  children: React.ReactNode;
}

function PageLink({ page, disabled = false, current = false, label, className, children }: PageLinkProps) {
  if (disabled) {
    return (
      <span className={cx(styles.pageLink, styles.disabled, className)} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <RouterLink
      to="/account/orders"
      search={{ page }}
      // The router marks the link of the page on screen with aria-current="page" (it compares the search too).
      className={cx(styles.pageLink, current && styles.current, className)}
      aria-label={label}
    >
      {children}
    </RouterLink>
  );
}
