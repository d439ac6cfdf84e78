import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { CART_PATH } from '@web/features/cart/cart-paths';
import { lineDetails } from '@web/features/cart/cart-quote';
import { lineQuantity, type CartItem } from '@web/features/cart/cart-rules';
import { formatCount } from '../format';
import styles from './editing-line-notice.module.css';

/**
 * Above the configurator of a page that edits a cart line: which line, as it stands in the cart, and
 * the way back leaving it as it is. Its artwork, filed under the line's code, stays with the line.
 */
export function EditingLineNotice({ line }: { line: CartItem }) {
  const details = lineDetails(line).map((detail) => detail.value);
  return (
    <aside aria-label="Changing an item in your cart" className={styles.notice}>
      <Icon name="pencil" size={20} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>Changing an item in your cart</p>
        <p>In your cart now: {[formatCount(lineQuantity(line)), ...details].join(' · ')}</p>
        <p className={styles.hint}>Update item replaces it; any artwork you sent for it stays with it.</p>
      </div>
      <Link to={CART_PATH} variant="inline" className={styles.back}>
        Back to cart
      </Link>
    </aside>
  );
}
