import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import { lineQuantity, type Cart } from '@web/features/cart/cart-rules';
import { CART_PATH } from '@web/features/cart/cart-paths';
import { CartThumbnail } from '@web/features/cart/components/cart-thumbnail';
import type { CheckoutQuoteState } from '../use-checkout-quote';
import { QuoteTotals } from './quote-totals';
import styles from './checkout-summary.module.css';

interface CheckoutSummaryProps extends CheckoutQuoteState {
  cart: Cart;
}

/**
 * The order summary of every checkout step: the lines and totals exactly as the BFF's quote gives
 * them. From 1024 px it sits beside the form; on narrower screens it is a panel above the form,
 * closed, whose button shows the total.
 */
export function CheckoutSummary({ cart, quote, isCurrent, isError, retry }: CheckoutSummaryProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const total = quote ? formatPence(quote.total) : null;

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <Icon name="cart" size={20} />
        <span className={styles.toggleLabel}>Order summary</span>
        <span className={styles.toggleTotal}>{total ?? <Skeleton width={64} />}</span>
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </button>

      <div id={bodyId} className={styles.body} data-open={open || undefined}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            Order summary
          </h2>
          <Link to={CART_PATH} className={styles.edit}>
            Edit cart
          </Link>
        </div>

        {isError && (
          <div role="alert" className={styles.problem} data-state="error">
            <Icon name="alert" size={18} />
            <span>We could not check the prices just now.</span>
            <Button variant="ghost" size="sm" onPress={retry}>
              Try again
            </Button>
          </div>
        )}

        <ul className={styles.lines} aria-busy={!isCurrent || undefined}>
          {cart.items.map((item) => {
            const line = quote?.lines.find((candidate) => candidate.code === item.code);
            return (
              <li key={item.code} className={styles.line}>
                <CartThumbnail item={item} size="small" />
                <div className={styles.lineText}>
                  <span className={styles.lineName}>{item.productName}</span>
                  <span className={styles.lineMeta}>
                    Qty {lineQuantity(item).toLocaleString('en-GB')}
                    {item.deliveryService && ` · ${item.deliveryService.title}`}
                  </span>
                  {line?.vatPercent === 0 && <span className={styles.zeroRated}>Zero-rated: no VAT</span>}
                  {line && !line.available && (
                    <span className={styles.unavailable}>
                      <Icon name="alert" size={14} />
                      {line.message ?? 'This item cannot be ordered as it is.'}
                    </span>
                  )}
                </div>
                <span className={styles.linePrice}>{line ? formatPence(line.netPrice) : <Skeleton width={56} />}</span>
              </li>
            );
          })}
        </ul>

        <QuoteTotals quote={quote} isCurrent={isCurrent} />
        <p className={styles.note}>
          <Icon name="clock" size={16} />
          Order by 16:00 for same-day printing.
        </p>
      </div>
    </section>
  );
}
