import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { homeQueries } from '../features/home/api/home-queries';
import { pageTitle } from '@bff/shared/shop';
import { awaitOnServer } from '@web/lib/server-reads';

export const Route = createFileRoute('/')({
  // Started, not awaited: the page paints its static half at once and the data parts show
  // skeletons of their final size, instead of holding the whole page back for one request.
  loader: ({ context }) => awaitOnServer(context.queryClient.prefetchQuery(homeQueries.home())),
  head: () => ({ meta: [{ title: pageTitle() }] }),
  component: HomePage,
});
