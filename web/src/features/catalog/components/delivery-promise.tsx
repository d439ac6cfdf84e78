import type { DeliveryEstimateView, DeliveryServiceView } from '../api/catalog-queries';
import { Icon } from '@web/components/ui/icon';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSecondClock } from '@web/lib/use-second-clock';
import { cutOffMessage } from '../cut-off';
import styles from './delivery-promise.module.css';

interface DeliveryPromiseProps {
  service: DeliveryServiceView | undefined;
  estimate: DeliveryEstimateView | undefined;
  sameDayPrinting: boolean;
}

/** When the order arrives with the chosen service, and how long is left before the cut-off. */
export function DeliveryPromise({ service, estimate, sameDayPrinting }: DeliveryPromiseProps) {
  const now = useSecondClock();
  if (!service) return null;
  return (
    <div className={styles.promise}>
      <Icon name={service.collection ? 'pin' : 'truck'} size={22} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.date}>
          {service.collection ? 'Ready to collect' : 'Estimated delivery'}{' '}
          {estimate ? <strong data-testid="delivery-date">{estimate.text}</strong> : <Skeleton width="10em" className={styles.inline} />}
        </p>
        {estimate && now !== null && (
          <p className={styles.cutOff}>
            <Icon name="clock" size={16} />
            <span>
              {cutOffMessage({
                cutOffAt: estimate.cutOffAt,
                cutOff: service.cutOff,
                deliveryText: estimate.text,
                sameDayPrinting,
                now,
              })}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
