import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { DataLoadError } from './features/layout/components/data-load-error';
import { shouldRetryRead } from './lib/bff-client';
import { keepRenderedOrigin } from './lib/site-origin';
import { routeTree } from './routeTree.gen';

/**
 * On the server, `nonce` is what the page's inline scripts carry for its Content-Security-Policy and
 * `origin` the shop's public origin its links name; the browser learns that origin with the page.
 */
export function createAppRouter({ nonce, origin }: { nonce?: string; origin?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetryRead } },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Preloads always go through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    // A page whose data fails keeps the header and footer around its error.
    defaultErrorComponent: () => <DataLoadError />,
    scrollRestoration: true,
    ssr: { nonce },
    dehydrate: () => ({ siteOrigin: origin ?? '' }),
    hydrate: ({ siteOrigin }) => keepRenderedOrigin(siteOrigin || undefined),
  });
  // The server's query cache travels in the HTML, so the browser starts with the data the page was rendered from.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
