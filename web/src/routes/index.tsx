import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { homeQueries } from '../features/home/api/home-queries';
import { layoutQueries } from '../features/layout/api/layout-queries';
import { organisationJsonLd } from '@web/lib/json-ld';
import { pageHead, type PageMeta } from '@web/lib/page-head';
import { awaitOnServer } from '@web/lib/server-reads';

export const Route = createFileRoute('/')({
  // In the browser the home data is started, not awaited: the page paints its static half at once and
  // the data parts show skeletons of their final size. The shell's data (the root route reads it anyway;
  // the browser has it cached by the time anyone comes back home) gives search engines the shop's details.
  loader: async ({ context }) => {
    const { queryClient } = context;
    const [bootstrap] = await Promise.all([
      queryClient.ensureQueryData(layoutQueries.bootstrap()).catch(() => undefined),
      awaitOnServer(queryClient.prefetchQuery(homeQueries.home())),
    ]);
    return { canonicalPath: '/', jsonLd: bootstrap ? [organisationJsonLd(bootstrap.company)] : [] } satisfies PageMeta;
  },
  head: ({ loaderData }) => pageHead(loaderData ?? {}),
  component: HomePage,
});
