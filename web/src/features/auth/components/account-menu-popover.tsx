import type { RefObject } from 'react';
import { Separator } from 'react-aria-components';
import { Menu, MenuItem, MenuItemLink } from '@web/components/ui/menu';
import { Popover } from '@web/components/ui/popover';
import { useLogout } from '../api/use-logout';
import styles from './header-account.module.css';

interface AccountMenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The menu button's id: the popover is a dialog named by it, as react-aria's MenuTrigger names it. */
  triggerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The item focused on opening: the last when opened with the up arrow. */
  focus: 'first' | 'last';
}

/** The account menu's items: the account pages and Log Out. */
export function AccountMenuPopover({ triggerRef, triggerId, isOpen, onOpenChange, focus }: AccountMenuPopoverProps) {
  const logout = useLogout();
  return (
    <Popover triggerRef={triggerRef} aria-labelledby={triggerId} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end">
      <Menu
        aria-label="Account"
        // A menu opened from its button takes focus, as the menu button pattern has it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focus}
        onClose={() => onOpenChange(false)}
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
  );
}
