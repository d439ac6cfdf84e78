import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { AnchorLink, Link } from '@web/components/ui/link';
import { Modal } from '@web/components/ui/modal';
import { PhoneLink } from '@web/components/ui/phone-link';
import { LetterGroups } from './letter-groups';
import { PLACEHOLDER_NAV, type NavEntry } from './nav-entries';
import styles from './mobile-nav.module.css';

interface MobileNavDrawerProps {
  entries?: NavEntry[];
  phones?: string[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The phone menu's drawer: the menus as an accordion, then the shop's other pages and phone numbers. */
export function MobileNavDrawer({ entries, phones, isOpen, onOpenChange }: MobileNavDrawerProps) {
  return (
    <Modal placement="left" width={360} isOpen={isOpen} onOpenChange={onOpenChange}>
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
  );
}
