import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InRouter } from '@web/test/router-context';
import { sessionQueries, type SessionView } from '../api/session';
import { CUSTOMER_SESSION } from '../test/customer-session';
import { AccountVerifyPage } from './account-verify-page';

const EXPIRED = 'Sorry! your account verification token is expired.';

function renderExpiredLink(session: SessionView, uuid: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <InRouter path="/account-verify">
        <AccountVerifyPage message={EXPIRED} uuid={uuid} />
      </InRouter>
    </QueryClientProvider>,
  );
}

describe('AccountVerifyPage, for an expired link', () => {
  it('offers the Resend to nobody logged in', () => {
    renderExpiredLink({ anonymous: true }, 'account-2');
    expect(screen.getByRole('heading', { name: EXPIRED })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('offers the Resend to the account the link is for', () => {
    renderExpiredLink(CUSTOMER_SESSION, CUSTOMER_SESSION.accountId);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('says who is logged in and offers Log out instead of a Resend that would act on another account', () => {
    renderExpiredLink(CUSTOMER_SESSION, 'account-2');
    expect(screen.getByRole('heading', { name: EXPIRED })).toBeInTheDocument();
    expect(screen.getByText('It is for another account than yours (Olivia Bennett). Log out, then open the link again to be sent a new one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});
