import type { OrderPolicyName } from '@bff/schemas/checkout';
import { Icon } from '@web/components/ui/icon';
import { Skeleton } from '@web/components/ui/skeleton';
import { CollectionAddress } from '@web/features/orders/components/invoice-document';
import type { CheckoutQuote } from '../api/checkout-queries';
import styles from './travel-info.module.css';

/** Why there is no date yet: no postcode, or items that cannot go as they are (their messages say why). */
function noEstimateText(policy: OrderPolicyName, quote: CheckoutQuote): string {
  if (!quote.allAvailable) return 'once every item can be sent';
  return policy === 'delivery' ? 'enter your postcode to see it' : 'we will email you';
}

interface TravelInfoProps {
  policy: OrderPolicyName;
  /** The quote for this policy, or undefined while it is priced. */
  quote: CheckoutQuote | undefined;
}

/**
 * What the chosen policy means for this order, from the quote: the estimated delivery (with the
 * same-day London badge when the postcode qualifies), or the collection point and when it is ready.
 */
export function TravelInfo({ policy, quote }: TravelInfoProps) {
  const current = quote?.orderPolicy === policy ? quote : undefined;
  const estimate = current?.estimatedDelivery;

  return (
    <div className={styles.info} aria-live="polite" aria-busy={!current || undefined}>
      {policy === 'delivery' && current?.sameDayDelivery && (
        <p className={styles.sameDay}>
          <Icon name="bolt" size={18} />
          Same-day London delivery
        </p>
      )}
      <p className={styles.estimate}>
        <Icon name={policy === 'delivery' ? 'truck' : 'calendar'} size={20} />
        <span>
          {policy === 'delivery' ? 'Estimated delivery: ' : 'Ready to collect: '}
          {current ? (
            estimate ? (
              <time dateTime={estimate.iso} className={styles.date}>
                {estimate.text}
              </time>
            ) : (
              <span className={styles.muted}>{noEstimateText(policy, current)}</span>
            )
          ) : (
            <Skeleton width="10em" />
          )}
        </span>
      </p>
      {policy === 'collection' && (
        <div className={styles.collection}>
          <h3 className={styles.collectionTitle}>
            <Icon name="pin" size={18} />
            Collection point
          </h3>
          {current?.collection ? (
            <CollectionAddress point={current.collection} />
          ) : current ? (
            <p className={styles.muted}>Our London workshop; we email the address with your confirmation.</p>
          ) : (
            <div className={styles.skeleton}>
              <Skeleton width="60%" />
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
