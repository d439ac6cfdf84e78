import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGED } from '@bff/schemas/shown-account';
import { BffError } from '@web/lib/bff-client';
import { serverMessage } from '@web/lib/server-message';
import { Toasts, notify } from '@web/lib/toast';
import { fakeBff } from '@web/test/fake-bff';
import { useSubscribeToNewsletter } from '@web/features/newsletter/api/subscribe';
import { sessionQueries } from './api/session';
import { useSessionAcrossTabs } from './session-across-tabs';
import { CUSTOMER_SESSION } from './test/customer-session';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => vi.resetAllMocks());

const OTHER_CUSTOMER = { ...CUSTOMER_SESSION, accountId: 'account-2', name: 'Harry Clarke', firstName: 'Harry' };

/** A form as the shop's forms are: its refusals toast 'Error' with the server's message. */
function Form() {
  useSessionAcrossTabs();
  const subscribe = useSubscribeToNewsletter({ onError: (error) => notify.error('Error', { description: serverMessage(error), cause: error }) });
  return (
    <button type="button" onClick={() => subscribe.mutate({ email: 'olivia@example.com' })}>
      Subscribe
    </button>
  );
}

describe('a call refused because another account was logged in from another tab', () => {
  it("says so once, in the toast naming the account now logged in, not also in the form's error toast", async () => {
    fakeBff.mockImplementation(({ method, path }) => {
      if (method === 'GET' && path === 'session') return OTHER_CUSTOMER;
      throw new BffError(409, ACCOUNT_CHANGED.code, ACCOUNT_CHANGED.message);
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionQueries.current().queryKey, CUSTOMER_SESSION);
    render(
      <QueryClientProvider client={queryClient}>
        <Form />
        <Toasts />
      </QueryClientProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('You are now logged in as Harry Clarke')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was changed/)).toBeInTheDocument();
    expect(screen.queryByText('Error')).toBeNull();
    expect(screen.queryByText(ACCOUNT_CHANGED.message)).toBeNull();
  });
});
