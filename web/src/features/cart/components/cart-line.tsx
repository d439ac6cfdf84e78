import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@bff/schemas/cart';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { NumberField } from '@web/components/ui/number-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import type { CartQuoteLine } from '../api/cart-queries';
import { lineDetails, priceChange, quotedLinePrice } from '../cart-quote';
import { QUANTITY_STYLES, lineQuantity, type CartItem } from '../cart-rules';
import { repriceLine } from '../use-cart-quote';
import { CartThumbnail } from './cart-thumbnail';
import styles from './cart-line.module.css';

interface CartLineProps {
  item: CartItem;
  /** The quote's answer for this line; undefined until the first quote is in. */
  line: CartQuoteLine | undefined;
  onRemove: (item: CartItem) => void;
}

/** One cart line: picture, name, options, editable quantity, the checked price, remove. */
export function CartLine({ item, line, onRemove }: CartLineProps) {
  const details = lineDetails(item);
  const change = priceChange(item, line);
  const headingId = `cart-line-${item.code}`;

  return (
    <li className={styles.line} aria-labelledby={headingId}>
      <CartThumbnail item={item} size="large" />
      <div className={styles.info}>
        <h3 id={headingId} className={styles.name}>
          {item.href ? (
            <Link to={item.href} variant="plain">
              {item.productName}
            </Link>
          ) : (
            item.productName
          )}
        </h3>
        {details.length > 0 && (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.key} className={styles.detail}>
                <dt>{detail.key}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {line && !line.available && (
          <p className={styles.unavailable} role="alert">
            <Icon name="alert" size={16} />
            {line.message}
          </p>
        )}
      </div>

      <div className={styles.quantity}>
        <QuantityEditor item={item} />
      </div>

      <div className={styles.price}>
        {line?.price ? (
          <>
            <span className={styles.amount}>{formatPence(quotedLinePrice(line.price))}</span>
            <span className={styles.exVat}>ex. VAT</span>
            {change && (
              <span className={styles.changed}>
                Price updated, was <s>{formatPence(change.was)}</s>
              </span>
            )}
          </>
        ) : line ? (
          <span className={styles.amount}>–</span>
        ) : (
          <Skeleton width={80} height="1.5em" />
        )}
      </div>

      <Button variant="ghost" size="sm" className={styles.remove} onPress={() => onRemove(item)} aria-label={`Remove ${item.productName}`}>
        <Icon name="close" size={16} />
        Remove
      </Button>
    </li>
  );
}

/**
 * Quantity styles 1 and 3: one number; style 2: a number per garment size ordered. A change is saved
 * when the field commits (blur, Enter or the − / + buttons), and the line is priced again.
 */
function QuantityEditor({ item }: { item: CartItem }) {
  const [sizeError, setSizeError] = useState<string | null>(null);

  if (item.quantityStyle !== QUANTITY_STYLES.sized) {
    return (
      <NumberField
        label="Quantity"
        size="compact"
        className={styles.single}
        minValue={1}
        maxValue={MAX_LINE_QUANTITY}
        value={lineQuantity(item)}
        onChange={(quantity) => {
          if (!Number.isInteger(quantity) || quantity < 1 || quantity === lineQuantity(item)) return;
          // The preset or range the new quantity falls in is the upstream's to find.
          repriceLine(item.code, { quantity: { customQuantity: quantity, rangeTo: null, id: null } });
        }}
      />
    );
  }

  return (
    <fieldset className={styles.sizes}>
      <legend className={styles.sizesLegend}>Quantity per size</legend>
      <div className={styles.sizeFields}>
        {item.size.map((size) => (
          <NumberField
            key={size.name}
            label={size.name}
            aria-label={`Quantity in size ${size.name}`}
            size="compact"
            className={styles.sizeField}
            minValue={0}
            maxValue={MAX_LINE_QUANTITY}
            value={size.quantity}
            onChange={(quantity) => {
              if (!Number.isInteger(quantity) || quantity < 0 || quantity === size.quantity) return;
              const sizes = item.size.map((each) => (each.name === size.name ? { ...each, quantity } : each));
              if (sizes.every((each) => each.quantity === 0)) {
                setSizeError('Keep at least one, or remove the item.');
                return;
              }
              setSizeError(null);
              repriceLine(item.code, { size: sizes });
            }}
          />
        ))}
      </div>
      <p className={styles.sizeTotal}>Total {lineQuantity(item).toLocaleString('en-GB')}</p>
      {sizeError && (
        <p className={styles.sizeError} role="alert">
          <Icon name="alert" size={16} />
          {sizeError}
        </p>
      )}
    </fieldset>
  );
}
