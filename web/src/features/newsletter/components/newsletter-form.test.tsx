import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@web/lib/toast';
import { NewsletterForm } from './newsletter-form';

// Counts how often the real form's module is evaluated: never until the shopper shows intent.
const formCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./subscribe-form', async (importOriginal) => {
  formCode.loads++;
  return importOriginal();
});

const THANKS = 'Thank you for subscribing! Look out for our offers in your inbox.';
const subscribed: unknown[] = [];
const server = setupServer(
  http.post('*/api/newsletter', async ({ request }) => {
    subscribed.push(await request.json());
    return HttpResponse.json({ message: THANKS });
  }),
);

/** Node's Request wants whole URLs; a page's fetch resolves the client's '/api/…' against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}

beforeAll(() => {
  vi.stubGlobal('Request', PageRequest);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  subscribed.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  return { form: screen.getByRole('form', { name: 'Newsletter sign-up' }), user: userEvent.setup({ delay: null }) };
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
/** The real form's field is react-aria's: its wrapper and input carry data-rac. */
const isRealForm = () => emailBox().hasAttribute('data-rac');

/** Tag and classes of every element, to compare the stand-in's markup with the real form's. */
function shape(element: Element): string {
  const children = [...element.children].map(shape).join('');
  return `<${element.tagName.toLowerCase()} class="${element.className}">${children}</${element.tagName.toLowerCase()}>`;
}

describe('NewsletterForm', () => {
  it('renders a plain stand-in without the form code, and the real form takes over on focus with the typing, the focus and the same markup', async () => {
    const { form } = renderForm();
    const standInShape = shape(form);
    expect(isRealForm()).toBe(false);
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toHaveAttribute('autocomplete', 'email');
    expect(emailBox()).toHaveAttribute('placeholder', 'you@company.co.uk');
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('method', 'post');
    // No intent yet: the module was never asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(formCode.loads).toBe(0);

    // Typed before the focus event reaches the app (e.g. before hydration), then focused.
    fireEvent.change(emailBox(), { target: { value: 'olivia@exam' } });
    act(() => emailBox().focus());
    await waitFor(() => expect(isRealForm()).toBe(true));
    expect(formCode.loads).toBe(1);
    expect(emailBox()).toHaveValue('olivia@exam');
    expect(emailBox()).toHaveFocus();
    expect(shape(screen.getByRole('form', { name: 'Newsletter sign-up' }))).toBe(standInShape);
  }, 20_000);

  it("shows the schema's message for an invalid address once the shopper leaves the field", async () => {
    const { user } = renderForm();
    await user.click(emailBox());
    await waitFor(() => expect(isRealForm()).toBe(true));
    await user.type(emailBox(), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(subscribed).toEqual([]);
  }, 20_000);

  it('checks an address typed into the stand-in and left before the code came, as leaving the field does', async () => {
    renderForm();
    fireEvent.change(emailBox(), { target: { value: 'not-an-email' } });
    act(() => emailBox().focus());
    act(() => emailBox().blur());
    expect(isRealForm()).toBe(false);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('not-an-email');
    expect(emailBox()).not.toHaveFocus();
  }, 20_000);

  it('subscribes a valid address through the BFF, thanks the shopper and empties the field', async () => {
    const thanks = vi.spyOn(notify, 'success');
    const { user } = renderForm();
    await user.click(emailBox());
    await waitFor(() => expect(isRealForm()).toBe(true));
    await user.type(emailBox(), 'olivia@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() => expect(subscribed).toEqual([{ email: 'olivia@example.co.uk' }]));
    await waitFor(() => expect(emailBox()).toHaveValue(''));
    expect(thanks).toHaveBeenCalledWith(THANKS);
  }, 20_000);

  it('keeps a submit sent from the stand-in and sends it once the form arrives', async () => {
    const { form } = renderForm();
    fireEvent.change(emailBox(), { target: { value: 'early@example.co.uk' } });
    fireEvent.submit(form);
    await waitFor(() => expect(subscribed).toEqual([{ email: 'early@example.co.uk' }]));
  }, 20_000);

  it('validates a stand-in submit with the schema: an empty address is refused with its message', async () => {
    const { form } = renderForm();
    fireEvent.submit(form);
    expect(await screen.findByText('Email filled is required')).toBeInTheDocument();
    expect(subscribed).toEqual([]);
  }, 20_000);
});
