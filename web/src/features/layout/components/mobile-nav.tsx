import { buttonClassName } from '@web/components/ui/button-look';
import { Icon } from '@web/components/ui/icon';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { useOverlayOnIntent } from '@web/lib/overlay-on-intent';
import type { NavEntry } from './nav-entries';
import styles from './mobile-nav.module.css';

const { Component: LazyMobileNavDrawer, preload } = lazyOnIntent(
  () => import('./mobile-nav-drawer').then((module) => module.MobileNavDrawer),
  null,
);

interface MobileNavProps {
  entries?: NavEntry[];
  phones?: string[];
}

/** Under 1024 px (where the navbar no longer fits): a hamburger opening a drawer with the menus as an accordion. */
export function MobileNav({ entries, phones }: MobileNavProps) {
  const { mounted, triggerProps, overlayProps } = useOverlayOnIntent(preload);
  return (
    <>
      <button {...triggerProps} aria-haspopup="dialog" aria-label="Open menu" className={buttonClassName({ variant: 'ghost' }, styles.burger)}>
        <Icon name="menu" size={26} />
      </button>
      {mounted && <LazyMobileNavDrawer isOpen={overlayProps.isOpen} onOpenChange={overlayProps.onOpenChange} entries={entries} phones={phones} />}
    </>
  );
}
