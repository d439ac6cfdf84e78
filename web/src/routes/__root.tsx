import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { isCustomer, sessionQueries } from '../features/auth/api/session';
import { HeaderAccount } from '../features/auth/components/header-account';
import { HeaderCart } from '../features/cart/components/header-cart';
import { useLogout } from '../features/auth/api/use-logout';
import { useSessionAcrossTabs } from '../features/auth/session-across-tabs';
import { layoutQueries, type Bootstrap } from '../features/layout/api/layout-queries';
import { AppShell } from '../features/layout/components/app-shell';
import { DataLoadError } from '../features/layout/components/data-load-error';
import { NotFoundPage } from '../features/layout/components/not-found-page';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { HeaderSearch } from '../features/search/components/header-search';
import { nextPaint } from '../lib/after-next-paint';
import { markHydrated } from '../lib/hydration';
import { PageChangeFocus } from '../lib/page-change-focus';
import { shopHead } from '../lib/page-head';
import { awaitOnServer } from '../lib/server-reads';
import { Toasts } from '../lib/toast';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient; sessionInBrowser: boolean }>()({
  // A press on a link paints first, then the new page is drawn in a task of its own: drawn in the press's
  // task, a product page kept the press from painting for a third of a second on a slow phone.
  beforeLoad: ({ preload }) => (typeof window === 'undefined' || preload ? undefined : nextPaint()),
  // In the browser, starts the shell data with the route's own loaders, but does not hold the page back for it: the
  // frame paints at once with the spec's placeholder list, and stays mounted (focus, typed search
  // text) when the data lands. A failure is rendered by RootLayout as 'Data load error'.
  loader: ({ context }) => {
    const shell = context.queryClient.ensureQueryData(layoutQueries.bootstrap()).catch(() => undefined);
    // The header's account corner: asked alongside the shell data, not after it (unless the page is
    // rendered for every shopper alike: the browser asks then).
    const session = context.sessionInBrowser ? Promise.resolve() : context.queryClient.prefetchQuery(sessionQueries.current());
    return awaitOnServer(shell, session);
  },
  // The shop's defaults, which a page's own head replaces tag by tag. A page that is not there says so
  // in its title and keeps out of search engines, whichever route matched its address.
  head: ({ matches }) => shopHead({ notFound: matches.some((match) => match.status === 'notFound' || match._notFound) }),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
});

/**
 * The whole document, rendered on the server and hydrated in the browser. The server adds the built
 * stylesheet and scripts to the head, and React leaves tags it did not render there alone.
 */
function RootDocument({ children }: { children: ReactNode }) {
  // Marks the document once React owns the shell (until then a click or a keystroke has no handler);
  // the route's content, in its own Suspense boundary, hydrates in the pass after. Tests wait for both.
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a5b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadContent />
      </head>
      <body>
        {children}
        <PageChangeFocus />
        <Toasts />
        <Scripts />
      </body>
    </html>
  );
}

function Shell(props: { bootstrap?: Bootstrap; pending?: boolean; children: ReactNode }) {
  const { data: session } = useQuery(sessionQueries.current());
  const logout = useLogout();
  useSessionAcrossTabs();
  return (
    <AppShell
      {...props}
      newsletter={<NewsletterForm />}
      account={<HeaderAccount />}
      search={<HeaderSearch />}
      cart={<HeaderCart />}
      session={isCustomer(session) ? { onLogout: () => logout.mutate() } : undefined}
    />
  );
}

function RootLayout() {
  const bootstrap = useQuery(layoutQueries.bootstrap());
  if (bootstrap.isError && !bootstrap.data) {
    return (
      <Shell>
        <DataLoadError detail="We could not load the shop's menus and details." onRetry={() => bootstrap.refetch()} />
      </Shell>
    );
  }
  return (
    <Shell bootstrap={bootstrap.data} pending={bootstrap.isPending}>
      <Outlet />
    </Shell>
  );
}

/** Something in the root itself broke: keep a frame around the message rather than a blank page. */
function RootError() {
  return (
    <Shell>
      <DataLoadError />
    </Shell>
  );
}
