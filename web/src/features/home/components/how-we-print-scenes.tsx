// The illustrated scenes of the 'how we print' film after the first (how-we-print-still): drawn in SVG,
// moved by CSS, so the film needs no video file, no network and stops cleanly for reduced motion.
import styles from './how-we-print-film.module.css';
import { Stage } from './how-we-print-still';

/** The press: paper fed in, ink rollers turning, cyan, magenta, yellow and black sheets out. */
export function PressScene() {
  return (
    <Stage>
      {[0, 1, 2, 3].map((sheet) => (
        <rect key={sheet} x="28" y={226 - sheet * 6} width="76" height="5" rx="1" className={styles.paperEdge} />
      ))}
      <rect x="22" y="232" width="88" height="48" rx="4" className={styles.grey} />
      <rect x="90" y="110" width="300" height="170" rx="14" className={styles.ink} />
      <rect x="90" y="110" width="300" height="46" rx="14" className={styles.inkLight} />
      <rect x="118" y="124" width="70" height="18" rx="4" className={styles.cyan} />
      <circle cx="352" cy="133" r="7" className={styles.green} />
      <rect x="386" y="240" width="190" height="12" rx="4" className={styles.grey} />
      {(['cyan', 'magenta', 'yellow', 'black'] as const).map((colour, index) => (
        <rect
          key={colour}
          x="250"
          y="196"
          width="130"
          height="42"
          rx="3"
          className={`${styles.sheet} ${styles[colour]}`}
          // Negative delays start the run mid-flow, so even a paused first frame shows a busy press.
          style={{ animationDelay: `${-index * 0.9}s` }}
        />
      ))}
      <rect x="90" y="180" width="300" height="100" rx="14" className={styles.ink} />
      <rect x="360" y="192" width="30" height="48" className={styles.inkLight} />
      <rect x="124" y="196" width="200" height="52" rx="8" className={styles.inkLight} />
      {(['cyan', 'magenta', 'yellow', 'black'] as const).map((colour, index) => (
        <g key={colour} className={styles.roller} style={{ transformOrigin: `${152 + index * 48}px 222px` }}>
          <circle cx={152 + index * 48} cy="222" r="18" className={styles[colour]} />
          <path d={`M${152 + index * 48 - 12} 222h24`} className={styles.rollerMark} />
        </g>
      ))}
    </Stage>
  );
}

/** Finishing: the guillotine comes down on a stack of printed cards. */
export function FinishingScene() {
  return (
    <Stage>
      <rect x="120" y="270" width="400" height="16" rx="4" className={styles.ink} />
      {[0, 1, 2, 3, 4].map((layer) => (
        <rect
          key={layer}
          x="200"
          y={250 - layer * 18}
          width="240"
          height="18"
          rx="2"
          className={layer % 2 ? styles.magenta : styles.paperEdge}
        />
      ))}
      <g className={styles.blade}>
        <rect x="300" y="40" width="40" height="90" className={styles.grey} />
        <path d="M290 130h60l-10 34h-40z" className={styles.inkLight} />
      </g>
      <rect x="200" y="30" width="240" height="14" rx="4" className={styles.ink} />
    </Stage>
  );
}

/** Dispatch: the van leaves the workshop past the London skyline. */
export function DispatchScene() {
  return (
    <Stage>
      <path
        d="M0 250V200h50v-40h40v40h30v-70h14v-30h12v30h14v70h40v-30h60v30h50v-60l30-20 30 20v60h60v-40h50v40h60v-50h40v50h60v50z"
        className={styles.skyline}
      />
      <rect y="250" width="640" height="70" className={styles.road} />
      <path d="M0 286h640" className={styles.laneLine} />
      <g className={styles.van}>
        <rect x="0" y="190" width="150" height="70" rx="8" className={styles.paper} />
        <rect x="0" y="190" width="150" height="70" rx="8" className={styles.vanOutline} />
        <path d="M150 206h38l30 28v26h-68z" className={styles.cyan} />
        <rect x="16" y="210" width="100" height="20" rx="4" className={styles.magenta} />
        <circle cx="42" cy="264" r="14" className={styles.ink} />
        <circle cx="178" cy="264" r="14" className={styles.ink} />
      </g>
    </Stage>
  );
}
