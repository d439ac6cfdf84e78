import { DialogTrigger } from 'react-aria-components';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { ArtworkCheckScene } from './how-we-print-scenes';
import { PlayIcon } from './icons';
import styles from './video-tile.module.css';

/** The film's four animated scenes: fetched when it first opens, or on intent. */
const { Component: LazyFilm, preload: preloadFilm } = lazyOnIntent(
  () => import('./how-we-print-film').then((module) => module.HowWePrintFilm),
  <div className={styles.filmLoading}>
    <Spinner label="Loading the film" />
  </div>,
);

/** 'Watch how we print': a still from the film that opens it in a modal. */
export function VideoTile() {
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
        {/* DialogTrigger returns focus to this button when the film closes. */}
        <DialogTrigger>
          <Button variant="inverse" size="lg" onHoverStart={preloadFilm} onFocus={preloadFilm} onPressStart={preloadFilm}>
            <PlayIcon />
            Watch how we print
          </Button>
          <Modal width={880}>
            <Dialog title="How we print">
              <LazyFilm />
            </Dialog>
          </Modal>
        </DialogTrigger>
      </div>
    </section>
  );
}
