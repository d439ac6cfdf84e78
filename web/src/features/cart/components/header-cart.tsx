import { Button as AriaButton, DialogTrigger } from 'react-aria-components';
import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { Modal } from '@web/components/ui/modal';
import { Popover } from '@web/components/ui/popover';
import { Spinner } from '@web/components/ui/spinner';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { useUntilNavigation } from '@web/lib/use-until-navigation';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useCart } from '../cart-store';
import styles from './header-cart.module.css';

/** Up to this width the cart opens as a dialog instead of a dropdown. */
const CART_DIALOG_MAX_WIDTH = 605;

/** The cart's lines and their live prices: fetched when the cart first opens, or on intent. */
const { Component: LazyCartPanel, preload: preloadCartPanel } = lazyOnIntent(
  () => import('./cart-panel').then((module) => module.CartPanel),
  <div className={styles.loading}>
    <Spinner label="Loading your cart" />
  </div>,
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
  const [open, setOpen] = useUntilNavigation<true>();
  const title = `Shopping cart (${count})`;
  const panel = (
    <Dialog title={title} data-presentation={asDialog ? 'dialog' : 'dropdown'}>
      {({ close }) => <LazyCartPanel cart={cart} onNavigate={close} />}
    </Dialog>
  );

  return (
    <DialogTrigger isOpen={open !== null} onOpenChange={(next) => setOpen(next ? true : null)}>
      <AriaButton
        className={styles.cart}
        aria-label={`Cart, ${countLabel(count)}`}
        onHoverStart={preloadCartPanel}
        onFocus={preloadCartPanel}
        onPressStart={preloadCartPanel}
      >
        <span className={styles.iconWrap}>
          <Icon name="cart" size={26} />
          <span className={styles.badge} data-empty={count === 0 || undefined}>
            {count > 99 ? '99+' : count}
          </span>
        </span>
        <span className={styles.label}>Cart</span>
      </AriaButton>
      {asDialog ? (
        <Modal width={CART_DIALOG_MAX_WIDTH - 32}>{panel}</Modal>
      ) : (
        <Popover placement="bottom end" width={420}>
          {panel}
        </Popover>
      )}
    </DialogTrigger>
  );
}
