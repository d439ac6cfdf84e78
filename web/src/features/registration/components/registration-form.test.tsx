import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountType } from '@bff/shared/answer-kinds';
import { BffError } from '@web/lib/bff-client';
import type * as RegistrationApi from '../api/registration';
import { REGISTRATION_FORMS } from '../registration-forms';
import { RegistrationForm } from './registration-form';

const register = vi.hoisted(() => vi.fn());

// The sign-up as the form uses it, with the request itself stood in for.
vi.mock('../api/registration', async (importOriginal) => ({
  ...(await importOriginal<typeof RegistrationApi>()),
  useRegister: (_accountType: AccountType, callbacks: object) => useMutation({ mutationFn: register, ...callbacks }),
}));

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

const CLIENTS_MESSAGE = 'Please select how may clients do you have';

async function renderForm(accountType: AccountType) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RegistrationForm config={REGISTRATION_FORMS[accountType]} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return userEvent.setup({ delay: null });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const password = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('RegistrationForm', () => {
  it.each(['individual', 'business', 'reseller', 'student'] as const)(
    "%s: says 'Email doesn't match' and 'Password doesn't match' while other fields are still empty",
    async (accountType) => {
      const user = await renderForm(accountType);
      await user.type(textbox('Email address'), 'jo@example.co.uk');
      await user.type(textbox('Confirm email address'), 'joe@example.co.uk');
      await user.type(password('Password'), 'Secret-123');
      await user.type(password('Confirm password'), 'Secret-124');
      await user.tab();
      // formisch validates asynchronously: the messages follow the last keystroke.
      expect(await screen.findByText("Email doesn't match")).toBeInTheDocument();
      expect(await screen.findByText("Password doesn't match")).toBeInTheDocument();
    },
    20_000,
  );

  it('asks the browser to fill the Title from the saved honorific (Mr, Ms, Dr…)', async () => {
    await renderForm('individual');
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveAttribute('autocomplete', 'honorific-prefix');
  });

  it("reseller: once the client count is all that keeps REGISTER disabled, the group says 'Please select how may clients do you have'", async () => {
    const user = await renderForm('reseller');
    await user.type(textbox('First name'), 'Sophie');
    await user.type(textbox('Last name'), 'Turner');
    await user.type(textbox('Company name'), 'Inkwell Agency');
    await user.type(textbox('Email address'), 'sophie@inkwell.example.com');
    await user.type(textbox('Confirm email address'), 'sophie@inkwell.example.com');
    await user.type(textbox('Phone number'), '020 7946 0000');
    await user.type(password('Password'), 'Secret-123');
    expect(screen.queryByText(CLIENTS_MESSAGE)).not.toBeInTheDocument();
    await user.type(password('Confirm password'), 'Secret-123');

    expect(await screen.findByText(CLIENTS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '6-19' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'REGISTER' })).toBeEnabled());
    expect(screen.queryByText(CLIENTS_MESSAGE)).not.toBeInTheDocument();
  }, 20_000);

  it('an email already taken takes focus to that field and leaves REGISTER enabled, with nothing called incomplete', async () => {
    const taken = 'The email has already been taken.';
    register.mockRejectedValue(new BffError(422, 'validation_failed', 'The given data was invalid.', { email: [taken] }));
    const user = await renderForm('individual');
    await user.type(textbox('First name'), 'Olivia');
    await user.type(textbox('Last name'), 'Bennett');
    await user.type(textbox('Email address'), 'olivia.bennett@example.com');
    await user.type(textbox('Confirm email address'), 'olivia.bennett@example.com');
    await user.type(password('Password'), 'Secret-123');
    await user.type(password('Confirm password'), 'Secret-123');
    const submit = screen.getByRole('button', { name: 'REGISTER' });
    await waitFor(() => expect(submit).toBeEnabled());
    submit.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(document.activeElement).toBe(textbox('Email address'));
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/To continue, complete/)).not.toBeInTheDocument();
  }, 20_000);
});
