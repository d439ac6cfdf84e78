import type { ReactNode } from 'react';
import type { Bootstrap } from '../api/layout-queries';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import type { NavEntry } from './nav-entries';
import { Navbar } from './navbar';
import { PhoneLink } from '@web/components/ui/phone-link';
import { TopStrip } from './top-strip';
import { UspBar } from './usp-bar';
import styles from './header.module.css';

interface HeaderProps {
  /** Undefined while loading (placeholders) or after a failed load. */
  company?: Bootstrap['company'];
  entries?: NavEntry[];
  pending?: boolean;
  /** The top strip's login dropdown or account menu. */
  account: ReactNode;
  /** The product search box with its autocomplete (owned by the search feature). */
  search: ReactNode;
  /** The cart button with its dropdown (owned by the cart feature). */
  cart: ReactNode;
}

export function Header({ company, entries, pending, account, search, cart }: HeaderProps) {
  const mainPhone = company?.phones[0];
  return (
    <header className={styles.header}>
      <TopStrip phones={company?.phones} pending={pending} account={account} />
      <div className={styles.brandRow}>
        <Container className={styles.brandInner}>
          <div className={styles.mobileOnly}>
            <MobileNav entries={entries} phones={company?.phones} />
          </div>
          <Logo className={styles.logo} />
          <div className={styles.search}>{search}</div>
          <div className={styles.actions}>
            {mainPhone && (
              <PhoneLink phone={mainPhone} className={styles.call} aria-label={`Call us on ${mainPhone}`}>
                <Icon name="phone" size={22} />
              </PhoneLink>
            )}
            {cart}
          </div>
        </Container>
      </div>
      <Navbar entries={entries} />
      <UspBar />
    </header>
  );
}
