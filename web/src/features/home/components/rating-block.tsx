import type { HomeData } from '../api/home-queries';
import { Skeleton } from '@web/components/ui/skeleton';
import styles from './rating-block.module.css';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';
const reviewCount = new Intl.NumberFormat('en-GB');

function StarRow({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 120 24" width="120" height="24" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR_PATH} transform={`translate(${index * 24} 0)`} />
      ))}
    </svg>
  );
}

/** The shop's Google rating; `rating` is undefined while the home data loads. */
export function RatingBlock({ rating }: { rating: HomeData['rating'] | undefined }) {
  // A shop with no reviews yet says nothing rather than '0.0 out of 5'.
  if (rating?.count === 0) return null;
  return (
    <section className={styles.rating} aria-labelledby="rating-title">
      <h2 id="rating-title" className={styles.heading}>
        Rated by our customers on Google
      </h2>
      {rating === undefined ? (
        <div className={styles.body} aria-hidden="true">
          <Skeleton width={180} height={36} />
          <Skeleton width={150} height={22} />
        </div>
      ) : (
        <div className={styles.body}>
          <p className={styles.score}>
            <span className={styles.number} aria-hidden="true">
              {rating.point.toFixed(1)}
            </span>
            <span className={styles.stars} role="img" aria-label={`Rated ${rating.point.toFixed(1)} out of 5`}>
              <StarRow className={styles.starsEmpty} />
              {/* The filled row is clipped to the score, so 4.8 shows four and four-fifths stars. */}
              <span className={styles.starsFilled} style={{ width: `${(rating.point / 5) * 100}%` }}>
                <StarRow className={styles.starsFull} />
              </span>
            </span>
          </p>
          <p className={styles.count}>Based on {reviewCount.format(rating.count)} reviews</p>
        </div>
      )}
    </section>
  );
}
