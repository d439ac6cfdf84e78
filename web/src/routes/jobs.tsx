import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { jobQueries, loadJobsPage } from '../features/careers/api/job-queries';
import { JobsList, JobsListSkeleton } from '../features/careers/components/jobs-list';
import { SHOP_NAME } from '@bff/shared/shop';
import { listPageMeta, pageHead } from '@web/lib/page-head';
import { pagedListSearch } from '@web/lib/page-search';

// /jobs?page= : the page lives in the URL (shareable; Back works); page 1 is left out of it.
export const Route = createFileRoute('/jobs')({
  ...pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => loadJobsPage(context.queryClient, deps.page),
  head: ({ loaderData }) =>
    pageHead(
      listPageMeta('Careers', '/jobs', loaderData?.page ?? 1, {
        description: `Work at ${SHOP_NAME}, a London print workshop: our current vacancies, where each role is based, and how to apply online.`,
      }),
    ),
  pendingComponent: JobsListSkeleton,
  component: JobsRoute,
});

function JobsRoute() {
  const { page } = Route.useSearch();
  // useQuery (not suspense) keeps the previous page on screen while the next loads.
  const { data } = useQuery(jobQueries.list(page));
  return data ? <JobsList data={data} /> : <JobsListSkeleton />;
}
