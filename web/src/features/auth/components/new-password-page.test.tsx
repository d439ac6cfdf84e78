import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBff } from '@web/test/fake-bff';
import { passwordQueries } from '../api/password';
import type { SessionView } from '../api/session';
import { CUSTOMER_SESSION } from '../test/customer-session';
import { NewPasswordPage } from './new-password-page';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

afterEach(() => vi.resetAllMocks());

const LINK_EMAIL = 'jane@example.co.uk';

/** An answer the test gives when it chooses. */
function held<T>() {
  let give: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (give = resolve));
  return { promise, give };
}

/** /reset-password for `session`, with the link's address and the customer's profile answered when the test says. */
function renderResetPage(session: SessionView) {
  const reset = held<{ email: string }>();
  const profile = held<{ email: string }>();
  fakeBff.mockImplementation(({ path }) => {
    if (path === 'session') return session;
    if (path === 'password/reset') return reset.promise;
    if (path === 'account/profile') return profile.promise;
    throw new Error(`unexpected call to ${path}`);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <NewPasswordPage mode="reset" /> }),
    history: createMemoryHistory({ initialEntries: ['/reset-password'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, answerReset: reset.give, answerProfile: profile.give };
}

describe('the reset page', { timeout: 20_000 }, () => {
  it('shows a customer neither the form nor the notice until it knows whose account the link is for', async () => {
    const { queryClient, answerReset, answerProfile } = renderResetPage(CUSTOMER_SESSION);
    expect(await screen.findByLabelText('Checking the link')).toHaveAttribute('aria-busy', 'true');
    answerReset({ email: LINK_EMAIL });
    await vi.waitFor(() => expect(queryClient.getQueryData(passwordQueries.reset().queryKey)).toEqual({ email: LINK_EMAIL }));
    // The page has rendered with the link's address.
    await act(() => Promise.resolve());
    expect(screen.queryByRole('form', { name: 'Reset your password' })).toBeNull();
    expect(screen.queryByText('This link is for another account')).toBeNull();
    expect(screen.getByLabelText('Checking the link')).toBeInTheDocument();

    answerProfile({ email: 'olivia@example.com' });
    expect(await screen.findByText('This link is for another account')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset your password' })).toBeNull();
  });

  it('shows a visitor who is not logged in the form at once, before the link names its address', async () => {
    const { answerReset } = renderResetPage({ anonymous: true });
    expect(await screen.findByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    answerReset({ email: LINK_EMAIL });
    expect(await screen.findByText(`Choose a new password for ${LINK_EMAIL}.`)).toBeInTheDocument();
  });
});
