import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@web/features/careers/api/job-queries';
import { JobDetails, JobDetailsSkeleton } from '@web/features/careers/components/job-details';
import { ensureOrNotFound } from '@web/features/catalog/api/catalog-queries';
import { SHOP_NAME } from '@bff/shared/shop';
import { pageHead } from '@web/lib/page-head';

// One vacancy; a closed or unknown one shows the shop's not-found page.
export const Route = createFileRoute('/job-details/$postid/$slug')({
  loader: ({ context, params }) => ensureOrNotFound(context.queryClient, jobQueries.detail(params.postid, params.slug)),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: `${loaderData.title} at ${SHOP_NAME}: ${loaderData.type.toLowerCase()}, ${loaderData.location}. Apply online by ${loaderData.deadlineText}.`,
          canonicalPath: match.pathname,
        })
      : {},
  pendingComponent: JobDetailsSkeleton,
  component: JobDetailsRoute,
});

function JobDetailsRoute() {
  const { postid, slug } = Route.useParams();
  const { data: job } = useSuspenseQuery(jobQueries.detail(postid, slug));
  return <JobDetails job={job} />;
}
