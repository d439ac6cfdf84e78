import type { ProductCard as ProductCardData } from '@web/features/catalog/api/catalog-queries';
import { ProductCard, ProductCardSkeleton } from '@web/components/product-card/product-card';
import shared from './shared.module.css';
import styles from './popular-products.module.css';

/** Eight on wide screens; the eighth is hidden by CSS under 767 px. */
export const POPULAR_PRODUCTS_MAX = 8;

/** `products` is undefined while the home data loads. */
export function PopularProducts({ products }: { products: ProductCardData[] | undefined }) {
  if (products?.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="popular-title" aria-busy={products === undefined}>
      <div className={styles.head}>
        <h2 id="popular-title" className={shared.sectionTitle}>
          Popular products
        </h2>
        <p className={styles.lead}>Our best sellers, printed in London and ready today.</p>
      </div>
      <ul className={styles.grid}>
        {products === undefined
          ? Array.from({ length: POPULAR_PRODUCTS_MAX }, (_, index) => (
              <li key={index} className={styles.item}>
                <ProductCardSkeleton />
              </li>
            ))
          : products.slice(0, POPULAR_PRODUCTS_MAX).map((product, index) => (
              <li key={product.href} className={styles.item}>
                <ProductCard product={product} fullWidthOnPhones={index === 0} />
              </li>
            ))}
      </ul>
    </section>
  );
}
