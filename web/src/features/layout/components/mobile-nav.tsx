import { Button as AriaButton, Disclosure, DisclosurePanel, DialogTrigger } from 'react-aria-components';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { AnchorLink, Link } from '@web/components/ui/link';
import { Modal } from '@web/components/ui/modal';
import { useUntilNavigation } from '@web/lib/use-until-navigation';
import { LetterGroups } from './letter-groups';
import { PLACEHOLDER_NAV, type NavEntry } from './nav-entries';
import { PhoneLink } from '@web/components/ui/phone-link';
import styles from './mobile-nav.module.css';

interface MobileNavProps {
  entries?: NavEntry[];
  phones?: string[];
}

/** Under 1024 px (where the navbar no longer fits): a hamburger opening a drawer with the menus as an accordion. */
export function MobileNav({ entries, phones }: MobileNavProps) {
  const [open, setOpen] = useUntilNavigation<true>();
  return (
    <DialogTrigger isOpen={open === true} onOpenChange={(next) => setOpen(next ? true : null)}>
      <Button variant="ghost" className={styles.burger} aria-label="Open menu">
        <Icon name="menu" size={26} />
      </Button>
      <Modal placement="left" width={360}>
        <Dialog title="Menu" className={styles.dialog}>
          <nav aria-label="Main">
            <ul className={styles.list} aria-busy={entries ? undefined : true}>
              <li>
                <Link to="/" variant="plain" className={styles.row}>
                  Home
                </Link>
              </li>
              {entries
                ? entries.map((entry) => (
                    <li key={entry.key}>
                      <Disclosure className={styles.disclosure}>
                        <AriaButton slot="trigger" className={styles.row}>
                          {entry.label}
                          <Icon name="chevron-down" size={18} className={styles.chevron} />
                        </AriaButton>
                        <DisclosurePanel className={styles.panel}>
                          {entry.href && (
                            <AnchorLink href={entry.href} className={styles.shopAll}>
                              Shop all {entry.label}
                              <Icon name="arrow-right" size={16} />
                            </AnchorLink>
                          )}
                          <LetterGroups groups={entry.groups} variant="drawer" />
                        </DisclosurePanel>
                      </Disclosure>
                    </li>
                  ))
                : PLACEHOLDER_NAV.slice(1).map((name) => (
                    <li key={name}>
                      <span className={styles.row} data-placeholder>
                        {name}
                      </span>
                    </li>
                  ))}
            </ul>
          </nav>
          <ul className={styles.extras}>
            <li>
              <Link to="/same-day-printing-service-in-london" variant="plain" className={styles.extra}>
                <Icon name="bolt" size={18} />
                Same-day printing in London
              </Link>
            </li>
            <li>
              <Link to="/blogs" variant="plain" className={styles.extra}>
                <Icon name="book" size={18} />
                Blog
              </Link>
            </li>
            {phones?.map((phone) => (
              <li key={phone}>
                <PhoneLink phone={phone} className={styles.extra}>
                  <Icon name="phone" size={18} />
                  {phone}
                </PhoneLink>
              </li>
            ))}
          </ul>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
