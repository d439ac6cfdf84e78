import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { CHECKOUT_STEPS, type CheckoutStepId } from '../checkout-paths';
import styles from './checkout-steps.module.css';

/**
 * Where the shopper is in checkout: Details, Artwork, Payment. Steps already done link back (the
 * checkout keeps what they saved); the current one is marked for assistive tech with aria-current.
 */
export function CheckoutSteps({ current }: { current: CheckoutStepId }) {
  const currentIndex = CHECKOUT_STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Checkout progress" className={styles.nav}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          const label = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size={16} /> : index + 1}
              </span>
              <span className={styles.label}>
                <span className={styles.visuallyHidden}>
                  Step {index + 1} of {CHECKOUT_STEPS.length}:{' '}
                </span>
                {step.label}
                {state === 'done' && <span className={styles.visuallyHidden}>, done</span>}
              </span>
            </>
          );
          return (
            <li key={step.id} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? (
                <Link to={step.href} variant="plain" className={styles.item}>
                  {label}
                </Link>
              ) : (
                <span className={styles.item}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
