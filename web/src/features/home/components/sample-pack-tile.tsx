import { LinkButton } from '@web/components/ui/link-button';
import styles from './sample-pack-tile.module.css';

/** The sample pack: paper stocks and finishes to feel before ordering. Requested through contact. */
export function SamplePackTile() {
  return (
    <section className={styles.tile} aria-labelledby="sample-pack-title">
      <svg className={styles.art} viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        <rect x="8" y="24" width="70" height="44" rx="4" className={styles.cardBack} transform="rotate(-8 43 46)" />
        <rect x="26" y="20" width="70" height="44" rx="4" className={styles.cardMid} transform="rotate(4 61 42)" />
        <rect x="40" y="30" width="70" height="44" rx="4" className={styles.cardFront} />
        <rect x="50" y="42" width="34" height="6" rx="2" className={styles.cardText} />
        <rect x="50" y="54" width="22" height="5" rx="2" className={styles.cardText} />
      </svg>
      <div className={styles.copy}>
        <h2 id="sample-pack-title" className={styles.title}>
          Feel the paper first
        </h2>
        <p className={styles.text}>
          Our sample pack holds business cards, flyers and stickers on every stock and finish we print.
        </p>
        <LinkButton to="/contact" variant="outline">
          Ask for a sample pack
        </LinkButton>
      </div>
    </section>
  );
}
