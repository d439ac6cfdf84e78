// The frameworks alone, used the way the shop's shell uses them and with none of the shop: a document
// hydrated by TanStack Router's SSR client, the route's query data handed over by the SSR Query
// integration, a link, a query and a mutation. Its first-load size is the floor under the home budget.
import type { ReactNode } from 'react';
import { QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { HeadContent, Link, Outlet, Scripts, createRootRouteWithContext, createRoute, createRouter, useRouterState } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { hydrateDocument } from '../../../web/src/hydrate-document';

const greeting = queryOptions({ queryKey: ['greeting'], queryFn: async () => (await fetch('/greeting')).text() });

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Layout() {
  const { data } = useQuery(greeting);
  const like = useMutation({ mutationFn: () => fetch('/like', { method: 'POST' }) });
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <main aria-busy={loading}>
      <Link to="/" onClick={() => like.mutate()}>
        {data}
      </Link>
      <Outlet />
    </main>
  );
}

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(greeting),
  head: () => ({ meta: [{ title: 'Floor' }] }),
  shellComponent: Document,
  component: Layout,
  notFoundComponent: () => <p>Not found</p>,
});
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page) || 1 }),
  component: () => <p>Home</p>,
});

const queryClient = new QueryClient();
const router = createRouter({
  routeTree: rootRoute.addChildren([homeRoute]),
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});
setupRouterSsrQueryIntegration({ router, queryClient });

hydrateDocument(router);
