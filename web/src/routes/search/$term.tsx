import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_SEARCH_PARAMS, SearchParamsSchema } from '@bff/schemas/search';
import { searchQueries } from '@web/features/search/api/search-queries';
import { SearchPage } from '@web/features/search/components/search-page';
import { cleanSearchText } from '@web/features/search/search-text';
import { pageTitle } from '@bff/shared/shop';

// /search/{term}?sort=&size=&page= : sort, size and page live in the URL (shareable; Back works), each
// falling back to its default on its own; defaults are left out of the URL.
export const Route = createFileRoute('/search/$term')({
  validateSearch: SearchParamsSchema,
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH_PARAMS)] },
  // A typed address with ( ) [ ] { } / goes to its cleaned form, so one search has one URL.
  beforeLoad: ({ params, search }) => {
    const text = cleanSearchText(params.term);
    if (text !== '' && text !== params.term) {
      throw redirect({ to: '/search/$term', params: { term: text }, search, replace: true });
    }
  },
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows 'Searching result for …' with placeholder cards at once
  // (the spec's loading state), and the previous page stays while another page, sort or size loads.
  loader: ({ context, params, deps }) => {
    const text = cleanSearchText(params.term);
    if (text !== '') context.queryClient.ensureQueryData(searchQueries.results(text, deps)).catch(() => undefined);
  },
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Search results for "${cleanSearchText(params.term)}"`) }] }),
  component: SearchRoute,
});

function SearchRoute() {
  const { term } = Route.useParams();
  const params = Route.useSearch();
  return <SearchPage text={cleanSearchText(term)} params={params} />;
}
