import { useId } from 'react';
import { Link } from 'react-aria-components';
import { buttonClassName } from '@web/components/ui/button-look';
import { Icon } from '@web/components/ui/icon';
import { APP_ANCHOR_ATTRIBUTE } from '@web/lib/anchor-navigation';
import { CHECKOUT_PATH } from '../cart-paths';
import styles from './checkout-link.module.css';

interface CheckoutLinkProps {
  /** Why checkout cannot start yet ('Shopping cart empty!' for an empty cart); null when it can. */
  blockedBy: string | null;
  /** The id of an element already saying why (the reason is then not repeated under the link). */
  reasonId?: string;
  onPress?: () => void;
}

/** The way to checkout; disabled, saying why under it, while the cart cannot be checked out. */
export function CheckoutLink({ blockedBy, reasonId: shownReasonId, onPress }: CheckoutLinkProps) {
  const ownReasonId = useId();
  const reasonId = shownReasonId ?? ownReasonId;
  return (
    <div className={styles.checkout}>
      <Link
        // No address while disabled, so it cannot be opened in a new tab either.
        href={blockedBy === null ? CHECKOUT_PATH : undefined}
        isDisabled={blockedBy !== null}
        aria-describedby={blockedBy ? reasonId : undefined}
        onPress={onPress}
        // Opened in place by the router, as every link of the shop is: a full page load would drop what
        // the tab holds in memory, such as the delivery details typed and not yet saved.
        {...{ [APP_ANCHOR_ATTRIBUTE]: '' }}
        // A disabled call to action in the accent colour still shouts; in outline it reads as 'not yet'.
        className={buttonClassName({ variant: blockedBy === null ? 'primary' : 'outline', size: 'lg', fullWidth: true })}
      >
        <Icon name="lock" size={18} />
        Checkout
      </Link>
      {blockedBy && !shownReasonId && (
        <p id={reasonId} className={styles.reason}>
          {blockedBy}
        </p>
      )}
    </div>
  );
}
