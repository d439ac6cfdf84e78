import { MenuTrigger, Separator } from 'react-aria-components';
import type { SessionView } from '../api/session';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { Menu, MenuItem, MenuItemLink } from '@web/components/ui/menu';
import { Popover } from '@web/components/ui/popover';
import { useLogout } from '../api/use-logout';
import styles from './header-account.module.css';

interface AccountMenuProps {
  session: Extract<SessionView, { anonymous: false }>;
}

/** The top strip's account dropdown for a logged-in customer: avatar or first-letter badge, then the account pages. */
export function AccountMenu({ session }: AccountMenuProps) {
  const logout = useLogout();
  const initial = (session.firstName || session.name).trim().charAt(0).toUpperCase() || '?';
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" className={styles.trigger} aria-label={`Account menu for ${session.name}`}>
        {session.avatarUrl ? (
          <img src={session.avatarUrl} alt="" width={24} height={24} className={styles.avatar} />
        ) : (
          <span className={styles.badge} aria-hidden="true">
            {initial}
          </span>
        )}
        <span className={styles.name}>{session.firstName}</span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </Button>
      <Popover placement="bottom end">
        <Menu
          aria-label="Account"
          onAction={(key) => {
            if (key === 'logout') logout.mutate();
          }}
        >
          <MenuItemLink id="profile" to="/account/profile">
            Account Info
          </MenuItemLink>
          <MenuItemLink id="orders" to="/account/orders">
            My Orders
          </MenuItemLink>
          <MenuItemLink id="settings" to="/account/settings">
            Settings
          </MenuItemLink>
          <Separator className={styles.separator} />
          <MenuItem id="logout" isDisabled={logout.isPending}>
            Log Out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
