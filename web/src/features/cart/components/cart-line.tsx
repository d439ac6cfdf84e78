import { useState } from 'react';
import { MAX_LINE_QUANTITY, lineQuantityProblem, type QuantityRules } from '@bff/schemas/cart';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { NumberField } from '@web/components/ui/number-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import type { CartQuoteLine } from '../api/cart-queries';
import { lineDetails, priceChange, quotedLinePrice } from '../cart-quote';
import { QUANTITY_STYLES, lineQuantity, type CartItem } from '../cart-rules';
import { repriceLine } from '../use-cart-quote';
import { CartThumbnail } from './cart-thumbnail';
import { LineDetails } from './line-details';
import styles from './cart-line.module.css';

interface CartLineProps {
  item: CartItem;
  /** The quote's answer for this line; undefined until the first quote is in. */
  line: CartQuoteLine | undefined;
  onRemove: (item: CartItem) => void;
}

/** One cart line: picture, name, options, editable quantity, the checked price, edit on its product page, remove. */
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
        {details.length > 0 && <LineDetails details={details} />}
        {line && !line.available && (
          <p className={styles.unavailable} role="alert">
            <Icon name="alert" size={16} />
            {line.message}
          </p>
        )}
      </div>

      <div className={styles.quantity}>
        <QuantityEditor item={item} rules={line?.quantityRules ?? null} />
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

      <div className={styles.actions}>
        {item.href && (
          // Its product page, opened on the line (options, quantity or sizes, colour, delivery), changes it in its place.
          <LinkButton to={item.href} search={{ edit: item.code }} variant="ghost" size="sm" aria-label={`Edit ${item.productName}`}>
            <Icon name="pencil" size={16} />
            Edit
          </LinkButton>
        )}
        <Button variant="ghost" size="sm" onPress={() => onRemove(item)} aria-label={`Remove ${item.productName}`}>
          <Icon name="close" size={16} />
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * Quantity styles 1 and 3: one number, within its product's rules as the product page takes it;
 * style 2: a number per garment size ordered. A change is saved when the field commits (blur, Enter
 * or the − / + buttons), and the line is priced again. A change the rules refuse is not saved: it
 * stays in the field with the reason under it, for the shopper to correct.
 */
function QuantityEditor({ item, rules }: { item: CartItem; rules: QuantityRules | null }) {
  return item.quantityStyle === QUANTITY_STYLES.sized ? <SizeQuantities item={item} /> : <SingleQuantity item={item} rules={rules} />;
}

/** Until the quote brings the product's rules, the line's own limit. */
const LINE_LIMITS: QuantityRules = { min: 1, max: MAX_LINE_QUANTITY, step: 1 };

function SingleQuantity({ item, rules }: { item: CartItem; rules: QuantityRules | null }) {
  const [refused, setRefused] = useState<{ quantity: number; problem: string } | null>(null);
  const limits = rules ?? LINE_LIMITS;
  return (
    <NumberField
      label="Quantity"
      size="compact"
      minValue={limits.min}
      maxValue={limits.max}
      step={limits.step}
      description={limits.step > 1 ? `In steps of ${limits.step}` : undefined}
      value={refused?.quantity ?? lineQuantity(item)}
      errorMessage={refused?.problem}
      onChange={(quantity) => {
        if (!Number.isInteger(quantity)) return;
        const problem = lineQuantityProblem(quantity, rules);
        setRefused(problem ? { quantity, problem } : null);
        if (problem || quantity === lineQuantity(item)) return;
        // The preset or range the new quantity falls in is the upstream's to find.
        repriceLine(item.code, { quantity: { customQuantity: quantity, rangeTo: null, id: null } });
      }}
    />
  );
}

const ALL_SIZES_EMPTY_MESSAGE = 'Keep at least one, or remove the item.';

function SizeQuantities({ item }: { item: CartItem }) {
  const [refused, setRefused] = useState<{ sizes: CartItem['size']; problem: string } | null>(null);
  const sizes = refused?.sizes ?? item.size;
  // The line's quantity as saved and priced: a refused change is not, so its sum is not the total.
  const savedTotal = item.size.reduce((sum, size) => sum + size.quantity, 0);

  return (
    <fieldset className={styles.sizes}>
      <legend className={styles.sizesLegend}>Quantity per size</legend>
      <div className={styles.sizeFields}>
        {sizes.map((size) => (
          <NumberField
            key={size.name}
            label={size.name}
            aria-label={`Quantity in size ${size.name}`}
            size="compact"
            minValue={0}
            maxValue={MAX_LINE_QUANTITY}
            value={size.quantity}
            onChange={(quantity) => {
              if (!Number.isInteger(quantity) || quantity < 0) return;
              const next = sizes.map((each) => (each.name === size.name ? { ...each, quantity } : each));
              const nextTotal = next.reduce((sum, each) => sum + each.quantity, 0);
              const problem = nextTotal === 0 ? ALL_SIZES_EMPTY_MESSAGE : lineQuantityProblem(nextTotal, null);
              setRefused(problem ? { sizes: next, problem } : null);
              if (!problem) repriceLine(item.code, { size: next });
            }}
          />
        ))}
      </div>
      <p className={styles.sizeTotal}>
        {refused ? 'Total still' : 'Total'} {savedTotal.toLocaleString('en-GB')}
      </p>
      {refused && (
        <p className={styles.sizeError} role="alert">
          <Icon name="alert" size={16} />
          {refused.problem}
        </p>
      )}
    </fieldset>
  );
}
