import { queryOptions } from '@tanstack/react-query';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** Everything the main layout needs before it renders. */
export type Bootstrap = Answer<typeof bff.bootstrap.$get>;
export type CompanyInfo = Bootstrap['company'];
/** One navbar entry: a category (menu) with its sub-categories grouped by letter. */
export type MenuCategory = Bootstrap['menus'][number];
/** Links grouped under their initial letter, A to Z, for the mega menus. */
export type LetterGroup = Bootstrap['allProducts'][number];
export type FooterColumn = Bootstrap['footer'][number];

export const layoutQueries = {
  all: () => ['layout'] as const,
  /** Header, menus, footer, company details and VAT rate: everything the shell needs to render. */
  bootstrap: () =>
    queryOptions({
      queryKey: [...layoutQueries.all(), 'bootstrap'] as const,
      queryFn: ({ signal }) => answer(bff.bootstrap.$get(undefined, { init: { signal } })),
      // Menus and footer pages change rarely; the BFF caches them too.
      staleTime: 10 * 60_000,
    }),
};
