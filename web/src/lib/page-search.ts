import { stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageNumberSchema } from '@bff/schemas/page-number';

/**
 * A paged list's search (?page=), for its route's validateSearch. A page that is not a whole number from
 * 1 to the BFF's bound (a hand-edited or cut-off URL) reads as the first, as it should, rather than
 * reaching the BFF, which refuses it. The page is always given back, even when it falls back: the router
 * keeps any search value a validator leaves out as it came in the URL.
 */
export const PageSearchSchema = v.object({
  page: v.optional(v.fallback(PageNumberSchema, 1), 1),
});

/** A paged list route's search: ?page= read with PageSearchSchema, and page 1 left out of the address. */
export const pagedListSearch = {
  validateSearch: PageSearchSchema,
  search: { middlewares: [stripSearchParams<v.InferOutput<typeof PageSearchSchema>>({ page: 1 })] },
};
