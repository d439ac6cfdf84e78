import { cx } from '@web/lib/cx';
import type { CartItem } from '../cart-rules';
import styles from './cart-thumbnail.module.css';

// The product artwork is 4:3; width and height are set so the line never shifts as it loads.
const SIZES = { small: { width: 64, height: 48 }, large: { width: 120, height: 90 } } as const;

/** A cart line's picture. Decorative: the product name is right beside it. */
export function CartThumbnail({ item, size }: { item: CartItem; size: keyof typeof SIZES }) {
  return (
    <img
      src={item.variationDetails.image}
      alt=""
      {...SIZES[size]}
      loading="lazy"
      decoding="async"
      className={cx(styles.thumbnail, styles[size])}
    />
  );
}
