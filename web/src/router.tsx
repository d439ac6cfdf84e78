import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { DataLoadError } from './features/layout/components/data-load-error';
import { askForSessionEarly } from './features/auth/api/session';
import { shouldRetryRead } from './lib/bff-client';
import { keepServerTime, onBrowserClock, pageServedAt, type DehydratedQuery } from './lib/server-clock';
import { keepRenderedOrigin, siteOrigin } from './lib/site-origin';
import { routeTree } from './routeTree.gen';

/**
 * `nonce`: on the server, what the page's inline scripts carry for its Content-Security-Policy.
 * `sessionInBrowser`: on the server, the page is rendered without the shopper's session (the header's
 * account corner waits for the browser), so every shopper with the same prices may be sent it.
 */
export function createAppRouter({ nonce, sessionInBrowser = false }: { nonce?: string; sessionInBrowser?: boolean } = {}) {
  // On the server a failed read is not asked again: it was asked of the BFF in-process, whose upstream
  // calls have had their retries, within the page request's one deadline, which a second try would
  // wait past only to hear 504. The browser's next read is a request of its own, with a deadline of its own.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: typeof window === 'undefined' ? false : shouldRetryRead } },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, sessionInBrowser },
    // The shop's addresses are lower case, as the server's check of what may be a page is: another
    // case (/Contact) is no page, not a second address of the same one (a catalogue slug in another case is none either).
    caseSensitive: true,
    defaultPreload: 'intent',
    // Preloads always go through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    // A page whose data fails keeps the header and footer around its error.
    defaultErrorComponent: () => <DataLoadError />,
    scrollRestoration: true,
    ssr: { nonce },
    // The shop's public origin, which its links name, travels with the page: the browser's heads name the same.
    // So does whether the page was rendered without the shopper's session: the browser asks for it at once.
    // And the server's time of the render, which what hydrates is drawn from (a kept page's is its
    // render's); the browser's clock is set right by the time of the answer, which the BFF writes afresh.
    dehydrate: () => ({ origin: siteOrigin(), sessionInBrowser, now: Date.now() }),
    hydrate: (rendered) => {
      keepRenderedOrigin(rendered.origin);
      keepServerTime(rendered.now, pageServedAt());
      carriedQueriesOnBrowserClock(rendered);
      if (rendered.sessionInBrowser) askForSessionEarly();
    },
  });
  // The server's query cache travels in the HTML, so the browser starts with the data the page was rendered from.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

/** The SSR query integration's part of the page's payload: the queries rendered with it, and those that stream in after. */
type CarriedQueries = { query: { initial?: DehydratedQuery[]; stream: ReadableStream<DehydratedQuery[]> } };

/**
 * The integration hydrates the queries the page carries once the router's own `hydrate` has returned,
 * and those that stream in as they come: their times are moved onto the browser's clock before either.
 */
function carriedQueriesOnBrowserClock(rendered: object): void {
  const { query } = rendered as CarriedQueries;
  query.initial = query.initial?.map(onBrowserClock);
  query.stream = query.stream.pipeThrough(
    new TransformStream<DehydratedQuery[], DehydratedQuery[]>({ transform: (queries, next) => next.enqueue(queries.map(onBrowserClock)) }),
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
