import { createLink } from '@tanstack/react-router';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
} from 'react-aria-components';
import { cx } from '@web/lib/cx';
import styles from './menu.module.css';

/**
 * An action menu (role=menu) for a MenuTrigger + Popover, e.g. the account menu. Navigation lists
 * such as the mega menus are links, not menus; do not use this for them.
 */
export function Menu<T extends object>({ className, ...props }: AriaMenuProps<T>) {
  return <AriaMenu {...props} className={cx(styles.menu, typeof className === 'string' ? className : undefined)} />;
}

/** One item; give it `href` to navigate or `onAction` to act. */
export function MenuItem({ className, ...props }: AriaMenuItemProps) {
  return (
    <AriaMenuItem {...props} className={composeRenderProps(className, (extra) => cx(styles.item, extra))} />
  );
}

/** A menu item that opens a page of the shop, with a typed `to` and the router's preloading. */
export const MenuItemLink = createLink(MenuItem);
