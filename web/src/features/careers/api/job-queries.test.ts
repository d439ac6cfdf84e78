import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { jobQueries, loadJobsPage, type JobsPage } from './job-queries';

function clientWith(page: number, data: Omit<JobsPage, 'page' | 'pageSize'>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(jobQueries.list(page).queryKey, { ...data, page, pageSize: 5 });
  return queryClient;
}

const redirectOf = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (error: unknown) => (isRedirect(error) ? (error.options.search as unknown as { page: number }).page : error),
  );

describe('loadJobsPage', () => {
  it("sends a page past the last to the last page, never 'Page 99 of 3' with no vacancies", async () => {
    expect(await redirectOf(loadJobsPage(clientWith(99, { items: [], total: 12, pageCount: 3 }), 99))).toBe(3);
  });

  it('sends any later page to the first when there are no vacancies at all', async () => {
    expect(await redirectOf(loadJobsPage(clientWith(2, { items: [], total: 0, pageCount: 0 }), 2))).toBe(1);
  });

  it('keeps a page that exists', async () => {
    expect(await redirectOf(loadJobsPage(clientWith(3, { items: [], total: 12, pageCount: 3 }), 3))).toBeNull();
    expect(await redirectOf(loadJobsPage(clientWith(1, { items: [], total: 0, pageCount: 0 }), 1))).toBeNull();
  });
});
