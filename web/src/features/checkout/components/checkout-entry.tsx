import { useCart } from '@web/features/cart/cart-store';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { LoginForm } from '@web/features/auth/components/login-form';
import { GuestForm } from '../forms/guest-form';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutLayout } from './checkout-layout';
import styles from './checkout-entry.module.css';

const TITLE = 'Checkout';

/**
 * /order-process/checkout for a shopper not yet known: log in (the login form sends checkout logins
 * on to the right step), register, or continue as a guest with an email.
 */
export function CheckoutEntry() {
  const { cart } = useCart();
  if (cart.items.length === 0) return <CheckoutEmpty title={TITLE} />;

  return (
    <CheckoutLayout step="details" title={TITLE} intro="Log in for a faster checkout, or carry on as a guest with just your email.">
      <div className={styles.options}>
        <section className={styles.card} aria-labelledby="checkout-login-title">
          <h2 id="checkout-login-title" className={styles.cardTitle}>
            <Icon name="user" size={22} />
            Returning customer
          </h2>
          <p className={styles.cardText}>Your addresses are filled in for you, and business accounts get their discount.</p>
          <LoginForm headingLevel={2} />
        </section>

        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="checkout-guest-title">
            <h2 id="checkout-guest-title" className={styles.cardTitle}>
              <Icon name="mail" size={22} />
              Continue as guest
            </h2>
            <p className={styles.cardText}>No account needed. Track your order any time with its number and your email.</p>
            <GuestForm />
          </section>

          <section className={styles.card} aria-labelledby="checkout-register-title">
            <h2 id="checkout-register-title" className={styles.cardTitle}>
              <Icon name="plus" size={22} />
              New customer?
            </h2>
            <p className={styles.cardText}>Create an account to reorder in a click, keep every invoice and track each job.</p>
            <LinkButton to="/registration" variant="outline" fullWidth>
              Register
            </LinkButton>
          </section>
        </div>
      </div>
    </CheckoutLayout>
  );
}
