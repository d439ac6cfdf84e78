import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBff } from '@web/test/fake-bff';
import { InRouter } from '@web/test/router-context';
import type { SessionView } from '../api/session';
import { CUSTOMER_SESSION } from '../test/customer-session';
import { HeaderAccount } from './header-account';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => vi.resetAllMocks());

/** The header's account corner with the session answer held until `answer` is called. */
function renderWithHeldSession() {
  let answer: (view: SessionView) => void = () => undefined;
  fakeBff.mockReturnValue(new Promise<SessionView>((resolve) => (answer = resolve)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <InRouter>
        <HeaderAccount />
      </InRouter>
    </QueryClientProvider>,
  );
  return (view: SessionView) => answer(view);
}

describe('HeaderAccount', () => {
  it('links to the account until the browser knows who the shopper is, then opens their menu', async () => {
    const answer = renderWithHeldSession();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    answer(CUSTOMER_SESSION);
    expect(await screen.findByRole('button', { name: 'Account menu for Olivia Bennett' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });

  it('offers an anonymous shopper the login instead', async () => {
    const answer = renderWithHeldSession();
    answer({ anonymous: true });
    expect(await screen.findByRole('button', { name: /Log in/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });
});
