import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useRouter } from '@tanstack/react-router';
import { LinkButton } from '@web/components/ui/link-button';
import { PageMessage, PastLastPage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import { CardTable, numericCell } from '@web/components/ui/card-table';
import { cx } from '@web/lib/cx';
import { focusNewPage } from '@web/lib/page-change-focus';
import { orderQueries, type OrderSummaryView } from '../api/order-queries';
import { ORDER_TYPE_LABELS } from '../order-labels';
import { invoiceNumberText } from '@bff/shared/invoice-number';
import { InvoiceModal } from './invoice-modal';
import { LoadProblem } from './load-problem';
import { OrderStatusCells, OrderStatusHeads, type StatusColumnNames } from './order-status-cells';
import styles from './orders-page.module.css';
import { InvoiceNumberButton } from './invoice-number-button';

/** Rows shown while the first page loads: the BFF's page size, so nothing jumps when it lands. */
const SKELETON_ROWS = 10;

const STATUS_COLUMNS: StatusColumnNames = { status: 'Status', payment: 'Payment' };

interface OrdersPageProps {
  /** The page in the URL (?page=), from 1. */
  page: number;
  /** The invoice open over the list, by its number (?invoice=). */
  invoice: number | undefined;
}

/** My Orders: the customer's orders a page at a time; an invoice number opens its invoice. */
export function OrdersPage({ page, invoice }: OrdersPageProps) {
  const { openInvoice, closeInvoice } = useInvoiceInUrl();
  const [invoiceButtons] = useState(() => new Map<number, HTMLElement>());
  /** The invoice the shopper closed (Escape, ×), while its modal leaves. */
  const closing = useRef<number | undefined>(undefined);
  return (
    <>
      <OrderList page={page} onOpenInvoice={openInvoice} invoiceButtons={invoiceButtons} />
      {/* Beside the list whatever it shows: an address may name an invoice over an empty or failed list. */}
      <InvoiceModal
        order={invoice === undefined ? null : { invoiceNumber: invoice, invoiceNo: invoiceNumberText(invoice) }}
        onClose={() => {
          closing.current = invoice;
          closeInvoice();
        }}
        // An invoice opened from the address has no button to give focus back to: its row's button
        // takes it when the list shows that row, else the page's heading.
        onFocusLost={() => {
          const closed = closing.current;
          closing.current = undefined;
          if (closed === undefined) return;
          const button = invoiceButtons.get(closed);
          if (button) button.focus();
          else focusNewPage();
        }}
      />
    </>
  );
}

interface OrderListProps {
  page: number;
  onOpenInvoice: (invoiceNumber: number) => void;
  /** Filled with each shown row's invoice button, by invoice number. */
  invoiceButtons: Map<number, HTMLElement>;
}

function OrderList({ page, onOpenInvoice, invoiceButtons }: OrderListProps) {
  const orders = useQuery(orderQueries.list(page));
  const loading = orders.isPending || orders.isPlaceholderData;

  if (orders.isError && !orders.data) {
    return <LoadProblem query={orders} subject="your orders" />;
  }

  const data = orders.data;
  if (data && !loading && data.items.length === 0) {
    return page > 1 && data.total > 0 ? (
      <PastLastPage icon="book" page={page} pageCount={data.pageCount} counted={`Your ${data.total} orders`}>
        <LinkButton to="/account/orders" variant="secondary">
          Go to the first page
        </LinkButton>
      </PastLastPage>
    ) : (
      <PageMessage icon="book" title="No orders yet">
        <p>When you order prints, by web or by phone, they will be listed here with their invoices.</p>
        <LinkButton to="/">Start shopping</LinkButton>
      </PageMessage>
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
            <OrderStatusHeads labels={STATUS_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {loading || !data
            ? Array.from({ length: data?.items.length || SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)
            : data.items.map((order) => (
                <OrderRow
                  key={order.invoiceNumber}
                  order={order}
                  onOpen={() => onOpenInvoice(order.invoiceNumber)}
                  buttonRef={(button) => {
                    if (button) invoiceButtons.set(order.invoiceNumber, button);
                    return () => void invoiceButtons.delete(order.invoiceNumber);
                  }}
                />
              ))}
        </tbody>
      </CardTable>
      {data && data.pageCount > 1 && <Pagination page={page} pageCount={data.pageCount} />}
    </>
  );
}

/**
 * The open invoice is an address of its own (?invoice=): opening it pushes a history entry, so Back
 * closes it, Forward opens it again, and a reload or a shared link opens it. Closing it from the modal
 * (Escape, ×) is Back when this list opened it and its entry is the one before, so no entry is left
 * that would open it again. An invoice the list did not open (a link, a reload) may have anything
 * before it, another site included: closing takes its number out of the address in place.
 */
function useInvoiceInUrl() {
  const navigate = useNavigate({ from: '/account/orders' });
  const history = useRouter().history;
  /** The history index of the list the invoice on screen was opened over, when it was opened here. */
  const openedOver = useRef<number | null>(null);
  return {
    openInvoice: (invoiceNumber: number) => {
      openedOver.current = history.location.state.__TSR_index;
      void navigate({ search: (search) => ({ ...search, invoice: invoiceNumber }) });
    },
    closeInvoice: () => {
      if (openedOver.current === history.location.state.__TSR_index - 1) history.back();
      else void navigate({ search: (search) => ({ ...search, invoice: undefined }), replace: true });
    },
  };
}

interface OrderRowProps {
  order: OrderSummaryView;
  onOpen: () => void;
  buttonRef: React.RefCallback<HTMLElement>;
}

function OrderRow({ order, onOpen, buttonRef }: OrderRowProps) {
  return (
    <tr>
      <td className={styles.invoice}>
        <InvoiceNumberButton invoiceNo={order.invoiceNo} onOpen={onOpen} ref={buttonRef} />
      </td>
      <td className={styles.date} data-label="Date">
        <time dateTime={order.createdAt.iso}>{order.createdAt.text}</time>
      </td>
      <td className={styles.type} data-label="Type">
        {ORDER_TYPE_LABELS[order.orderType]}
      </td>
      <OrderStatusCells
        status={order.status.label}
        paymentStatus={order.paymentStatus}
        total={order.total}
        styles={styles}
        labels={STATUS_COLUMNS}
      />
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
