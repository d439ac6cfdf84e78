import { useEffect, useRef, type PointerEvent } from 'react';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { AnchorLink, Link } from '@web/components/ui/link';
import { useUntilNavigation } from '@web/lib/use-until-navigation';
import { LetterGroups, type LinkKeyHandler } from './letter-groups';
import { PLACEHOLDER_NAV, countLinks, type NavEntry } from './nav-entries';
import styles from './navbar.module.css';

// Hover opens after 200 ms. The grace period lets the pointer cross small gaps.
export const HOVER_OPEN_DELAY_MS = 200;
const HOVER_CLOSE_GRACE_MS = 300;

interface OpenMenu {
  key: string;
  /** A hover-opened menu closes when the pointer leaves; a pressed one stays until dismissed. */
  via: 'hover' | 'press';
}

interface NavbarProps {
  /** Undefined while the shell data loads: the placeholder list shows instead. */
  entries?: NavEntry[];
}

/**
 * The desktop navbar: Home, then a disclosure button + panel of links per mega menu (a navigation
 * menu is links, so this is the disclosure navigation pattern, not role=menu).
 */
export function Navbar({ entries }: NavbarProps) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <Container className={styles.inner}>
        {entries ? <MegaMenus entries={entries} /> : <PlaceholderList />}
      </Container>
    </nav>
  );
}

function PlaceholderList() {
  const [home, ...rest] = PLACEHOLDER_NAV;
  return (
    <ul className={styles.list} aria-busy="true">
      <li>
        <Link to="/" variant="plain" className={styles.top}>
          {home}
        </Link>
      </li>
      {rest.map((name) => (
        <li key={name}>
          <span className={styles.top} data-placeholder>
            {name}
          </span>
        </li>
      ))}
    </ul>
  );
}

function focusables(container: Element | null | undefined): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>('a[href]')) : [];
}

