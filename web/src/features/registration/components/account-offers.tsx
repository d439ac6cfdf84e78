import { useId } from 'react';
import type { AccountType } from '@bff/shared/answer-kinds';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { REGISTRATION_FORMS } from '../registration-forms';
import styles from './account-offers.module.css';
import { BUSINESS_DISCOUNT_PERCENT } from '@bff/shared/shop';

interface Offer {
  name: string;
  /** One line for the list of other account types. */
  summary: string;
  benefits: string[];
}

// The offers of the business, reseller and student accounts.
const OFFERS: Record<AccountType, Offer> = {
  individual: {
    name: 'Personal account',
    summary: 'For one-off and personal orders.',
    benefits: [
      'Track every order and download your invoices',
      'Your details saved for a faster checkout',
      'Same-day printing in London, 7 days a week',
      'Free UK delivery',
    ],
  },
  business: {
    name: 'Business account',
    summary: '5% off every order and a personal account manager.',
    benefits: [`Automatic ${BUSINESS_DISCOUNT_PERCENT}% discount on all orders`, 'A personal account manager', 'Optional pay by invoice'],
  },
  reseller: {
    name: 'Reseller account',
    summary: '10-20% off and white-label delivery to your clients.',
    benefits: [
      'White-label delivery',
      '10-20% discount on all printed products',
      'Optional payment by invoice',
      'A personal account manager',
      'Unbranded deliveries',
    ],
  },
  student: {
    name: 'Student account',
    summary: 'Up to 50% off large format printing.',
    benefits: [
      'Up to 50% off selected large format printing',
      '20% off small format and apparel',
      '10% off art materials',
      'Proof of student status required',
    ],
  },
};

interface AccountOffersProps {
  /** The account type of the page: its offers first, then the other types. */
  accountType: AccountType;
}

/** The offers of an account type, shown beside its sign-up form, with links to the other types. */
export function AccountOffers({ accountType }: AccountOffersProps) {
  const offer = OFFERS[accountType];
  const titleId = useId();
  return (
    <div className={styles.panel}>
      <section className={styles.offer} aria-labelledby={titleId}>
        <p className={styles.eyebrow}>What you get</p>
        <h2 id={titleId} className={styles.title}>
          {offer.name}
        </h2>
        <ul className={styles.benefits}>
          {offer.benefits.map((benefit) => (
            <li key={benefit}>
              <span className={styles.tick} aria-hidden="true">
                <Icon name="check" size={16} />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <AccountTypeLinks exclude={accountType} title="Other accounts" />
    </div>
  );
}

interface AccountTypeLinksProps {
  title: string;
  /** The type of the current page, left out of the list. */
  exclude?: AccountType;
}

/** The account types as links to their sign-up pages, each with its one-line offer. */
export function AccountTypeLinks({ title, exclude }: AccountTypeLinksProps) {
  const titleId = useId();
  const types = (Object.keys(OFFERS) as AccountType[]).filter((type) => type !== exclude);
  return (
    <section className={styles.others} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.othersTitle}>
        {title}
      </h2>
      <ul className={styles.otherList}>
        {types.map((type) => (
          <li key={type}>
            <Link to={REGISTRATION_FORMS[type].path} variant="plain" className={styles.other}>
              <span className={styles.otherName}>{OFFERS[type].name}</span>
              <span className={styles.otherSummary}>{OFFERS[type].summary}</span>
              <Icon name="chevron-right" size={18} className={styles.otherArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
