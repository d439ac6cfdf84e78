// The first scene of the 'how we print' film and the frame every scene is drawn in. The home page's
// video tile shows it as its still, so it is a module of its own: the film's other scenes (in
// how-we-print-scenes) come with the film, not with the home page's first load.
import type { ReactNode } from 'react';
import styles from './how-we-print-film.module.css';

/** The frame each scene is drawn in: decorative, as the chapter beside it says what it shows. */
export function Stage({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.scene} viewBox="0 0 640 360" aria-hidden="true" focusable="false">
      <rect width="640" height="360" className={styles.backdrop} />
      {children}
    </svg>
  );
}

/** Pre-press: the artwork on screen, its bleed line traced, then approved. */
export function ArtworkCheckScene() {
  return (
    <Stage>
      <rect x="170" y="50" width="300" height="200" rx="12" className={styles.ink} />
      <rect x="184" y="64" width="272" height="172" rx="4" className={styles.paper} />
      <rect x="236" y="106" width="168" height="92" rx="6" className={styles.magenta} />
      <rect x="254" y="126" width="90" height="10" rx="3" className={styles.paper} />
      <rect x="254" y="146" width="60" height="8" rx="3" className={styles.paperSoft} />
      <rect x="254" y="168" width="110" height="8" rx="3" className={styles.paperSoft} />
      <rect x="226" y="96" width="188" height="112" rx="8" className={styles.bleedLine} />
      <rect x="300" y="250" width="40" height="28" className={styles.ink} />
      <rect x="250" y="278" width="140" height="12" rx="6" className={styles.ink} />
      <g className={styles.approve}>
        <circle cx="452" cy="86" r="30" className={styles.green} />
        <path d="M438 87l10 10 19-21" className={styles.tickStroke} />
      </g>
    </Stage>
  );
}
