import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../features/content/api/content-queries';
import { SameDayPage, SameDayPageSkeleton } from '../features/content/components/same-day-page';
import { CountdownBox } from '../features/home/components/countdown-box';
import { pageHead, type PageMeta } from '@web/lib/page-head';

// The same-day marketing page; /same-day-printing redirects here.
export const Route = createFileRoute('/same-day-printing-service-in-london')({
  loader: async ({ context }) => {
    const { seo } = await context.queryClient.ensureQueryData(contentQueries.sameDay());
    return { title: seo.title, description: seo.description, canonicalPath: '/same-day-printing-service-in-london', image: seo.images[0] } satisfies PageMeta;
  },
  head: ({ loaderData }) => pageHead(loaderData ?? { title: 'Same-day printing in London' }),
  pendingComponent: SameDayPageSkeleton,
  component: SameDayRoute,
});

function SameDayRoute() {
  const { data: page } = useSuspenseQuery(contentQueries.sameDay());
  return <SameDayPage page={page} countdown={<CountdownBox minDelivery={page.minDelivery} />} />;
}
