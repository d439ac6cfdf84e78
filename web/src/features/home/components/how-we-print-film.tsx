import { useEffect, useState, type ComponentType } from 'react';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { DispatchScene, FinishingScene, PressScene } from './how-we-print-scenes';
import { ArtworkCheckScene } from './how-we-print-still';
import { PauseIcon, PlayIcon } from './icons';
import styles from './how-we-print-film.module.css';

const SCENE_DURATION_MS = 4500;

const chapters: { title: string; text: string; Scene: ComponentType }[] = [
  {
    title: 'Your artwork is checked',
    text: 'A person in our pre-press team checks every file for bleed, resolution and fonts.',
    Scene: ArtworkCheckScene,
  },
  {
    title: 'Printed in London',
    text: 'Short runs go on our HP Indigo presses the same day; longer runs go to litho.',
    Scene: PressScene,
  },
  {
    title: 'Cut, finished and packed',
    text: 'Trimmed to size, laminated or folded if you chose it, then boxed by hand.',
    Scene: FinishingScene,
  },
  {
    title: 'On its way',
    text: 'Same-day delivery on selected London postcodes, free UK delivery everywhere else.',
    Scene: DispatchScene,
  },
];

/**
 * A short illustrated film of an order's day, played chapter by chapter. Every chapter's words
 * are on screen, so the film needs no captions; with reduced motion it starts paused and still.
 */
export function HowWePrintFilm() {
  const reducedMotion = usePrefersReducedMotion();
  const [chapter, setChapter] = useState(0);
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const playing = chosenPlaying ?? !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setChapter((index) => (index + 1) % chapters.length), SCENE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [playing, chapter]);

  const { Scene } = chapters[chapter] ?? chapters[0]!;

  return (
    <div className={styles.film} data-paused={!playing || undefined}>
      <div className={styles.stage}>
        {/* Keyed so each chapter's animation starts from its first frame. */}
        <Scene key={chapter} />
        <button
          type="button"
          className={styles.playPause}
          aria-label={playing ? 'Pause film' : 'Play film'}
          onClick={() => setChosenPlaying(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      </div>
      <ol className={styles.chapters} aria-label="Chapters">
        {chapters.map((item, index) => (
          <li key={item.title}>
            <button
              type="button"
              className={styles.chapter}
              aria-current={index === chapter ? 'step' : undefined}
              onClick={() => setChapter(index)}
            >
              <span className={styles.progress} style={{ animationDuration: `${SCENE_DURATION_MS}ms` }} />
              <span className={styles.chapterTitle}>
                {index + 1}. {item.title}
              </span>
              <span className={styles.chapterText}>{item.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
