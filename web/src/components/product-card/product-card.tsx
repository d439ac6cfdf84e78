import type { ProductCard as ProductCardData } from '@web/features/catalog/api/catalog-queries';
import { Skeleton } from '../ui/skeleton';
import { formatPence } from '@web/lib/money';
import { AnchorLink } from '@web/components/ui/link';
import styles from './product-card.module.css';

/** Four across from 767 px (at most 290 px in the 1240 px container); on phones two across, or one. */
const imageSizes = (fullWidthOnPhones: boolean) =>
  `(min-width: 1260px) 290px, (min-width: 767px) 23vw, ${fullWidthOnPhones ? '100vw' : '50vw'}`;

interface ProductCardProps {
  product: ProductCardData;
  /** The lead card spans both phone columns, so it asks for a wider picture there. */
  fullWidthOnPhones?: boolean;
  /** The `sizes` of a grid other than four across (e.g. three similar products). */
  sizes?: string;
  /** A call to action shown as a button at the foot of the card (e.g. search results' 'SHOP NOW'). */
  action?: string;
  /**
   * The first card of a page's results: its picture is likely the largest thing on a phone's first
   * screen, so it loads at once and ahead of other images, not when layout finds it on screen.
   */
  eager?: boolean;
}

/** One product: picture, name, what it is, and the from-price as the hero. */
export function ProductCard({ product, fullWidthOnPhones = false, sizes, action, eager = false }: ProductCardProps) {
  return (
    <AnchorLink href={product.href} variant="none" className={styles.card}>
      <img
        className={styles.image}
        src={product.image.src}
        srcSet={product.image.srcSet}
        sizes={sizes ?? imageSizes(fullWidthOnPhones)}
        width={product.image.width}
        height={product.image.height}
        // The product name is the link's text right below; repeating it as alt would make screen
        // readers say it twice (WCAG technique H2), so the picture is decorative here.
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <span className={styles.body}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.description}>{product.shortDescription}</span>
        <span className={styles.price}>
          <span className={styles.from}>From</span> <span className={styles.amount}>{formatPence(product.fromPrice)}</span>{' '}
          <span className={styles.vat}>inc. VAT</span>
        </span>
        {action && <span className={styles.action}>{action}</span>}
      </span>
    </AnchorLink>
  );
}

/** The card's exact box with placeholders, so the grid does not move when products arrive. */
export function ProductCardSkeleton({ action = false }: { action?: boolean }) {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="block" height="auto" className={styles.image} />
      <span className={styles.body}>
        <Skeleton width="70%" height="1.3em" />
        <Skeleton height="2.6em" />
        <Skeleton width="60%" height="1.8em" className={styles.price} />
        {action && <Skeleton shape="block" height={40} className={styles.actionSkeleton} />}
      </span>
    </div>
  );
}
