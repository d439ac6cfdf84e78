import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { JobApplicationOutput } from '@bff/schemas/jobs';
import type { JobApplicationAnswer, JobView, JobsPage } from '@bff/view-models';
import { bffGet, bffPostForm } from '@web/lib/bff-client';

export const jobQueries = {
  all: () => ['jobs'] as const,
  /** One page of current vacancies (5 a page). */
  list: (page: number) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => bffGet<JobsPage>('jobs', { searchParams: { page }, signal }),
      // Paging keeps the last page on screen until the next one is in.
      placeholderData: keepPreviousData,
      // Vacancies change a few times a month and the BFF caches them too.
      staleTime: 5 * 60_000,
    }),
  /** One vacancy (404 when it is gone). */
  detail: (postid: string, slug: string) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'detail', postid, slug] as const,
      queryFn: ({ signal }) => bffGet<JobView>(`jobs/${encodeURIComponent(postid)}/${encodeURIComponent(slug)}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};

/**
 * /jobs?page=n's loader. A page past the last (an old link, a hand-edited URL) goes to the last page
 * there is, or the first when there are no vacancies at all, rather than an empty 'Page 99 of 3'.
 */
export async function loadJobsPage(queryClient: QueryClient, page: number): Promise<JobsPage> {
  const data = await queryClient.ensureQueryData(jobQueries.list(page));
  const last = Math.max(1, data.pageCount);
  if (page > last) throw redirect({ to: '/jobs', search: { page: last }, replace: true });
  return data;
}

/** POST /api/jobs/apply as multipart: the CV file and the validated text fields. */
export function applyForJob(fields: JobApplicationOutput): Promise<JobApplicationAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) body.set(name, value);
    else if (typeof value === 'string') body.set(name, value);
  }
  return bffPostForm<JobApplicationAnswer>('jobs/apply', body);
}
