import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { Spinner } from '@web/components/ui/spinner';
import { formatPence } from '@web/lib/money';
import type { CartQuote } from '../api/cart-queries';
import { CheckoutLink } from './checkout-link';
import { TotalsList } from './totals-list';
import styles from './cart-summary.module.css';

interface CartSummaryProps {
  quote: CartQuote | undefined;
  /** The quote shown is for the cart as it is now. */
  isCurrent: boolean;
  isChecking: boolean;
  isError: boolean;
  onRetry: () => void;
  hasPriceChanges: boolean;
  checkoutBlockedBy: string | null;
}

/**
 * The order summary: every number comes from the BFF's quote (the browser's prices are never used),
 * with the state of that check in words: checking, checked, or failed with a retry.
 */
export function CartSummary({ quote, isCurrent, isChecking, isError, onRetry, hasPriceChanges, checkoutBlockedBy }: CartSummaryProps) {
  const rows = quote && [
    { label: 'Subtotal', value: formatPence(quote.totals.net + quote.totals.extras) },
    { label: 'Delivery', value: quote.totals.delivery === 0 ? 'Free' : formatPence(quote.totals.delivery) },
    ...(quote.totals.accountDiscount
      ? [{ label: quote.totals.accountDiscount.label, value: formatPence(-quote.totals.accountDiscount.amount), saving: true }]
      : []),
    ...quote.totals.vatByRate.map((vat) => ({ label: `VAT (${vat.percent}%)`, value: formatPence(vat.amount) })),
  ];

  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        Order summary
      </h2>

      <div role="status" className={styles.status} data-state={isError ? 'error' : isChecking || !isCurrent ? 'checking' : 'checked'}>
        {isError ? (
          <>
            <Icon name="alert" size={18} />
            <span>We could not check the prices just now.</span>
            <Button variant="ghost" size="sm" onPress={onRetry}>
              Try again
            </Button>
          </>
        ) : isChecking || !isCurrent ? (
          <>
            <Spinner size="sm" />
            <span>Checking prices…</span>
          </>
        ) : (
          <>
            <Icon name="check" size={18} />
            <span>Prices checked</span>
          </>
        )}
      </div>

      {hasPriceChanges && isCurrent && (
        <p className={styles.notice}>Some prices have changed since you added the items. The new prices are shown.</p>
      )}

      <TotalsList
        rows={rows}
        total={quote ? formatPence(quote.totals.total) : undefined}
        placeholders={['Subtotal', 'Delivery', 'VAT']}
        stale={!isCurrent}
      />

      <CheckoutLink blockedBy={checkoutBlockedBy} />
      <p className={styles.small}>
        <Icon name="clock" size={16} />
        Order by 16:00 for same-day printing.
      </p>
    </section>
  );
}
