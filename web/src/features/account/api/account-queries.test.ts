import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueries, type SessionView } from '@web/features/auth/api/session';
import { CUSTOMER_SESSION } from '@web/features/auth/test/customer-session';
import { fakeBff } from '@web/test/fake-bff';
import { accountQueries, type ProfileView } from './account-queries';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => vi.resetAllMocks());

const OLIVIA: SessionView = CUSTOMER_SESSION;
// Changed on another device since this browser's session was read.
const PROFILE = { firstName: 'Liv', lastName: 'Bennett-Hale', avatarUrl: '/media/avatars/liv.png' } as ProfileView;

describe('the profile read', () => {
  it("brings the header's name and picture in line with the profile", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionQueries.current().queryKey, OLIVIA);
    fakeBff.mockResolvedValue(PROFILE);

    await queryClient.fetchQuery(accountQueries.profile());
    expect(queryClient.getQueryData(sessionQueries.current().queryKey)).toEqual({
      ...OLIVIA,
      name: 'Liv Bennett-Hale',
      firstName: 'Liv',
      avatarUrl: '/media/avatars/liv.png',
    });
  });

  it('leaves a session it has no customer of alone', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fakeBff.mockResolvedValue(PROFILE);
    await queryClient.fetchQuery(accountQueries.profile());
    expect(queryClient.getQueryData(sessionQueries.current().queryKey)).toBeUndefined();

    queryClient.setQueryData(sessionQueries.current().queryKey, { anonymous: true });
    await queryClient.fetchQuery({ ...accountQueries.profile(), staleTime: 0 });
    expect(queryClient.getQueryData(sessionQueries.current().queryKey)).toEqual({ anonymous: true });
  });
});
