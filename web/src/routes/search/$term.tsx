import { createFileRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_SEARCH_PARAMS, SearchParamsSchema } from '@bff/schemas/search';
import { searchQueries } from '@web/features/search/api/search-queries';
import { SearchPage } from '@web/features/search/components/search-page';
import { cleanSearchText } from '@web/features/search/search-text';
import { SHOP_NAME } from '@bff/shared/shop';
import { pageHead } from '@web/lib/page-head';
import { awaitOnServer } from '@web/lib/server-reads';

// /search/{term}?sort=&size=&page= : sort, size and page live in the URL (shareable; Back works), each
// falling back to its default on its own; defaults are left out of the URL.
export const Route = createFileRoute('/search/$term')({
  validateSearch: SearchParamsSchema,
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH_PARAMS)] },
  // A typed address with ( ) [ ] { } / goes to its cleaned form for good, so one search has one URL; one with
  // nothing left to search for is no page, as an empty search does nothing.
  beforeLoad: ({ params, search }) => {
    const text = cleanSearchText(params.term);
    if (text === '') throw notFound();
    if (text !== params.term) {
      throw redirect({ to: '/search/$term', params: { term: text }, search, statusCode: 301, replace: true });
    }
  },
  loaderDeps: ({ search }) => search,
  // In the browser started, not awaited: the page shows 'Searching result for …' with placeholder cards
  // at once (the spec's loading state), and the previous page stays while another page, sort or size
  // loads. The server waits, so the HTML holds the results.
  loader: ({ context, params, deps }) =>
    awaitOnServer(context.queryClient.ensureQueryData(searchQueries.results(cleanSearchText(params.term), deps)).catch(() => undefined)),
  head: ({ params }) => {
    const text = cleanSearchText(params.term);
    // Result lists are thin, shifting pages: crawlers may follow them to products but not index them.
    return pageHead({
      title: `Search results for "${text}"`,
      description: `Products matching "${text}" at ${SHOP_NAME}: same-day printing in London, free UK delivery.`,
      canonicalPath: `/search/${encodeURIComponent(text)}`,
      robots: 'noindex, follow',
    });
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { term } = Route.useParams();
  const params = Route.useSearch();
  return <SearchPage text={cleanSearchText(term)} params={params} />;
}
