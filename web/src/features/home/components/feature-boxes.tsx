import { Icon, type IconName } from '@web/components/ui/icon';
import { AnchorLink } from '@web/components/ui/link';
import styles from './feature-boxes.module.css';

const features: { icon: IconName; title: string; text: string; href: string; more: string }[] = [
  {
    icon: 'clock',
    title: 'Same-day printing',
    text: 'Printed in 2-4 hours, subject to order approval.',
    href: '/same-day-printing',
    more: 'How same-day works',
  },
  {
    icon: 'truck',
    title: 'Same-day delivery',
    text: 'On selected London postcodes.',
    href: '/same-day-printing-service-in-london',
    more: 'London delivery',
  },
  {
    icon: 'calendar',
    title: 'Open 7 days',
    text: 'Including bank holidays.',
    href: '/contact',
    more: 'Contact us',
  },
];

/** The three promises the shop is chosen for, each leading to the page that explains it. */
export function FeatureBoxes() {
  return (
    <ul className={styles.features} aria-label="Our promises">
      {features.map((feature) => (
        <li key={feature.title}>
          <AnchorLink href={feature.href} variant="none" className={styles.feature}>
            <span className={styles.icon}>
              <Icon name={feature.icon} size={24} />
            </span>
            <span className={styles.body}>
              <strong className={styles.title}>{feature.title}</strong>
              <span className={styles.text}>{feature.text}</span>
              <span className={styles.more}>
                {feature.more}
                <Icon name="arrow-right" size={16} />
              </span>
            </span>
          </AnchorLink>
        </li>
      ))}
    </ul>
  );
}