function MegaMenus({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = useUntilNavigation<OpenMenu>();
  const listRef = useRef<HTMLUListElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLDivElement>());
  const timers = useRef({ open: 0, close: 0 });
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  function cancelTimers() {
    window.clearTimeout(timers.current.open);
    window.clearTimeout(timers.current.close);
  }

  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.open);
      window.clearTimeout(pending.close);
    };
  }, []);

  // After ArrowDown/ArrowUp opened a menu, move focus into it once the panel is visible.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const links = focusables(panels.current.get(open.key));
    (focusOnOpen.current === 'first' ? links[0] : links.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  // A menu opened by a click closes on a click anywhere else.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: globalThis.PointerEvent) {
      if (!listRef.current?.contains(event.target as Node)) setOpen(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  function hoverStart(event: PointerEvent, key: string) {
    if (event.pointerType !== 'mouse') return;
    cancelTimers();
    if (open?.key === key) return;
    // Moving along the bar while a menu is open switches at once; the delay is for the first open.
    if (open) setOpen({ key, via: 'hover' });
    else timers.current.open = window.setTimeout(() => setOpen({ key, via: 'hover' }), HOVER_OPEN_DELAY_MS);
  }

  function hoverEnd(event: PointerEvent, key: string) {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(timers.current.open);
    if (open?.key === key && open.via === 'hover') {
      timers.current.close = window.setTimeout(() => setOpen(null), HOVER_CLOSE_GRACE_MS);
    }
  }

  function pressToggle(key: string, expanded: boolean) {
    cancelTimers();
    // A click on a menu that hovering has just opened pins it open rather than closing it.
    if (expanded || (open?.key === key && open.via === 'hover')) setOpen({ key, via: 'press' });
    else setOpen(null);
  }

  function moveAlongBar(from: Element, key: string) {
    const tops = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-nav-top]') ?? []);
    const index = tops.indexOf(from as HTMLElement);
    const target = {
      ArrowRight: tops[(index + 1) % tops.length],
      ArrowLeft: tops[(index - 1 + tops.length) % tops.length],
      Home: tops[0],
      End: tops.at(-1),
    }[key];
    target?.focus();
    return target !== undefined;
  }

  const onTopKeyDown: LinkKeyHandler = (event) => {
    if (moveAlongBar(event.currentTarget, event.key)) event.preventDefault();
  };

  function onTriggerKeyDown(event: Parameters<LinkKeyHandler>[0], key: string) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      cancelTimers();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open?.key === key) {
        // Already open: the effect will not run again, so focus now.
        const links = focusables(panels.current.get(key));
        (focusOnOpen.current === 'first' ? links[0] : links.at(-1))?.focus();
        focusOnOpen.current = null;
      } else {
        setOpen({ key, via: 'press' });
      }
    } else if (event.key === 'Escape' && open?.key === key) {
      event.preventDefault();
      setOpen(null);
    } else {
      onTopKeyDown(event);
    }
  }

  function onPanelLinkKeyDown(event: Parameters<LinkKeyHandler>[0], key: string) {
    const links = focusables(panels.current.get(key));
    const index = links.indexOf(event.currentTarget as HTMLElement);
    const target = {
      ArrowDown: links[(index + 1) % links.length],
      ArrowUp: links[(index - 1 + links.length) % links.length],
      Home: links[0],
      End: links.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      triggers.current.get(key)?.focus();
      setOpen(null);
    }
  }

  return (
    <ul ref={listRef} className={styles.list}>
      <li>
        <Link to="/" variant="plain" className={styles.top} data-nav-top onKeyDown={onTopKeyDown}>
          Home
        </Link>
      </li>
      {entries.map((entry) => {
        const isOpen = open?.key === entry.key;
        return (
          <li
            key={entry.key}
            onPointerEnter={(event) => hoverStart(event, entry.key)}
            onPointerLeave={(event) => hoverEnd(event, entry.key)}
            onBlur={(event) => {
              // Tabbing (or clicking) out of an item closes its menu.
              if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
            }}
          >
            {/*
              The disclosure pattern in plain elements: a button that says whether its panel is
              expanded, and the panel it controls. React-aria's Disclosure rendered each of these menus
              a second time right after hydration, on every page, to learn it was no longer on the server.
            */}
            <div className={styles.disclosure}>
              <button
                type="button"
                id={`navbar-${entry.key}`}
                aria-expanded={isOpen}
                aria-controls={`navbar-${entry.key}-panel`}
                data-nav-top
                className={styles.top}
                ref={(element) => {
                  if (element) triggers.current.set(entry.key, element);
                }}
                onClick={() => pressToggle(entry.key, !isOpen)}
                onKeyDown={(event) => onTriggerKeyDown(event, entry.key)}
              >
                {entry.label}
              </button>
              <div
                id={`navbar-${entry.key}-panel`}
                role="group"
                aria-labelledby={`navbar-${entry.key}`}
                hidden={!isOpen}
                className={styles.panel}
                ref={(element) => {
                  if (element) panels.current.set(entry.key, element);
                }}
              >
                <MegaPanel entry={entry} isOpen={isOpen} onLinkKeyDown={(event) => onPanelLinkKeyDown(event, entry.key)} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A closed panel holds only its links to category pages ('Shop all', or All Products' list of every
 * category), which crawlers follow to each category: its A to Z links exist while it is open, as closed
 * they would be a third of every page's elements to hydrate for nothing.
 */
function MegaPanel({ entry, isOpen, onLinkKeyDown }: { entry: NavEntry; isOpen: boolean; onLinkKeyDown: LinkKeyHandler }) {
  const count = countLinks(entry.groups);
  return (
    <div className={styles.panelInner}>
      <div className={styles.panelHead}>
        <p className={styles.panelTitle}>{entry.label}</p>
        <p className={styles.panelCount}>
          {count} {count === 1 ? 'range' : 'ranges'}, A to Z
        </p>
        {entry.href && (
          <AnchorLink href={entry.href} className={styles.shopAll} onKeyDown={onLinkKeyDown}>
            Shop all {entry.label}
            <Icon name="arrow-right" size={16} />
          </AnchorLink>
        )}
        {entry.categories && (
          <ul className={styles.categories} aria-label="Categories">
            {entry.categories.map((category) => (
              <li key={category.href}>
                <AnchorLink href={category.href} className={styles.category} onKeyDown={onLinkKeyDown}>
                  {category.name}
                </AnchorLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      {isOpen && <LetterGroups groups={entry.groups} variant="panel" onLinkKeyDown={onLinkKeyDown} />}
    </div>
  );
}
