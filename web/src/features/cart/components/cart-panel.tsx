import { useId } from 'react';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import { CART_PATH } from '../cart-paths';
import { checkoutBlockedBy, lineDetails, quoteLineFor, quotedLinePrice, storedLinePrice } from '../cart-quote';
import { EMPTY_CART_MESSAGE } from '@bff/shared/messages';
import { lineQuantity, type Cart } from '../cart-rules';
import { useCartQuote } from '../use-cart-quote';
import { CartThumbnail } from './cart-thumbnail';
import { CheckoutLink } from './checkout-link';
import styles from './cart-panel.module.css';

interface CartPanelProps {
  cart: Cart;
  /** Closes the dropdown or dialog when one of its links is followed. */
  onNavigate: () => void;
}

/** The cart dropdown's content: the lines (each to edit on its product page), the subtotal from the BFF's quote, View cart and Checkout. */
export function CartPanel({ cart, onNavigate }: CartPanelProps) {
  const { quote, isChecking } = useCartQuote(cart);
  const emptyId = useId();

  if (cart.items.length === 0) {
    return (
      <div className={styles.empty}>
        <Icon name="cart" size={40} className={styles.emptyIcon} />
        <p id={emptyId} className={styles.emptyTitle}>
          {EMPTY_CART_MESSAGE}
        </p>
        <p>Business cards, banners, T-shirts and more, printed in London today.</p>
        <div className={styles.actions}>
          <LinkButton to="/" variant="outline" size="lg" fullWidth onClick={onNavigate}>
            Start shopping
          </LinkButton>
          <CheckoutLink blockedBy={EMPTY_CART_MESSAGE} reasonId={emptyId} />
        </div>
      </div>
    );
  }

  // The lines here are priced with their delivery, so their sum is too; the cart page's Subtotal is the
  // goods alone, with Delivery under it, so this one names the delivery it holds.
  const totals = quote && quote.lines.length > 0 ? quote.totals : null;

  return (
    <div className={styles.panel}>
      <ul className={styles.lines}>
        {cart.items.map((item) => {
          const line = quoteLineFor(quote, item.code);
          const price = line?.price ? quotedLinePrice(line.price) : storedLinePrice(item);
          const details = lineDetails(item)
            .map((detail) => detail.value)
            .join(' · ');
          return (
            <li key={item.code} className={styles.line}>
              <CartThumbnail item={item} size="small" />
              <div className={styles.info}>
                {item.href ? (
                  <Link to={item.href} variant="plain" className={styles.name} onClick={onNavigate}>
                    {item.productName}
                  </Link>
                ) : (
                  <span className={styles.name}>{item.productName}</span>
                )}
                {details && <span className={styles.details}>{details}</span>}
                <span className={styles.quantity}>
                  Qty {lineQuantity(item).toLocaleString('en-GB')}
                  {item.href && (
                    <Link to={item.href} search={{ edit: item.code }} variant="inline" onClick={onNavigate} aria-label={`Edit ${item.productName}`}>
                      Edit
                    </Link>
                  )}
                </span>
                {line && !line.available && <span className={styles.unavailable}>Unavailable</span>}
              </div>
              <span className={styles.price}>{formatPence(price)}</span>
            </li>
          );
        })}
      </ul>
      <div className={styles.subtotal} aria-busy={isChecking || undefined}>
        <span>
          Subtotal{' '}
          <span className={styles.exVat}>
            ex. VAT{totals && totals.delivery > 0 && `, incl. delivery ${formatPence(totals.delivery)}`}
          </span>
        </span>
        {totals === null ? (
          <Skeleton width={72} height="1.4em" />
        ) : (
          <strong>{formatPence(totals.net + totals.extras + totals.delivery)}</strong>
        )}
      </div>
      <div className={styles.actions}>
        <LinkButton to={CART_PATH} variant="outline" size="lg" fullWidth onClick={onNavigate}>
          View cart
        </LinkButton>
        <CheckoutLink blockedBy={checkoutBlockedBy(cart, quote)} onPress={onNavigate} />
      </div>
    </div>
  );
}
