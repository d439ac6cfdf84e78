import { useQuery } from '@tanstack/react-query';
import { BUSINESS_DISCOUNT_PERCENT } from '@bff/shared/shop';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { isCustomer, sessionQueries } from '@web/features/auth/api/session';
import { openLoginModal } from '@web/features/auth/login-modal-store';
import styles from './account-prices-prompt.module.css';

export const ACCOUNT_PRICES_NOTICE = 'Log in and your cart is priced for your account. Nothing in it changes.';

/**
 * Under the order summary for shoppers who are not logged in: account customers pay less, so they may
 * log in right here (the login modal) and the cart re-prices without leaving the page.
 */
export function AccountPricesPrompt() {
  const { data: session, isPending } = useQuery(sessionQueries.current());
  if (isPending || isCustomer(session)) return null;
  return (
    <section className={styles.prompt} aria-labelledby="account-prices-title">
      <Icon name="user" size={22} className={styles.icon} />
      <div className={styles.text}>
        <h2 id="account-prices-title" className={styles.title}>
          Have a business account?
        </h2>
        <p className={styles.body}>Business accounts get {BUSINESS_DISCOUNT_PERCENT}% off every order, taken before VAT. Your cart stays as it is.</p>
        <Button variant="outline" size="sm" onPress={() => openLoginModal({ notice: ACCOUNT_PRICES_NOTICE })}>
          Log in for your account prices
        </Button>
      </div>
    </section>
  );
}
