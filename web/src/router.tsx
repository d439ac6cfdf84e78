import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { DataLoadError } from './features/layout/components/data-load-error';
import { shouldRetryRead } from './lib/bff-client';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetryRead } },
  });
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Preloads always go through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    // A page whose data fails keeps the header and footer around its error.
    defaultErrorComponent: () => <DataLoadError />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
