import type { ReactNode } from 'react';
import type { TrustedHtml } from '@bff/shared/answer-kinds';
import type { ImageSet } from '../api/catalog-queries';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import prose from '@web/components/ui/prose.module.css';
import styles from './catalogue-header.module.css';

interface CatalogueHeaderProps {
  title: string;
  /** CMS HTML, sanitised by the BFF. */
  intro: TrustedHtml;
  image: ImageSet | null;
  /** A line above the title, e.g. the parent category. */
  eyebrow?: ReactNode;
  productCount: number;
  /** The lowest 'From' price on the page, inc. VAT; null when nothing is priced yet. */
  fromPrice: number | null;
}

/** The page's title block: what this range is, how many products and where prices start. */
export function CatalogueHeader({ title, intro, image, eyebrow, productCount, fromPrice }: CatalogueHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {/* Trusted CMS HTML: the BFF sanitises it with an allowlist before it reaches the browser. */}
        <div className={`${prose.prose} ${styles.intro}`} dangerouslySetInnerHTML={{ __html: intro }} />
        <ul className={styles.facts}>
          <li>
            <strong>{productCount}</strong> {productCount === 1 ? 'product' : 'products'}
          </li>
          {fromPrice !== null && (
            <li>
              From <strong className={styles.price}>{formatPence(fromPrice)}</strong> <span className={styles.vat}>inc. VAT</span>
            </li>
          )}
        </ul>
      </div>
      {image && (
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 1024px) 320px, (min-width: 767px) 240px, 0px"
          width={image.width}
          height={image.height}
          alt=""
          fetchPriority="high"
        />
      )}
    </header>
  );
}

export function CatalogueHeaderSkeleton() {
  return (
    <div className={styles.header} aria-hidden="true">
      <div className={styles.text}>
        <Skeleton width="40%" height="1em" />
        <Skeleton width="60%" height="2.4rem" />
        <Skeleton height="1.3em" />
        <Skeleton width="80%" height="1.3em" />
        <Skeleton width="50%" height="1.5em" />
      </div>
      <Skeleton shape="block" className={styles.image} height="auto" />
    </div>
  );
}
