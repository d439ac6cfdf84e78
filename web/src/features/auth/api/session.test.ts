import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bffCalls, fakeBff } from '@web/test/fake-bff';
import { CUSTOMER_SESSION } from '../test/customer-session';
import { askForSessionEarly, sessionQueries } from './session';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => vi.resetAllMocks());

describe('askForSessionEarly', () => {
  it('asks at once and holds the answer for the first read, which asks nothing more; later reads ask again', async () => {
    fakeBff.mockResolvedValue(CUSTOMER_SESSION);
    askForSessionEarly();
    expect(bffCalls('GET', 'session')).toHaveLength(1);

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(queryClient.getQueryData(sessionQueries.current().queryKey)).toBeUndefined();
    await expect(queryClient.fetchQuery(sessionQueries.current())).resolves.toEqual(CUSTOMER_SESSION);
    expect(bffCalls('GET', 'session')).toHaveLength(1);

    await queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 });
    expect(bffCalls('GET', 'session')).toHaveLength(2);
  });

  it('is not used once the session came with the page: a later read asks again (the shopper has changed since)', async () => {
    fakeBff.mockResolvedValueOnce(CUSTOMER_SESSION);
    askForSessionEarly();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page's loaders read the session on the server; the first read in the browser follows a save.
    queryClient.setQueryData(sessionQueries.current().queryKey, CUSTOMER_SESSION);
    const renamed = { ...CUSTOMER_SESSION, name: 'Liv Bennett', firstName: 'Liv' };
    fakeBff.mockResolvedValueOnce(renamed);

    await expect(queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 })).resolves.toEqual(renamed);
    expect(bffCalls('GET', 'session')).toHaveLength(2);
  });

  it('leaves a failed early answer to the first read to report', async () => {
    fakeBff.mockRejectedValueOnce(new TypeError('offline'));
    askForSessionEarly();
    // Held past a turn of the event loop with nothing reading it yet: an unhandled rejection here
    // fails the whole run.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(sessionQueries.current())).rejects.toMatchObject({ name: 'BffError', status: 0 });
  });
});
