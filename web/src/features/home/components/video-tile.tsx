import { useId } from 'react';
import { buttonClassName } from '@web/components/ui/button-look';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { useOverlayOnIntent } from '@web/lib/overlay-on-intent';
import { ArtworkCheckScene } from './how-we-print-still';
import { PlayIcon } from './icons';
import styles from './video-tile.module.css';

/**
 * The film in its dialog (react-aria's Modal and Dialog): fetched on intent or at the first press, which
 * opens it once the code is there. Never in the home page's first load.
 */
const { Component: LazyFilmDialog, preload } = lazyOnIntent(
  () => import('./film-dialog').then((module) => module.FilmDialog),
  null,
);

/** 'Watch how we print': a still from the film that opens it in a modal. */
export function VideoTile() {
  const { isOpen, mounted, triggerProps, overlayProps } = useOverlayOnIntent(preload);
  const dialogId = useId();

  return (
    <section className={styles.tile} aria-labelledby="video-title">
      <div className={styles.still}>
        <ArtworkCheckScene />
      </div>
      <div className={styles.copy}>
        <h2 id="video-title" className={styles.title}>
          From your file to your door
        </h2>
        <p className={styles.text}>Four steps, one day: see what happens to an order after you press Buy.</p>
        <button
          {...triggerProps}
          onClick={(event) => {
            // The dialog gives focus back to what had it when it opened: Safari does not focus a
            // clicked button, so focus it here, as react-aria's press did.
            event.currentTarget.focus();
            triggerProps.onClick();
          }}
          aria-haspopup="dialog"
          aria-controls={isOpen ? dialogId : undefined}
          className={buttonClassName({ variant: 'inverse', size: 'lg' })}
        >
          <PlayIcon />
          Watch how we print
        </button>
        {mounted && <LazyFilmDialog id={dialogId} isOpen={overlayProps.isOpen} onOpenChange={overlayProps.onOpenChange} />}
      </div>
    </section>
  );
}
