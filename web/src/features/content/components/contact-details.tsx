import type { ReactNode } from 'react';
import type { CompanyInfo } from '@web/features/layout/api/layout-queries';
import { Icon, type IconName } from '@web/components/ui/icon';
import { PlainLink } from '@web/components/ui/link';
import { PhoneLink } from '@web/components/ui/phone-link';
import styles from './contact-details.module.css';

type ContactInfo = Pick<CompanyInfo, 'phones' | 'hours' | 'salesEmail' | 'address'>;

/**
 * The shop's details as printed on its stationery: what the page shows until the company profile
 * has loaded, or if it cannot be.
 */
export const STATIC_CONTACT: ContactInfo = {
  phones: ['020 7946 0123', '020 7946 0456'],
  hours: ['Monday to Friday 9 AM - 6 PM', 'Saturday 10 AM - 5 PM'],
  salesEmail: 'sales@printshoplondon.co.uk',
  address: 'Unit 4, 27 Old Street, London, EC1V 9HL',
};

function Detail({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className={styles.detail}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** Beside the form: two phone numbers, the opening hours, the sales email and the address. */
export function ContactDetails({ company }: { company: ContactInfo | undefined }) {
  const info = company ?? STATIC_CONTACT;
  // A profile without schedules still has the shop's usual hours.
  const hours = info.hours.length > 0 ? info.hours : STATIC_CONTACT.hours;
  return (
    <ul className={styles.list}>
      <Detail icon="phone" title="Call us">
        {info.phones.slice(0, 2).map((phone) => (
          <PhoneLink key={phone} phone={phone} className={styles.strong} />
        ))}
      </Detail>
      {/* The office's hours; the workshop prints every day, which the shop promises everywhere else. */}
      <Detail icon="clock" title="Office hours">
        {hours.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>We print 7 days a week, bank holidays included.</span>
      </Detail>
      <Detail icon="mail" title="Sales">
        <PlainLink href={`mailto:${info.salesEmail}`} variant="plain" className={styles.email}>
          {/* On a phone the address may wrap before its @, not mid-word. */}
          {info.salesEmail.replace(/@.*/, '')}
          <wbr />
          {info.salesEmail.replace(/^[^@]*/, '')}
        </PlainLink>
      </Detail>
      <Detail icon="pin" title="Visit our workshop">
        <address className={styles.address}>{info.address}</address>
      </Detail>
    </ul>
  );
}
