import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import styles from './poster-banner.module.css';

/** Three posters at A3, A2 and A1 proportions (1 : 1.414), the banner's picture. */
function PosterStack() {
  return (
    <svg className={styles.art} viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <g className={styles.posterBack}>
        <rect x="24" y="46" width="110" height="156" rx="3" />
        <circle cx="79" cy="104" r="30" className={styles.dotYellow} />
        <rect x="40" y="160" width="78" height="10" rx="2" className={styles.barLight} />
      </g>
      <g className={styles.posterFront}>
        <rect x="112" y="14" width="146" height="206" rx="3" />
        <path d="M112 150l48-52 40 40 26-22 32 32v69H112z" className={styles.hill} />
        <circle cx="216" cy="62" r="18" className={styles.dotYellow} />
        <rect x="130" y="34" width="70" height="12" rx="2" className={styles.barDark} />
      </g>
      <g className={styles.posterSide}>
        <rect x="238" y="70" width="98" height="138" rx="3" />
        <rect x="252" y="88" width="70" height="70" rx="35" className={styles.dotCyan} />
        <rect x="252" y="170" width="58" height="8" rx="2" className={styles.barDark} />
        <rect x="252" y="184" width="40" height="8" rx="2" className={styles.barDark} />
      </g>
    </svg>
  );
}

/** The poster range, A3 to A0, linking to /posters. */
export function PosterBanner() {
  return (
    <section className={styles.banner} aria-labelledby="posters-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Posters</p>
        <h2 id="posters-title" className={styles.title}>
          Posters from A3 to A0, printed today
        </h2>
        <p className={styles.text}>Gloss, silk, satin or photo paper, from a single poster to a few hundred.</p>
        <LinkButton to="/$slug" params={{ slug: 'posters' }} variant="primary" size="lg">
          Shop posters
          <Icon name="arrow-right" />
        </LinkButton>
      </div>
      <PosterStack />
    </section>
  );
}
