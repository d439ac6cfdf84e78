import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Button as AriaButton } from 'react-aria-components';
import { Container } from '@web/components/ui/container';
import { Icon, type IconName } from '@web/components/ui/icon';
import { Skeleton } from '@web/components/ui/skeleton';
import { useLogout } from '@web/features/auth/api/use-logout';
import { accountQueries } from '../api/account-queries';
import { Avatar } from './avatar';
import styles from './account-layout.module.css';

const SECTIONS: { to: '/account/profile' | '/account/orders' | '/account/settings'; label: string; icon: IconName }[] = [
  { to: '/account/profile', label: 'Account Info', icon: 'user' },
  { to: '/account/orders', label: 'My Orders', icon: 'printer' },
  { to: '/account/settings', label: 'Settings', icon: 'lock' },
];

/** The account area's frame: who is logged in, the section nav (side bar from 1024 px, tabs below) and the page. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const logout = useLogout();
  return (
    <Container className={styles.layout}>
      <aside className={styles.aside}>
        <Greeting />
        <nav aria-label="Account" className={styles.nav}>
          <ul className={styles.list}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <RouterLink to={section.to} className={styles.link}>
                  <Icon name={section.icon} size={20} />
                  <span>{section.label}</span>
                </RouterLink>
              </li>
            ))}
            <li>
              <AriaButton className={styles.link} onPress={() => logout.mutate()} isPending={logout.isPending}>
                <Icon name="arrow-right" size={20} />
                <span>Log Out</span>
              </AriaButton>
            </li>
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>{children}</div>
    </Container>
  );
}

function Greeting() {
  const { data: profile } = useQuery(accountQueries.profile());
  if (!profile) {
    return (
      <div className={styles.greeting} aria-hidden="true">
        <Skeleton shape="circle" width={48} height={48} />
        <div className={styles.who}>
          <Skeleton width={120} />
          <Skeleton width={90} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.greeting}>
      <Avatar url={profile.avatarUrl} name={profile.firstName} size="md" />
      <div className={styles.who}>
        <p className={styles.name}>
          {profile.firstName} {profile.lastName}
        </p>
        <p className={styles.type}>
          {profile.accountTypeName} account
          {profile.discountPercent > 0 && ` · ${profile.discountPercent}% off every order`}
        </p>
      </div>
    </div>
  );
}
