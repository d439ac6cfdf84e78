import type { LetterGroup } from '../api/layout-queries';
import { AnchorLink } from '@web/components/ui/link';
import { cx } from '@web/lib/cx';
import styles from './letter-groups.module.css';

/** The part of a react-aria keyboard event the mega menu needs. */
export type LinkKeyHandler = (event: { key: string; currentTarget: Element; preventDefault(): void }) => void;

interface LetterGroupsProps {
  groups: LetterGroup[];
  /** panel: columns in the desktop mega menu; drawer: a compact list in the mobile menu. */
  variant: 'panel' | 'drawer';
  /** Lets the mega menu move focus between its links with the arrow keys. */
  onLinkKeyDown?: LinkKeyHandler;
}

/** Sub-category links under their initial letter, each linking to /{slug}: bare anchors, as there are many. */
export function LetterGroups({ groups, variant, onLinkKeyDown }: LetterGroupsProps) {
  return (
    <div className={cx(styles.groups, styles[variant])}>
      {groups.map((group) => (
        <div key={group.letter} className={styles.group}>
          <p className={styles.letter}>{group.letter}</p>
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.slug}>
                <AnchorLink href={`/${link.slug}`} className={styles.link} onKeyDown={onLinkKeyDown}>
                  {link.name}
                </AnchorLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
