import { useEffect, useRef } from 'react';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { notify } from '@web/lib/toast';
import type { CategoryLink } from '../api/cart-queries';
import { checkoutBlockedBy, priceChange, quoteLineFor } from '../cart-quote';
import type { CartItem } from '../cart-rules';
import { cartActions, getCart, useCart } from '../cart-store';
import { useCartQuote } from '../use-cart-quote';
import { CartLine } from './cart-line';
import { AccountPricesPrompt } from './account-prices-prompt';
import { CartSummary } from './cart-summary';
import { ClearCartButton } from './clear-cart-button';
import { EmptyCart } from './empty-cart';
import styles from './cart-page.module.css';

interface CartPageProps {
  /** Categories to suggest when the cart is empty. */
  categories: readonly CategoryLink[];
}

/**
 * /order-process/shopping-cart: the lines with their options and editable quantities, and the order
 * summary priced by the BFF. The cart is this browser's (saved on every change, shared across tabs).
 */
export function CartPage({ categories }: CartPageProps) {
  const { cart } = useCart();
  const { quote, isCurrent, isChecking, isError, retry } = useCartQuote(cart);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const count = cart.items.length;

  // The removed line's button is gone (or, after Clear cart, the confirming dialog and its trigger):
  // focus goes to the heading, which now says the new count. Only once the lines have gone, so that a
  // closing dialog has nothing left to hand focus back to. A removal that changed nothing (the line
  // gone already, by another tab) arms nothing: a later change of the count is not the shopper's doing.
  const afterRemoval = (countBefore: number) => {
    focusHeading.current = getCart().items.length !== countBefore;
  };
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [count]);

  const remove = (item: CartItem) => {
    cartActions.remove(item.code);
    notify.success('Removed from your cart', { description: item.productName });
    afterRemoval(count);
  };

  const clear = () => {
    cartActions.clear();
    afterRemoval(count);
  };

  const hasPriceChanges = isCurrent && cart.items.some((item) => priceChange(item, quoteLineFor(quote, item.code)) !== null);

  return (
    <Container className={styles.page}>
      <div className={styles.heading}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          Shopping cart
        </h1>
        {count > 0 && <p className={styles.count}>{count === 1 ? '1 item' : `${count} items`}</p>}
      </div>

      {count === 0 ? (
        <EmptyCart categories={categories} />
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-items-title" className={styles.items}>
            <h2 id="cart-items-title" className={styles.visuallyHidden}>
              Items in your cart
            </h2>
            <ul className={styles.lines}>
              {cart.items.map((item) => (
                <CartLine
                  key={item.code}
                  item={item}
                  line={quoteLineFor(quote, item.code)}
                  onRemove={remove}
                />
              ))}
            </ul>
            <div className={styles.footer}>
              <Link to="/" variant="inline" className={styles.continue}>
                <Icon name="chevron-right" size={16} className={styles.back} />
                Continue shopping
              </Link>
              <ClearCartButton count={count} onClear={clear} />
            </div>
          </section>
          <aside className={styles.aside}>
            <CartSummary
              quote={quote}
              isCurrent={isCurrent}
              isChecking={isChecking}
              isError={isError}
              onRetry={retry}
              hasPriceChanges={hasPriceChanges}
              checkoutBlockedBy={checkoutBlockedBy(cart, isCurrent ? quote : undefined)}
            />
            <AccountPricesPrompt />
          </aside>
        </div>
      )}
    </Container>
  );
}
