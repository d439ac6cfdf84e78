import type { SubCategoryCard } from '../api/catalog-queries';
import { Icon } from '@web/components/ui/icon';
import { formatPence } from '@web/lib/money';
import { AnchorLink } from '@web/components/ui/link';
import styles from './sub-category-tiles.module.css';

/** A category's ranges as compact tiles: picture, name and where its prices start. */
export function SubCategoryTiles({ tiles }: { tiles: readonly SubCategoryCard[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Tile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

function Tile({ tile }: { tile: SubCategoryCard }) {
  return (
    <AnchorLink href={tile.href} variant="none" className={styles.tile}>
      <img
        className={styles.image}
        src={tile.image.src}
        srcSet={tile.image.srcSet}
        sizes="96px"
        width={tile.image.width}
        height={tile.image.height}
        // The tile's name is its text; the picture adds nothing for a screen reader.
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className={styles.body}>
        <span className={styles.name}>{tile.name}</span>
        <span className={styles.price}>
          {tile.fromPrice === null ? (
            'See the range'
          ) : (
            <>
              <span className={styles.from}>
                From <strong>{formatPence(tile.fromPrice)}</strong>
              </span>{' '}
              <span className={styles.vat}>inc. VAT</span>
            </>
          )}
        </span>
      </span>
      <Icon name="chevron-right" size={20} className={styles.chevron} />
    </AnchorLink>
  );
}
