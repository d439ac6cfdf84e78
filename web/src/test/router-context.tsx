import type { ReactNode } from 'react';
import { RouterContextProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';

/**
 * For tests only: a component that renders links (typed, preloading router links) needs a router
 * around it. This gives it one at `path` without rendering any route, so the render stays synchronous.
 */
export function InRouter({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [path] }) });
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}
