import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { BffError } from './bff-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The page shows itself whole without this read (a delivery estimate beside the price): its
       * failure on the server does not make the page a failed one.
       */
      optional?: boolean;
    };
  }
}

/**
 * Loaders that start reads without holding the page back (the browser paints skeletons at once) still
 * wait for them on the server, so the HTML holds the data and hydration starts from the same cache.
 */
export async function awaitOnServer(...reads: Promise<unknown>[]): Promise<void> {
  if (typeof window === 'undefined') await Promise.all(reads);
}

/**
 * In the browser, while the read `key` of a paged list is not in the cache: a page of the same list read
 * already (under `listKey`) that `fits`: the page a shopper paging through the list has on screen,
 * which can stay there, busy, while the next one loads, instead of the route's skeleton.
 */
export function otherPageRead<T>(queryClient: QueryClient, listKey: QueryKey, key: QueryKey, fits: (data: T) => boolean = () => true): T | undefined {
  if (typeof window === 'undefined' || queryClient.getQueryData(key) !== undefined) return undefined;
  return queryClient
    .getQueriesData<T>({ queryKey: listKey })
    .map(([, data]) => data)
    .find((data): data is T => data !== undefined && fits(data));
}

/**
 * Whether a read the page needs failed while it was rendered on the server: a loader that renders the
 * page around a failure (the shell's data, home's offers) leaves the router's status at 200, and the
 * page would be sent as an indexable skeleton. A refusal (4xx: not found, not allowed, asked too often)
 * is no failure: the page says it itself, and the BFF answers a rate limit as such.
 */
export function neededReadFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some(({ state, meta }) => state.status === 'error' && state.data === undefined && !meta?.optional && !isRefusal(state.error));
}

const isRefusal = (error: unknown) => error instanceof BffError && error.status >= 400 && error.status < 500;
