import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import type * as AccountApi from '../api/account-queries';
import { changePassword } from '../api/account-queries';
import { ChangePasswordForm } from './change-password-form';

vi.mock('../api/account-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountApi>()),
  changePassword: vi.fn(),
}));

const WRONG = 'The password is incorrect.';

describe('ChangePasswordForm', () => {
  it('a wrong current password takes focus to that field, and the filled form is not called incomplete', async () => {
    vi.mocked(changePassword).mockRejectedValue(
      new BffError(422, 'validation_failed', 'The given data was invalid.', { current_password: [WRONG] }),
    );
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ChangePasswordForm />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const current = screen.getByLabelText('Current password', { selector: 'input' });
    await user.type(current, 'NotMyPassword1');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Brand-New-42');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Brand-New-42');
    const submit = screen.getByRole('button', { name: 'CHANGE PASSWORD' });
    await waitFor(() => expect(submit).toBeEnabled());
    submit.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(document.activeElement).toBe(current);
    expect(current).toHaveValue('NotMyPassword1');
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/To continue, complete/)).not.toBeInTheDocument();

    // The next keystroke is the form's own rules again: the server's word on the old value goes.
    await user.type(current, '2');
    await waitFor(() => expect(screen.queryByText(WRONG)).not.toBeInTheDocument());
  }, 20_000);
});
