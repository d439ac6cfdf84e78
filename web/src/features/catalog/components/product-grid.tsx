import type { ProductCard as ProductCardData } from '../api/catalog-queries';
import { ProductCard, ProductCardSkeleton } from '@web/components/product-card/product-card';
import { cx } from '@web/lib/cx';
import styles from './product-grid.module.css';

// The picture's rendered width in each layout of the grid below, so the browser picks small_,
// medium_ or the full image for the width it really shows.
const IMAGE_SIZES = {
  3: '(min-width: 1260px) 395px, (min-width: 767px) 31vw, 50vw',
  4: '(min-width: 1260px) 290px, (min-width: 1024px) 23vw, (min-width: 767px) 31vw, 50vw',
} as const;

interface ProductGridProps {
  products: readonly ProductCardData[];
  /** 3 for short rows such as the three similar products; 4 by default. */
  columns?: 3 | 4;
  /** A ranked list (top sellers): an <ol>, so the order is part of the meaning. */
  ranked?: boolean;
}

export function ProductGrid({ products, columns = 4, ranked = false }: ProductGridProps) {
  const List = ranked ? 'ol' : 'ul';
  return (
    <List className={cx(styles.grid, columns === 3 && styles.three)}>
      {products.map((product) => (
        <li key={product.href} className={styles.item}>
          <ProductCard product={product} sizes={IMAGE_SIZES[columns]} />
        </li>
      ))}
    </List>
  );
}

/** The grid's exact boxes while the page loads. */
export function ProductGridSkeleton({ count, columns = 4 }: { count: number; columns?: 3 | 4 }) {
  return (
    <div className={cx(styles.grid, columns === 3 && styles.three)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
