import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { ImageSet } from '../api/catalog-queries';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  images: readonly ImageSet[];
  /** A picture that takes the main place while it applies, e.g. the garment in the chosen colour. */
  featured?: ImageSet | null;
}

/**
 * The main picture and its thumbnails; a thumbnail shows its picture in the main place. Key it by the
 * featured picture, so a newly chosen colour wins over an earlier thumbnail click.
 */
export function ProductGallery({ images, featured }: ProductGalleryProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const all = featured && !images.some((image) => image.src === featured.src) ? [featured, ...images] : images;
  const main = all.find((image) => image.src === chosen) ?? featured ?? all[0];
  if (!main) return null;
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <img
          className={styles.main}
          src={main.src}
          srcSet={main.srcSet}
          sizes="(min-width: 1260px) 560px, (min-width: 1024px) 45vw, (min-width: 767px) 60vw, 100vw"
          width={main.width}
          height={main.height}
          alt={main.alt}
          fetchPriority="high"
        />
      </div>
      {all.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product pictures">
          {all.map((image, index) => (
            <li key={image.src}>
              <Button
                className={styles.thumb}
                aria-label={`Show picture ${index + 1} of ${all.length}`}
                aria-pressed={image.src === main.src}
                onPress={() => setChosen(image.src)}
              >
                <img src={image.src} srcSet={image.srcSet} sizes="80px" width={image.width} height={image.height} alt="" loading="lazy" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
