import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '@bff/http/app-env';
import { validate } from '@bff/http/validate';
import { SearchParamsSchema, SearchTextSchema, cleanSearchText } from '@bff/schemas/search';
import type { SearchResults, SearchSuggestion } from '@bff/view-models';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { toVariationCard, variationPath } from '@bff/lib/cards';

/** Suggestions change only with the catalogue; a short life keeps a typing shopper off the upstream. */
const SUGGESTIONS_TTL_SECONDS = 30;

const SearchQuerySchema = v.object({ text: SearchTextSchema, ...SearchParamsSchema.entries });

const TitlesQuerySchema = v.object({ text: v.optional(v.string(), '') });

/**
 * `/api/search`: the results page (`?text=&sort=&size=&page=`) and the header's autocomplete
 * (`/titles?text=`). Sort, size and page fall back to their defaults one by one (a shared link with a
 * bad value still shows results); text without anything searchable is refused.
 */
export const searchRoutes = new Hono<AppEnv>()
  .use(rateLimit(RATE_LIMITS.search))
  .get('/', validate('query', SearchQuerySchema), async (c) => {
    const { text, sort, size, page } = c.req.valid('query');
    const answer = await c.var.upstream.getCached('variations/search', {
      query: { key: text, page, page_limit: size, ...(sort === '' ? {} : { price_sort: sort }) },
    });
    const results = answer.data;
    return c.json<SearchResults>({
      text,
      items: results.data.map(toVariationCard),
      total: results.total,
      page: results.current_page,
      pageSize: results.per_page,
      pageCount: results.last_page,
    });
  })
  .get('/titles', validate('query', TitlesQuerySchema), async (c) => {
    const key = cleanSearchText(c.req.valid('query').text);
    // Nothing to complete is no error for a box being typed into.
    if (key === '') return c.json<SearchSuggestion[]>([]);
    const answer = await c.var.upstream.getCached('variations/search-title', { query: { key }, ttlSeconds: SUGGESTIONS_TTL_SECONDS });
    return c.json<SearchSuggestion[]>(answer.data.map((title) => ({ name: title.name, href: variationPath(title.product.slug, title.slug) })));
  });
