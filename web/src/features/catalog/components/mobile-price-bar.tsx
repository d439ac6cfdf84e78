import type { RefObject } from 'react';
import type { PriceView } from '../api/catalog-queries';
import { Button } from '@web/components/ui/button';
import { formatPence } from '@web/lib/money';
import { amountFit, formatItems } from '../format';
import { useInView } from '../use-in-view';
import styles from './mobile-price-bar.module.css';

interface MobilePriceBarProps {
  price: PriceView | undefined;
  isUpdating: boolean;
  /** Add to cart was pressed while the price updated: it adds once the new price lands. */
  isAdding: boolean;
  /**
   * Why the selection has no price (no valid quantity, a refusal), said in the price's place: the last
   * price answered belongs to another selection, as the price panel says too.
   */
  problem: string | null;
  /**
   * The full price panel: the bar is hidden (and inert) while it is on screen. Watched here, not by
   * the page, so the panel coming into or out of view re-renders this bar alone.
   */
  panel: RefObject<Element | null>;
  /** 'Add to cart', or 'Update item' on the page that edits a cart line. */
  actionLabel: string;
  onAddToCart: () => void;
}

/** Phones and tablets: the total and the Add to cart (or Update item) button pinned to the bottom while the price panel is off screen. */
export function MobilePriceBar({ price, isUpdating, isAdding, problem, panel, actionLabel, onAddToCart }: MobilePriceBarProps) {
  const hidden = useInView(panel);
  const total = price ? formatPence(price.total) : '—';
  return (
    <aside aria-label="Price summary" className={styles.bar} data-hidden={hidden || undefined} inert={hidden}>
      {problem !== null ? (
        <p className={styles.problem}>{problem}</p>
      ) : (
        <p className={styles.summary}>
          <span className={styles.total} data-stale={isUpdating || undefined} style={amountFit(total)}>
            {total}
          </span>
          <span className={styles.meta}>inc. VAT{price && ` · ${formatItems(price.quantity)}`}</span>
        </p>
      )}
      <Button onPress={onAddToCart} isDisabled={!price || problem !== null} isPending={isAdding}>
        {actionLabel}
      </Button>
    </aside>
  );
}
