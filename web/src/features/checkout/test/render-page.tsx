import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from '@web/lib/toast';

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

/** Renders a page inside a router and a fresh query client, as the app does; returns both and a user. */
export function renderPage(page: ReactNode, { path = '/', queryClient }: { path?: string; queryClient?: QueryClient } = {}) {
  const client =
    queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {page}
        <Toasts />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), queryClient: client, router };
}
