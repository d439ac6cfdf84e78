import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobApplicationOutput } from '../../../../../bff/src/schemas/jobs';
import type { JobApplicationAnswer, JobView, JobsPage } from '../../../../../bff/src/view-models';
import { bffGet, bffPostForm } from '../../../lib/bff-client';

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

/** POST /api/jobs/apply as multipart: the CV file and the validated text fields. */
export function applyForJob(fields: JobApplicationOutput): Promise<JobApplicationAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof File) body.set(name, value);
    else if (typeof value === 'string') body.set(name, value);
  }
  return bffPostForm<JobApplicationAnswer>('jobs/apply', body);
}
