import { useQuery } from '@tanstack/react-query';
import { buttonClassName } from '@web/components/ui/button-look';
import { Container } from '@web/components/ui/container';
import { homeQueries } from '../api/home-queries';
import { AccountTiles } from './account-tiles';
import { CountdownBox } from './countdown-box';
import { FeatureBoxes } from './feature-boxes';
import { HeroSlider, HeroSliderSkeleton } from './hero-slider';
import { PopularProducts } from './popular-products';
import { PosterBanner } from './poster-banner';
import { RatingBlock } from './rating-block';
import { SamplePackTile } from './sample-pack-tile';
import { VideoTile } from './video-tile';
import shared from './shared.module.css';
import styles from './home-page.module.css';

/**
 * The home page. The promises, countdown and promotions need no data and paint at once; the
 * slides, rating and popular products fill in their skeletons when /api/home answers.
 */
export function HomePage() {
  const home = useQuery(homeQueries.home());
  const data = home.data;

  return (
    <Container className={styles.page}>
      <h1 className={shared.visuallyHidden}>Online printing, printed same day in London</h1>

      <div className={styles.hero}>
        {data ? (
          data.slides.length > 0 && <HeroSlider slides={data.slides} />
        ) : home.isError ? (
          <div className={styles.loadError} role="alert">
            <p>Today&apos;s offers did not load. Everything else on the page still works.</p>
            {/* The shop's outline Button as a plain <button>: react-aria's would be in the first load. It needs
                no busy state: a query with no data is pending again while it retries, so the skeleton shows. */}
            <button
              type="button"
              className={buttonClassName({ variant: 'outline' })}
              onClick={() => void home.refetch()}
            >
              Try again
            </button>
          </div>
        ) : (
          <HeroSliderSkeleton />
        )}
        <div className={styles.aside}>
          <CountdownBox minDelivery={home.isError ? null : data?.minDelivery} />
          {!home.isError && <RatingBlock rating={data?.rating} />}
        </div>
      </div>

      <FeatureBoxes />

      {!home.isError && <PopularProducts products={data?.popular} />}

      <AccountTiles />

      <div className={styles.extras}>
        <VideoTile />
        <SamplePackTile />
      </div>

      <PosterBanner />
    </Container>
  );
}
