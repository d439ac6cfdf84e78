import type { RefObject } from 'react';
import { Dialog } from '@web/components/ui/dialog';
import { Popover } from '@web/components/ui/popover';
import { focusAccountMenuWhenShown } from './account-menu';
import { LazyLoginForm } from './lazy-login-form';
import styles from './header-account.module.css';

interface LoginPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The top strip's login dropdown: a popover under 'Log in' with the login form. */
export function LoginPopover({ triggerRef, isOpen, onOpenChange }: LoginPopoverProps) {
  return (
    // Hung from the dark top strip's lower edge (4 px under the button, all of it the arrow's): the white
    // arrow points up into the strip, where it shows; one gap lower it sat on the white header, unseen.
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" width={340} offset={0} showArrow>
      <Dialog title="Log in" className={styles.dialog}>
        <LazyLoginForm
          onSuccess={() => {
            focusAccountMenuWhenShown();
            onOpenChange(false);
          }}
        />
      </Dialog>
    </Popover>
  );
}
