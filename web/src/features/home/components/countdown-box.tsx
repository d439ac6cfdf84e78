import type { HomeData } from '../api/home-queries';
import { timeUntilCutOff } from '../cut-off';
import { renderedTime } from '@web/lib/server-clock';
import { useSecondClock } from '@web/lib/use-second-clock';
import { Skeleton } from '@web/components/ui/skeleton';
import styles from './countdown-box.module.css';

interface CountdownBoxProps {
  /** `undefined` while the home data loads, `null` when the upstream has no date to promise. */
  minDelivery: HomeData['minDelivery'] | undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The 16:00 London cut-off, counted down to the second. */
export function CountdownBox({ minDelivery }: CountdownBoxProps) {
  const now = useSecondClock();
  const left = now === null ? null : timeUntilCutOff(new Date(now));
  // The wording changes twice a day at most; it is not live, so it is never announced on its own.
  // Unlike the digits it needs no ticking clock: the server words it for the time it renders the
  // page, and the browser hydrates it for that same time.
  const afterCutOff = !(left ?? timeUntilCutOff(new Date(renderedTime()))).isToday;
  const units = [
    { label: 'hours', value: left?.hours },
    { label: 'minutes', value: left?.minutes },
    { label: 'seconds', value: left?.seconds },
  ];

  return (
    <section className={styles.box} aria-labelledby="countdown-title">
      <h2 id="countdown-title" className={styles.title}>
        {afterCutOff ? 'Order now, printed tomorrow' : 'Order by 16:00, printed today'}
      </h2>
      <p id="countdown-sentence" className={styles.sentence}>
        {afterCutOff
          ? "Today's cut-off has passed. Time left before tomorrow's 16:00 cut-off"
          : 'Time left to order for same-day printing'}
      </p>
      {/* role=timer is never announced as it changes (aria-live off): the sentence above gives
          screen readers the meaning once, and the digits are there to read on demand. */}
      <div role="timer" aria-live="off" aria-labelledby="countdown-sentence" className={styles.timer}>
        {units.map(({ label, value }) => (
          <div key={label} className={styles.unit}>
            {value === undefined ? (
              <Skeleton width="2.2ch" height="1.1em" tone="dark" className={styles.digits} />
            ) : (
              <span className={styles.digits}>{pad(value)}</span>
            )}
            <span className={styles.label}>{label}</span>
          </div>
        ))}
      </div>
      <ul className={styles.facts}>
        <li>Printed in 2-4 hours, subject to order approval</li>
        <li>
          {minDelivery === null ? (
            'Same-day delivery on selected London postcodes'
          ) : (
            <>
              Earliest delivery
              {/* On its own line so the box keeps its height whether the date is loaded or not. */}
              <span className={styles.deliveryDate}>
                {minDelivery === undefined ? (
                  <Skeleton width="10em" height="1.2em" tone="dark" />
                ) : (
                  `${minDelivery.day} ${minDelivery.date}${minDelivery.suffix} ${minDelivery.month}`
                )}
              </span>
            </>
          )}
        </li>
        <li>
          <strong>Free UK delivery</strong> on our standard service
        </li>
      </ul>
    </section>
  );
}
