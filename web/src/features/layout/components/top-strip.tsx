import type { ReactNode } from 'react';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { Skeleton } from '@web/components/ui/skeleton';
import { PhoneLink } from '@web/components/ui/phone-link';
import styles from './top-strip.module.css';

interface TopStripProps {
  /** Support numbers; undefined while the shell data loads. */
  phones?: string[];
  pending?: boolean;
  /** The login dropdown or account menu (owned by the auth feature, composed in by the root route). */
  account: ReactNode;
}

export function TopStrip({ phones, pending, account }: TopStripProps) {
  return (
    <div className={styles.strip}>
      <Container className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <Link to="/same-day-printing-service-in-london" variant="plain" className={styles.link}>
              <Icon name="bolt" size={16} className={styles.bolt} />
              <span>
                Same-day printing<span className={styles.wide}> in London</span>
              </span>
            </Link>
          </li>
          <li className={styles.roomy}>
            <Link to="/blogs" variant="plain" className={styles.link}>
              <Icon name="book" size={16} />
              <span>Blog</span>
            </Link>
          </li>
        </ul>
        <div className={styles.end}>
          {pending && <Skeleton tone="dark" width={220} height={16} className={styles.phones} />}
          {phones && phones.length > 0 && (
            <p className={styles.phones}>
              <Icon name="phone" size={16} />
              <span className={styles.phoneList}>
                {phones.map((phone, index) => (
                  <span key={phone}>
                    {index > 0 && <span aria-hidden="true"> · </span>}
                    <PhoneLink phone={phone} className={styles.link} />
                  </span>
                ))}
              </span>
            </p>
          )}
          {account}
        </div>
      </Container>
    </div>
  );
}
