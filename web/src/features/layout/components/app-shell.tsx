import { useMemo, type ReactNode } from 'react';
import { useMatches, useRouterState } from '@tanstack/react-router';
import { useAnchorNavigation } from '@web/lib/anchor-navigation';
import { useContextMenuOff } from '@web/lib/context-menu-off';
import { cx } from '@web/lib/cx';
import type { Bootstrap } from '../api/layout-queries';
import { Footer } from './footer';
import { Header } from './header';
import { navEntries } from './nav-entries';
import { OfflineBanner } from './offline-banner';
import { RouteLoader } from './route-loader';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import styles from './app-shell.module.css';

interface AppShellProps {
  /** The shell data; undefined while it loads (pending) or after it failed. */
  bootstrap?: Bootstrap;
  pending?: boolean;
  /** The footer's 'Stay in Touch' form (owned by the newsletter feature). */
  newsletter: ReactNode;
  /** The header's login dropdown or account menu (owned by the auth feature). */
  account: ReactNode;
  /** The header's product search (owned by the search feature). */
  search: ReactNode;
  /** The header's cart button and dropdown (owned by the cart feature). */
  cart: ReactNode;
  /** Set for a logged-in customer: the footer shows Logout instead of Login / Register. */
  session?: { onLogout: () => void };
  children: ReactNode;
}

/** Header, navbar and footer around the page, with the skip link, route loader and offline banner. */
export function AppShell({ bootstrap, pending, newsletter, account, search, cart, session, children }: AppShellProps) {
  const entries = useMemo(() => bootstrap && navEntries(bootstrap), [bootstrap]);
  useAnchorNavigation();
  useContextMenuOff(bootstrap?.contextMenuOff === true);
  return (
    <>
      <SkipLink />
      <RouteLoader />
      <OfflineBanner />
      <Header company={bootstrap?.company} entries={entries} pending={pending} account={account} search={search} cart={cart} />
      <Main pending={pending}>{children}</Main>
      <Footer bootstrap={bootstrap} pending={pending} newsletter={newsletter} session={session} />
    </>
  );
}

/**
 * The page's landmark, busy while the router loads. It alone follows the router's state: the shell
 * around it (header, navbar, footer: hundreds of components) would otherwise render again at the start
 * and end of every navigation, inside the click's own task.
 */
function Main({ pending, children }: { pending?: boolean; children: ReactNode }) {
  const loading = useRouterState({ select: (state) => state.isLoading });
  const decidedInBrowser = useMatches({ select: (matches) => matches.some((match) => match.staticData.decidedInBrowser === true) });
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx(styles.main, decidedInBrowser && styles.firstScreen)} aria-busy={loading || pending || undefined}>
      {children}
    </main>
  );
}
