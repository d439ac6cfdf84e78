import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionView } from '../../../../../bff/src/view-models';
import { sessionQueries } from '../api/session';
import { closeLoginModal, openLoginModal } from '../login-modal-store';
import { LoginModal } from './login-modal';

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
    expect(within(dialog).getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forget-password');
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane@example.co.uk');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  });

  it('closes with its close button', async () => {
    await renderModal();
    act(() => openLoginModal());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
