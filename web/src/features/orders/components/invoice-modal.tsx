import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { Modal } from '@web/components/ui/modal';
import { Skeleton } from '@web/components/ui/skeleton';
import { afterNextPaint } from '@web/lib/after-next-paint';
import { orderQueries, type InvoiceView, type OrderSummaryView } from '../api/order-queries';
import { InvoiceDocument } from './invoice-document';
import { LoadProblem } from './load-problem';
import styles from './invoice-modal.module.css';

interface InvoiceModalProps {
  /** The order whose invoice to show; null keeps the modal closed. */
  order: Pick<OrderSummaryView, 'invoiceNo' | 'invoiceNumber'> | null;
  /** An invoice already in hand (guest order tracking receives it with its result); else it is fetched. */
  invoice?: InvoiceView;
  onClose: () => void;
  /**
   * Called once the modal has left the page (its exit animation over) with focus on nothing, as when
   * no button opened it (an address did): the page gives focus a place.
   */
  onFocusLost?: () => void;
}

/** The invoice of one order in a modal: focus stays inside, Escape closes, Print prints it alone. */
export function InvoiceModal({ order, invoice, onClose, onFocusLost }: InvoiceModalProps) {
  return (
    <Modal isOpen={order !== null} onOpenChange={(open) => !open && onClose()} width={880}>
      {onFocusLost && <WhenLeft then={onFocusLost} />}
      {order && (
        // The invoice's own heading is the visible title (it prints); the dialog keeps the name for assistive tech.
        <Dialog title={`Invoice ${order.invoiceNo}`} hideTitle>
          <InvoiceContent order={order} invoice={invoice} />
        </Dialog>
      )}
    </Modal>
  );
}

/**
 * Mounted with the modal, which keeps its children until its exit animation is over: once it has left
 * and react-aria has given focus back to the button that opened it, if one did (a frame later), runs
 * `then` if focus is on nothing.
 */
function WhenLeft({ then }: { then: () => void }) {
  const left = useEffectEvent(() => {
    if (document.activeElement === null || document.activeElement === document.body) then();
  });
  useEffect(() => () => void afterNextPaint(left), []);
  return null;
}

function InvoiceContent({ order, invoice }: { order: NonNullable<InvoiceModalProps['order']>; invoice?: InvoiceView }) {
  const query = useQuery({ ...orderQueries.invoice(order.invoiceNumber), enabled: invoice === undefined });
  const shown = invoice ?? query.data;

  if (shown) {
    return (
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <Button variant="outline" size="sm" onPress={() => window.print()}>
            <Icon name="printer" size={18} />
            Print invoice
          </Button>
        </div>
        <InvoiceDocument invoice={shown} />
      </div>
    );
  }
  // The number is named: the dialog's title is for assistive tech only, and an address may carry any number.
  if (query.isError) return <LoadProblem query={query} subject={`invoice ${order.invoiceNo}`} />;
  return <InvoiceSkeleton />;
}

/** The invoice's outline while it loads, so the modal does not jump when it arrives. */
function InvoiceSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Loading invoice">
      <div className={styles.skeletonHead}>
        <Skeleton width="45%" height={28} />
        <Skeleton width="70%" />
        <Skeleton width="60%" />
      </div>
      <div className={styles.skeletonParties}>
        <Skeleton shape="block" height={120} />
        <Skeleton shape="block" height={120} />
      </div>
      {[0, 1].map((row) => (
        <div key={row} className={styles.skeletonLine}>
          <Skeleton width="40%" height={20} />
          <Skeleton width="85%" />
        </div>
      ))}
      <Skeleton width={240} height={96} shape="block" className={styles.skeletonTotals} />
    </div>
  );
}
