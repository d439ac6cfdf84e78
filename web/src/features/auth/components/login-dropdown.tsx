import { buttonClassName } from '@web/components/ui/button-look';
import { Icon } from '@web/components/ui/icon';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { useOverlayOnIntent } from '@web/lib/overlay-on-intent';
import { preloadLoginForm } from './lazy-login-form';
import styles from './header-account.module.css';

const { Component: LazyLoginPopover, preload: preloadLoginPopover } = lazyOnIntent(
  () => import('./login-popover').then((module) => module.LoginPopover),
  null,
);

const preload = () => {
  preloadLoginPopover();
  preloadLoginForm();
};

/** The top strip's 'Log in' for anonymous shoppers and guests: a popover with the login form. */
export function LoginDropdown() {
  const { mounted, triggerProps, overlayProps } = useOverlayOnIntent(preload);
  return (
    <>
      <button {...triggerProps} aria-haspopup="dialog" className={buttonClassName({ variant: 'ghost', size: 'sm' }, styles.trigger)}>
        <Icon name="user" size={18} />
        <span>Log in</span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {mounted && <LazyLoginPopover {...overlayProps} />}
    </>
  );
}
