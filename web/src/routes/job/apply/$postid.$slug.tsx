import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { jobQueries } from '@web/features/careers/api/job-queries';
import { JobDetailsSkeleton } from '@web/features/careers/components/job-details';
import { JobApplyPage } from '@web/features/careers/components/job-apply-page';
import { ensureOrNotFound } from '@web/features/catalog/api/catalog-queries';
import { pageHead } from '@web/lib/page-head';

/** The title is the job title's first 50 characters. */
const TITLE_LENGTH = 50;

// Applying for one vacancy; a closed or unknown one shows the shop's not-found page.
export const Route = createFileRoute('/job/apply/$postid/$slug')({
  loader: ({ context, params }) => ensureOrNotFound(context.queryClient, jobQueries.detail(params.postid, params.slug)),
  head: ({ loaderData }) => (loaderData ? pageHead({ title: loaderData.title.slice(0, TITLE_LENGTH) }) : {}),
  pendingComponent: JobDetailsSkeleton,
  component: JobApplyRoute,
});

function JobApplyRoute() {
  const { postid, slug } = Route.useParams();
  const { data: job } = useSuspenseQuery(jobQueries.detail(postid, slug));
  return <JobApplyPage job={job} />;
}
