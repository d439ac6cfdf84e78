import { useId, type ReactNode, type Ref } from 'react';
import type { PriceView } from '../api/catalog-queries';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { cx } from '@web/lib/cx';
import { formatPence, formatPerItem } from '@web/lib/money';
import { amountFit, formatItems } from '../format';
import styles from './price-panel.module.css';

/** 'VAT (20%)', or 'VAT (0%) zero-rated' for print HMRC zero-rates (leaflets, brochures, booklets). */
export function vatLabel(percent: number): string {
  return percent === 0 ? 'VAT (0%) zero-rated' : `VAT (${percent}%)`;
}

/** What the printing price per item leaves out: VAT on top, or none for zero-rated print. */
function perItemVat(percent: number): string {
  return percent === 0 ? 'per item, no VAT' : 'per item + VAT';
}

interface PricePanelProps {
  price: PriceView | undefined;
  isUpdating: boolean;
  /** Add to cart was pressed while the price updated: it adds once the new price lands. */
  isAdding: boolean;
  /** Why the selection cannot be priced or added, for the shopper. */
  problem: string | null;
  deliveryTitle: string | undefined;
  /** 'Add to cart', or 'Update item' on the page that edits a cart line. */
  actionLabel: string;
  onAddToCart: () => void;
  onRetry: () => void;
  /** The BFF's refusal of this selection, with a retry. */
  error: Error | null;
  /** The delivery estimate and cut-off countdown. */
  promise: ReactNode;
  /** The mobile summary bar hides while the panel itself is on screen. */
  ref?: Ref<HTMLElement>;
}

/** The live price of the selection: net, extras, delivery, business discount, VAT at the line's rate, total. */
export function PricePanel({
  price,
  isUpdating,
  isAdding,
  problem,
  deliveryTitle,
  actionLabel,
  onAddToCart,
  onRetry,
  error,
  promise,
  ref,
}: PricePanelProps) {
  const titleId = useId();
  const blocked = problem ?? (error ? error.message : null);
  const total = price ? formatPence(price.total) : '';
  return (
    <section ref={ref} aria-labelledby={titleId} className={styles.panel} aria-busy={isUpdating}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Your price
        </h2>
        <span className={cx(styles.updating, isUpdating && styles.updatingOn)} aria-hidden={!isUpdating}>
          <Spinner size="sm" />
          Updating
        </span>
      </div>

      {price ? (
        <dl className={cx(styles.lines, (isUpdating || blocked) && styles.stale)}>
          <PriceLine label={`Printing, ${formatItems(price.quantity)}`} value={formatPence(price.net)} />
          {price.extras > 0 && <PriceLine label="Larger sizes" value={formatPence(price.extras)} />}
          <PriceLine
            label={deliveryTitle ? `Delivery: ${deliveryTitle}` : 'Delivery'}
            value={price.delivery === 0 ? 'Free' : formatPence(price.delivery)}
          />
          {price.accountDiscount && <PriceLine label={price.accountDiscount.label} value={formatPence(-price.accountDiscount.amount)} tone="saving" />}
          <PriceLine label={vatLabel(price.vatPercent)} value={formatPence(price.vat)} />
          <div className={styles.total}>
            <dt>Total</dt>
            <dd data-testid="price-total" style={amountFit(total)}>
              {total}
            </dd>
          </div>
        </dl>
      ) : (
        <PriceLinesSkeleton />
      )}
      {price && !blocked && (
        <p className={styles.unit}>
          {formatPerItem(price.net, price.quantity)} {perItemVat(price.vatPercent)}
        </p>
      )}

      {/* Read out once a new total has settled, not at every step in between. */}
      <p className={styles.visuallyHidden} role="status">
        {price && !isUpdating && !blocked ? `Total ${total} including VAT` : ''}
      </p>

      {blocked && (
        <div className={styles.problem}>
          <Icon name="alert" size={18} />
          <p>{blocked}</p>
          {error && !problem && (
            <Button variant="ghost" size="sm" onPress={onRetry}>
              Try again
            </Button>
          )}
        </div>
      )}

      <Button size="lg" fullWidth onPress={onAddToCart} isDisabled={!price || !!blocked} isPending={isAdding}>
        <Icon name="cart" size={20} />
        {actionLabel}
      </Button>

      {promise}
    </section>
  );
}

function PriceLine({ label, value, tone }: { label: string; value: string; tone?: 'saving' }) {
  return (
    <div className={cx(styles.line, tone === 'saving' && styles.saving)}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function PriceLinesSkeleton() {
  return (
    <div className={styles.lines} aria-hidden="true">
      {[0, 1, 2].map((line) => (
        <div key={line} className={styles.line}>
          <Skeleton width="45%" />
          <Skeleton width="20%" />
        </div>
      ))}
      <div className={styles.total}>
        <Skeleton width="30%" height="1.6em" />
        <Skeleton width="35%" height="1.6em" />
      </div>
    </div>
  );
}
