import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as PasswordApi from '../api/password';
import { ForgotPasswordPage, SENT_MESSAGE } from './forgot-password-page';

const requestPasswordReset = vi.fn<typeof PasswordApi.requestPasswordReset>();

vi.mock('../api/password', async (importOriginal) => {
  const { mutationHook } = await import('@web/lib/mutation-hook');
  return {
    ...(await importOriginal<typeof PasswordApi>()),
    useRequestPasswordReset: mutationHook((input: Parameters<typeof PasswordApi.requestPasswordReset>[0]) => requestPasswordReset(input)),
  };
});

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: ForgotPasswordPage }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('comes back from the sent screen with the address the shopper typed, to send again', async () => {
    requestPasswordReset.mockResolvedValue({ message: 'Mail sent' });
    const user = renderPage();
    await user.click(await screen.findByLabelText('Email'));
    await user.paste('jane@example.co.uk');
    await user.click(await screen.findByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'jane@example.co.uk' });

    await user.click(screen.getByRole('button', { name: 'Re-sending the instructions' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText(SENT_MESSAGE)).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledTimes(2);
  });
});
