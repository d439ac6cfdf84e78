import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { fakeBff } from '@web/test/fake-bff';
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

/**
 * /reset-password for `session`, with the link's address answered when the test says. The account's
 * profile cannot be read: the page must not need it.
 */
function renderResetPage(session: SessionView) {
  const reset = held<{ email: string }>();
  fakeBff.mockImplementation(({ path }) => {
    if (path === 'session') return session;
    if (path === 'password/reset') return reset.promise;
    if (path === 'account/profile') throw new BffError(503, 'upstream_unavailable', 'Down');
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
  return { answerReset: reset.give };
}

describe('the reset page', { timeout: 20_000 }, () => {
  it('shows a customer neither the form nor the notice until it knows whose account the link is for, then that it is another', async () => {
    const { answerReset } = renderResetPage(CUSTOMER_SESSION);
    expect(await screen.findByLabelText('Checking the link')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form', { name: 'Reset your password' })).toBeNull();
    expect(screen.queryByText('This link is for another account')).toBeNull();

    answerReset({ email: LINK_EMAIL });
    expect(await screen.findByText('This link is for another account')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset your password' })).toBeNull();
  });

  it("shows a customer their own link's form, their profile unread", async () => {
    const { answerReset } = renderResetPage({ ...CUSTOMER_SESSION, email: ` ${LINK_EMAIL.toUpperCase()}` });
    answerReset({ email: LINK_EMAIL });
    expect(await screen.findByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText(`Choose a new password for ${LINK_EMAIL}.`)).toBeInTheDocument();
    expect(screen.queryByText('This link is for another account')).toBeNull();
  });

  it('never tells a customer whose session does not know their address that the link is for another account', async () => {
    const { answerReset } = renderResetPage({ ...CUSTOMER_SESSION, email: null });
    answerReset({ email: LINK_EMAIL });
    expect(await screen.findByText(`Choose a new password for ${LINK_EMAIL}.`)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByText('This link is for another account')).toBeNull();
  });

  it('shows a visitor who is not logged in the form at once, before the link names its address', async () => {
    const { answerReset } = renderResetPage({ anonymous: true });
    expect(await screen.findByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
    answerReset({ email: LINK_EMAIL });
    expect(await screen.findByText(`Choose a new password for ${LINK_EMAIL}.`)).toBeInTheDocument();
  });
});
