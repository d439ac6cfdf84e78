import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { JobApplicationOutput } from '@bff/schemas/jobs';
import { answer, bff, type Answer } from '@web/lib/bff-client';
import { mutationHook } from '@web/lib/mutation-hook';

const job = bff.jobs[':id'][':slug'];

/** One page of current vacancies, 5 a page. */
export type JobsPage = Answer<typeof bff.jobs.$get>;
/** One vacancy in the careers list. */
export type JobCard = JobsPage['items'][number];
/** One vacancy with its sanitised descriptions. */
export type JobView = Answer<typeof job.$get>;
/** The upstream's confirmation of an application. */
export type JobApplicationAnswer = Answer<typeof bff.jobs.apply.$post>;

export const jobQueries = {
  all: () => ['jobs'] as const,
  /** One page of current vacancies (5 a page). */
  list: (page: number) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => answer(bff.jobs.$get({ query: { page: String(page) } }, { init: { signal } })),
      // Paging keeps the last page on screen until the next one is in.
      placeholderData: keepPreviousData,
      // Vacancies change a few times a month and the BFF caches them too.
      staleTime: 5 * 60_000,
    }),
  /** One vacancy (404 when it is gone). */
  detail: (postid: string, slug: string) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'detail', postid, slug] as const,
      queryFn: ({ signal }) => answer(job.$get({ param: { id: postid, slug } }, { init: { signal } })),
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

/**
 * POST /api/jobs/apply as multipart: the CV file and the validated text fields, under the names the
 * BFF's form validator reads. The client appends each text as a field and the File as a file, and
 * leaves out a CV not chosen (undefined).
 */
export function applyForJob(fields: JobApplicationOutput): Promise<JobApplicationAnswer> {
  return answer(bff.jobs.apply.$post({ form: fields }));
}

/** Sends an application; nothing cached changes. */
export const useApplyForJob = mutationHook(applyForJob);
