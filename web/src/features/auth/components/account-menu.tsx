import { useEffect, useId, useState } from 'react';
import type { SessionView } from '../api/session';
import { buttonClassName } from '@web/components/ui/button-look';
import { Icon } from '@web/components/ui/icon';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { useOverlayOnIntent } from '@web/lib/overlay-on-intent';
import styles from './header-account.module.css';

const { Component: LazyAccountMenuPopover, preload } = lazyOnIntent(
  () => import('./account-menu-popover').then((module) => module.AccountMenuPopover),
  null,
);

// Logging in from the header's dropdown replaces 'Log in' with this menu, taking the focus with it:
// the menu's button then has it, rather than the page's start.
let focusWhenShown = false;

/** The next account menu to appear takes the focus (a login from the header's dropdown succeeded). */
export function focusAccountMenuWhenShown(): void {
  focusWhenShown = true;
}

interface AccountMenuProps {
  session: Extract<SessionView, { anonymous: false }>;
}

/** The top strip's account dropdown for a logged-in customer: avatar or first-letter badge, then the account pages. */
export function AccountMenu({ session }: AccountMenuProps) {
  const { mounted, setIsOpen, triggerProps, overlayProps } = useOverlayOnIntent(preload);
  const [focus, setFocus] = useState<'first' | 'last'>('first');
  const triggerId = useId();
  const initial = (session.firstName || session.name).trim().charAt(0).toUpperCase() || '?';
  const { ref: triggerRef } = triggerProps;
  useEffect(() => {
    if (!focusWhenShown) return;
    focusWhenShown = false;
    triggerRef.current?.focus();
  }, [triggerRef]);
  return (
    <>
      <button
        {...triggerProps}
        id={triggerId}
        onClick={() => {
          setFocus('first');
          triggerProps.onClick();
        }}
        // As a menu button does: the down arrow opens on the first item, the up arrow on the last.
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setFocus(event.key === 'ArrowDown' ? 'first' : 'last');
          setIsOpen(true);
        }}
        aria-haspopup="menu"
        aria-label={`Account menu for ${session.name}`}
        className={buttonClassName({ variant: 'ghost', size: 'sm' }, styles.trigger)}
      >
        {session.avatarUrl ? (
          <img src={session.avatarUrl} alt="" width={24} height={24} className={styles.avatar} />
        ) : (
          <span className={styles.badge} aria-hidden="true">
            {initial}
          </span>
        )}
        <span className={styles.name}>{session.firstName}</span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {mounted && <LazyAccountMenuPopover {...overlayProps} triggerId={triggerId} focus={focus} />}
    </>
  );
}
