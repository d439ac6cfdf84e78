import { queryOptions } from '@tanstack/react-query';
import type { Bootstrap } from '@bff/view-models';
import { bffGet } from '@web/lib/bff-client';

export const layoutQueries = {
  all: () => ['layout'] as const,
  /** Header, menus, footer, company details and VAT rate: everything the shell needs to render. */
  bootstrap: () =>
    queryOptions({
      queryKey: [...layoutQueries.all(), 'bootstrap'] as const,
      queryFn: ({ signal }) => bffGet<Bootstrap>('bootstrap', { signal }),
      // Menus and footer pages change rarely; the BFF caches them too.
      staleTime: 10 * 60_000,
    }),
};
