import { Skeleton } from '@web/components/ui/skeleton';
import type { CheckoutStepId } from '../checkout-paths';
import { CheckoutLayout } from './checkout-layout';
import styles from './checkout-step-skeleton.module.css';

const TITLES: Record<CheckoutStepId, string> = { details: 'Delivery details', artwork: 'Upload artwork', payment: 'Payment' };

/** A step's frame while its saved checkout loads: the real progress and title, placeholders for the rest. */
export function CheckoutStepSkeleton({ step }: { step: CheckoutStepId }) {
  return (
    <CheckoutLayout
      step={step}
      title={TITLES[step]}
      summary={
        <div className={styles.summary} aria-hidden="true">
          <Skeleton width="50%" height={24} />
          <Skeleton shape="block" height={56} />
          <Skeleton shape="block" height={56} />
          <Skeleton width="100%" height={120} shape="block" />
        </div>
      }
    >
      <div className={styles.body} aria-busy="true" aria-label="Loading">
        <Skeleton shape="block" height={72} />
        <Skeleton shape="block" height={72} />
        <Skeleton width="40%" height={24} />
        <Skeleton shape="block" height={240} />
      </div>
    </CheckoutLayout>
  );
}
