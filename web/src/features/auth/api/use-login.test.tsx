import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as SessionApi from './session';
import { createSession, sessionQueries, type SessionView } from './session';
import { CUSTOMER_SESSION } from '../test/customer-session';
import { useLogin } from './use-login';

vi.mock('./session', async (importOriginal) => ({ ...(await importOriginal<typeof SessionApi>()), createSession: vi.fn() }));

const customer: SessionView = { ...CUSTOMER_SESSION, accountType: 'business' };

describe('useLogin', () => {
  it('stores the session answer and marks stale only the queries that depend on the shopper', async () => {
    vi.mocked(createSession).mockResolvedValue(customer);
    const queryClient = new QueryClient();
    for (const queryKey of [['catalog', 'product', 'cards'], ['cart', 'quote'], ['account', 'profile'], ['layout', 'bootstrap'], ['blog', 'list', 1]]) {
      queryClient.setQueryData(queryKey, { cached: true });
    }
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useLogin({ onSuccess }), { wrapper });

    act(() => result.current.mutate({ email: 'olivia.bennett@example.com', password: 'PrintShop123', remember: false }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(customer));

    expect(queryClient.getQueryData(sessionQueries.current().queryKey)).toEqual(customer);
    const stale = (queryKey: unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(stale(['catalog', 'product', 'cards'])).toBe(true);
    expect(stale(['cart', 'quote'])).toBe(true);
    expect(stale(['account', 'profile'])).toBe(true);
    expect(stale(['layout', 'bootstrap'])).toBe(false);
    expect(stale(['blog', 'list', 1])).toBe(false);
  });
});
