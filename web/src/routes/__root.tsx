import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isCustomer, sessionQueries } from '../features/auth/api/session';
import { HeaderAccount } from '../features/auth/components/header-account';
import { HeaderCart } from '../features/cart/components/header-cart';
import { useLogout } from '../features/auth/api/use-logout';
import { layoutQueries, type Bootstrap } from '../features/layout/api/layout-queries';
import { AppShell } from '../features/layout/components/app-shell';
import { DataLoadError } from '../features/layout/components/data-load-error';
import { NotFoundPage } from '../features/layout/components/not-found-page';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { HeaderSearch } from '../features/search/components/header-search';
import { pageTitle } from '@bff/shared/shop';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Starts the shell data with the route's own loaders, but does not hold the page back for it: the
  // frame paints at once with the spec's placeholder list, and stays mounted (focus, typed search
  // text) when the data lands. A failure is rendered by RootLayout as 'Data load error'.
  loader: ({ context }) => {
    context.queryClient.ensureQueryData(layoutQueries.bootstrap()).catch(() => undefined);
    // The header's account corner: asked alongside the shell data, not after it.
    void context.queryClient.prefetchQuery(sessionQueries.current());
  },
  head: () => ({ meta: [{ title: pageTitle() }] }),
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
});

function Shell(props: { bootstrap?: Bootstrap; pending?: boolean; children: ReactNode }) {
  const { data: session } = useQuery(sessionQueries.current());
  const logout = useLogout();
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
