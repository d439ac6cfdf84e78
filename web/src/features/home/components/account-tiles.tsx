import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import shared from './shared.module.css';
import styles from './account-tiles.module.css';
import { BUSINESS_DISCOUNT_PERCENT } from '@bff/shared/shop';

// Routes are the spec's, including its spelling of 'bussiness'.
const accounts = [
  {
    id: 'business',
    kind: 'Business account',
    headline: '5% off every order, automatically',
    perks: [`Automatic ${BUSINESS_DISCOUNT_PERCENT}% discount on all orders`, 'A personal account manager', 'Optional pay-by-invoice'],
    href: '/registration/bussiness-account',
    action: 'Open a business account',
  },
  {
    id: 'student',
    kind: 'Student account',
    headline: 'Student prices, up to 50% off',
    perks: [
      'Up to 50% off selected large format printing',
      '20% off small format and apparel',
      '10% off art materials',
    ],
    href: '/registration/student-account',
    action: 'Open a student account',
  },
  {
    id: 'reseller',
    kind: 'Reseller account',
    headline: 'Trade prices, delivered under your name',
    perks: [
      '10-20% discount on every order',
      'White-label, unbranded delivery to your clients',
      'Pay by invoice',
      'A dedicated account manager',
    ],
    href: '/registration/reseller-account',
    action: 'Open a reseller account',
  },
] as const;

/** The three special accounts, each linking to its registration form. */
export function AccountTiles() {
  return (
    <section className={styles.section} aria-labelledby="accounts-title">
      <h2 id="accounts-title" className={shared.sectionTitle}>
        Accounts that pay for themselves
      </h2>
      <ul className={styles.tiles}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.tile} data-account={account.id}>
            <p className={styles.kind}>{account.kind}</p>
            <h3 className={styles.headline}>{account.headline}</h3>
            <ul className={styles.perks}>
              {account.perks.map((perk) => (
                <li key={perk}>
                  <Icon name="check" size={18} className={styles.tick} />
                  {perk}
                </li>
              ))}
            </ul>
            <LinkButton to={account.href} variant="outline" className={styles.action}>
              {account.action}
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
