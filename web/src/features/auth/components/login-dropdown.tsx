import { DialogTrigger } from 'react-aria-components';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { Popover } from '@web/components/ui/popover';
import { useUntilNavigation } from '@web/lib/use-until-navigation';
import { LazyLoginForm, preloadLoginForm } from './lazy-login-form';
import styles from './header-account.module.css';

/** The top strip's 'Log in' for anonymous shoppers and guests: a popover with the login form. */
export function LoginDropdown() {
  const [open, setOpen] = useUntilNavigation<true>();
  return (
    <DialogTrigger isOpen={open === true} onOpenChange={(next) => setOpen(next ? true : null)}>
      <Button variant="ghost" size="sm" className={styles.trigger} onHoverStart={preloadLoginForm} onFocus={preloadLoginForm}>
        <Icon name="user" size={18} />
        <span>Log in</span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </Button>
      <Popover placement="bottom end" width={340} showArrow>
        <Dialog title="Log in" className={styles.dialog}>
          <LazyLoginForm onSuccess={() => setOpen(null)} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
