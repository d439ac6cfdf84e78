import { Icon } from '@web/components/ui/icon';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useOverlayOnIntent } from '@web/lib/overlay-on-intent';
import { useCart } from '../cart-store';
import styles from './header-cart.module.css';

/** Up to this width the cart opens as a dialog instead of a dropdown. */
const CART_DIALOG_MAX_WIDTH = 605;
const CART_WIDTH = { dialog: CART_DIALOG_MAX_WIDTH - 32, dropdown: 420 };

/** The cart's dialog, lines and live prices: fetched when the cart first opens, or on intent. */
const { Component: LazyCartOverlay, preload } = lazyOnIntent(
  () => import('./cart-overlay').then((module) => module.CartOverlay),
  null,
);

const countLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The header's cart button with its line count, opening the cart: a dropdown next to the button, or a
 * dialog on screens up to 605 px (from matchMedia: the server's guess, the wide screen, is corrected
 * right after hydration while the cart is still closed), and any navigation closes it.
 */
export function HeaderCart() {
  const { cart } = useCart();
  const count = cart.items.length;
  const asDialog = useMediaQuery(`(max-width: ${CART_DIALOG_MAX_WIDTH}px)`);
  const { mounted, triggerProps, overlayProps } = useOverlayOnIntent(preload);

  return (
    <>
      <button
        {...triggerProps}
        onPointerDown={preload}
        aria-haspopup="dialog"
        className={styles.cart}
        aria-label={`Cart, ${countLabel(count)}`}
      >
        <span className={styles.iconWrap}>
          <Icon name="cart" size={26} />
          <span className={styles.badge} data-empty={count === 0 || undefined}>
            {count > 99 ? '99+' : count}
          </span>
        </span>
        <span className={styles.label}>Cart</span>
      </button>
      {mounted && <LazyCartOverlay {...overlayProps} cart={cart} asDialog={asDialog} width={CART_WIDTH} />}
    </>
  );
}
