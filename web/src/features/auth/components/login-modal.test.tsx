import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SessionApi from '../api/session';
import { createSession, sessionQueries, type SessionView } from '../api/session';
import { closeLoginModal, openLoginModal } from '../login-modal-store';
import { LoginModal } from './login-modal';

vi.mock('../api/session', async (importOriginal) => ({ ...(await importOriginal<typeof SessionApi>()), createSession: vi.fn() }));

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

async function renderModal() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const remembered: SessionView = { anonymous: true, rememberedEmail: 'jane@example.co.uk' };
  queryClient.setQueryData(sessionQueries.current().queryKey, remembered);
  const router = createRouter({
    routeTree: createRootRoute({ component: LoginModal }),
    history: createMemoryHistory({ initialEntries: ['/order-process/checkout'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
}

// The modal's dialog and form come by dynamic import, the first of which transforms and runs their
// module graph (react-aria's modal, the form and its rules): seconds of real work on a loaded machine,
// which would otherwise fall inside the first test to open the modal and its 5 s. It is done once here,
// under a limit of its own; the tests then open the modal from the module cache.
beforeAll(async () => {
  await Promise.all([import('./login-modal-dialog'), import('./login-form')]);
}, 60_000);

afterEach(() => act(() => closeLoginModal()));

describe('LoginModal', () => {
  it('stays closed until a page opens it', async () => {
    await renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens as 'Log in' with the login form, Forgot password and Register links, and the remembered email", async () => {
    await renderModal();
    act(() => openLoginModal());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // The form's code arrives when the modal first opens.
    expect(await within(dialog).findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forget-password');
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane@example.co.uk');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  });

  it('closes with its close button', async () => {
    await renderModal();
    act(() => openLoginModal());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why it opened, and runs the waiting action once the shopper is logged in', async () => {
    const customer: SessionView = { anonymous: false, accountId: 'account-1', name: 'Jane Doe', firstName: 'Jane', avatarUrl: null, accountType: 'business', userType: '1', isGuest: false, email: 'jane@example.com' };
    vi.mocked(createSession).mockResolvedValue(customer);
    const resumed = vi.fn();
    const dismissed = vi.fn();
    await renderModal();
    act(() => openLoginModal({ notice: 'Your session has ended.', onLoggedIn: resumed, onDismissed: dismissed }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText('Your session has ended.')).toBeInTheDocument();

    // No timer between keystrokes: on a loaded machine each would be a wait of its own, for nothing.
    const user = userEvent.setup({ delay: null });
    await user.type(await within(dialog).findByLabelText('Password'), 'PrintShop123');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(resumed).toHaveBeenCalledTimes(1));
    expect(dismissed).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs the dismissal instead when the shopper closes it', async () => {
    const resumed = vi.fn();
    const dismissed = vi.fn();
    await renderModal();
    act(() => openLoginModal({ onLoggedIn: resumed, onDismissed: dismissed }));
    await userEvent.setup({ delay: null }).click(within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Close' }));
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(resumed).not.toHaveBeenCalled();
  });
});
