import { AccountTypeLinks } from './account-offers';
import styles from './account-offers.module.css';

/** Beside the login form: the way to an account for a shopper who has none yet. */
export function RegisterInvite() {
  return (
    <div className={styles.panel}>
      <section className={styles.offer} aria-label="Why register">
        <p className={styles.eyebrow}>New customer?</p>
        <p className={styles.title}>Print today, track every order</p>
        <p className={styles.lead}>
          An account keeps your orders, invoices and delivery details in one place. Businesses, resellers and students get
          their own prices.
        </p>
      </section>
      <AccountTypeLinks title="Create an account" />
    </div>
  );
}
