import type { VariationLink } from '../api/catalog-queries';
import { RouteLink } from '@web/components/ui/link';
import styles from './variation-links.module.css';

/** The product's other variations, each its own page; the one shown is marked as current. */
export function VariationLinks({ variations, currentId }: { variations: readonly VariationLink[]; currentId: number }) {
  return (
    <nav aria-label="Also available as" className={styles.nav}>
      <p className={styles.label} aria-hidden="true">
        Also available as
      </p>
      <ul className={styles.list}>
        {variations.map((variation) => (
          <li key={variation.id}>
            <VariationItem variation={variation} isCurrent={variation.id === currentId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function VariationItem({ variation, isCurrent }: { variation: VariationLink; isCurrent: boolean }) {
  return (
    <RouteLink to={variation.href} className={styles.link} aria-current={isCurrent ? 'page' : undefined}>
      <img
        src={variation.image.src}
        srcSet={variation.image.srcSet}
        sizes="40px"
        width={variation.image.width}
        height={variation.image.height}
        alt=""
        loading="lazy"
      />
      <span>{variation.name}</span>
    </RouteLink>
  );
}
