import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import type * as SessionApi from '../api/session';
import { createSession, sessionQueries, type SessionView } from '../api/session';
import { LoginForm } from './login-form';
import { Toasts } from '@web/lib/toast';
import { LOGIN_CAPTCHA_MESSAGE } from '@bff/shared/messages';
import type { LoginCaptcha } from './login-captcha';

type LoginCaptchaProps = Parameters<typeof LoginCaptcha>[0];

// The widget solves a proof of work in a worker, which jsdom has not: a button stands in for a solved box.
vi.mock('./login-captcha', async () => {
  const { setInput } = await import('@formisch/react');
  return {
    LoginCaptcha: ({ form, label }: LoginCaptchaProps) => (
      <button type="button" onClick={() => setInput(form, { path: ['captcha'], input: 'solved-payload' })}>
        {label}
      </button>
    ),
  };
});

vi.mock('../api/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionApi>()),
  createSession: vi.fn(),
}));

const customer: SessionView = {
  anonymous: false,
  accountId: 'account-1',
  name: 'Jane Smith',
  firstName: 'Jane',
  avatarUrl: null,
  accountType: 'individual',
  userType: '1',
  isGuest: false,
  email: 'jane@example.com',
};

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

async function renderForm() {
  const onSuccess = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueries.current().queryKey, { anonymous: true });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <LoginForm onSuccess={onSuccess} />
        <Toasts />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Email');
  return { user: userEvent.setup({ delay: null }), onSuccess };
}

type User = Awaited<ReturnType<typeof renderForm>>['user'];

/** Pastes instead of typing key by key: what is under test is the rules, not the keyboard. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'LOGIN' });

afterEach(() => vi.mocked(createSession).mockReset());

// Generous: each keystroke re-validates and re-renders, which a busy CI machine makes slow.
describe('LoginForm messages', { timeout: 20_000 }, () => {
  it('says a field is required once the shopper leaves it empty', async () => {
    const { user } = await renderForm();
    await user.click(email());
    await user.click(password());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.click(email());
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('uses the spec messages for a malformed or too long email', async () => {
    const { user } = await renderForm();
    await fill(user, email(), 'jane.example.com');
    await user.tab();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();

    await user.clear(email());
    // The input lets one character past the limit through, so the message can be seen.
    await user.paste(`${'a'.repeat(49)}@example.com`);
    expect(email()).toHaveValue(`${'a'.repeat(49)}@example.com`);
    expect(await screen.findByText('Maximum 60 characters!')).toBeInTheDocument();
  });

  it('uses the spec messages for a password that is too short or too long', async () => {
    const { user } = await renderForm();
    await fill(user, password(), '12345');
    await user.tab();
    expect(await screen.findByText('Minimum 6 characters')).toBeInTheDocument();

    await user.clear(password());
    await user.paste('x'.repeat(31));
    expect(await screen.findByText('Maximum 30 characters!')).toBeInTheDocument();
  });

  it('keeps LOGIN disabled, and says why, until both fields are valid', async () => {
    const { user } = await renderForm();
    // The form validates asynchronously, on mount and after each keystroke, so the button's state is awaited, not read at once.
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAccessibleDescription(/Email, Password/);

    await fill(user, email(), 'jane@example.co.uk');
    await waitFor(() => expect(submit()).toHaveAccessibleDescription(/^(?!.*Email).*Password/));
    await fill(user, password(), 'secret1');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('sends the credentials and lists the server field messages in an Error toast', async () => {
    vi.mocked(createSession).mockRejectedValue(
      new BffError(422, 'validation_failed', 'The given data was invalid.', {
        email: ['These credentials do not match our records.'],
      }),
    );
    const { user, onSuccess } = await renderForm();
    await fill(user, email(), 'jane@example.co.uk');
    await fill(user, password(), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(submit());

    expect(vi.mocked(createSession).mock.calls[0]?.[0]).toEqual({
      email: 'jane@example.co.uk',
      password: 'secret1',
      remember: true,
    });
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reads a login that got no answer as a mismatch (spec section 8)', async () => {
    vi.mocked(createSession).mockRejectedValue(new BffError(0, 'network_error', 'Failed to fetch'));
    const { user } = await renderForm();
    await fill(user, email(), 'jane@example.co.uk');
    await fill(user, password(), 'secret1');
    await user.click(submit());
    expect(await screen.findByText('Email address and password do not match!')).toBeInTheDocument();
  });

  it('welcomes the shopper, resets the form and hands back on success', async () => {
    vi.mocked(createSession).mockResolvedValue(customer);
    const { user, onSuccess } = await renderForm();
    await fill(user, email(), 'jane@example.co.uk');
    await fill(user, password(), 'secret1');
    await user.click(submit());
    expect(await screen.findByText('You are successfully logged in')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(email()).toHaveValue('');
  });

  it("shows the captcha when the BFF asks for one, and logs in with the solution once it is ticked", async () => {
    vi.mocked(createSession).mockRejectedValueOnce(new BffError(403, 'captcha_required', LOGIN_CAPTCHA_MESSAGE)).mockResolvedValueOnce(customer);
    const { user, onSuccess } = await renderForm();
    expect(screen.queryByRole('button', { name: 'Quick check' })).not.toBeInTheDocument();
    await fill(user, email(), 'jane@example.co.uk');
    await fill(user, password(), 'secret1');
    await user.click(submit());

    expect(await screen.findByText(LOGIN_CAPTCHA_MESSAGE)).toBeInTheDocument();
    // Not an error toast but a note in the form, which keeps what was typed.
    expect(screen.getAllByText(LOGIN_CAPTCHA_MESSAGE)).toHaveLength(1);
    expect(password()).toHaveValue('secret1');
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAccessibleDescription(/Quick check/);

    await user.click(await screen.findByRole('button', { name: 'Quick check' }));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(vi.mocked(createSession).mock.calls[1]?.[0]).toEqual({
      email: 'jane@example.co.uk',
      password: 'secret1',
      remember: false,
      captcha: 'solved-payload',
    });
    expect(await screen.findByText('You are successfully logged in')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(screen.queryByText(LOGIN_CAPTCHA_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks for the box anew after a refused login with a solution (each solution logs in once)', async () => {
    vi.mocked(createSession)
      .mockRejectedValueOnce(new BffError(403, 'captcha_required', LOGIN_CAPTCHA_MESSAGE))
      .mockRejectedValueOnce(new BffError(400, 'login_failed', LOGIN_FAILED_TEXT, { email: [LOGIN_FAILED_TEXT] }));
    const { user } = await renderForm();
    await fill(user, email(), 'jane@example.co.uk');
    await fill(user, password(), 'secret1');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Quick check' }));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(LOGIN_FAILED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAccessibleDescription(/Quick check/);
  });
});

const LOGIN_FAILED_TEXT = 'These credentials do not match our records.';
