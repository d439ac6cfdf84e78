import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import type * as UnsubscribeApi from '../api/unsubscribe';
import { requestUnsubscribeMail, unsubscribe } from '../api/unsubscribe';
import { CONFIRM_LABEL, MAIL_SENT_HEADING, NOT_SUBSCRIBER_HEADING, RequestUnsubscribePage } from './request-unsubscribe-page';
import { UNSUBSCRIBED_HEADING, UnsubscribePage } from './unsubscribe-page';

vi.mock('../api/unsubscribe', async (importOriginal) => ({
  ...(await importOriginal<typeof UnsubscribeApi>()),
  requestUnsubscribeMail: vi.fn(),
  unsubscribe: vi.fn(),
}));

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

const REASONS = [
  { id: 1, title: 'I receive too many emails' },
  { id: 2, title: 'The offers are not relevant to me' },
];

async function renderPage(page: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/unsubscribe/tok'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { router, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  vi.mocked(unsubscribe).mockReset();
  vi.mocked(requestUnsubscribeMail).mockReset();
});

describe('UnsubscribePage', () => {
  const renderForm = () => renderPage(() => <UnsubscribePage token="tok" link={{ message: 'Your unsubscribe link is valid.', email: 'subscriber@example.com', reasons: REASONS }} />);

  it("lists the reasons plus 'Other', and asks for a message only for 'Other'", async () => {
    const { user } = await renderForm();
    const submit = screen.getByRole('button', { name: 'UNSUBSCRIBE' });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([...REASONS.map((reason) => reason.title), 'Other']);
    // formisch validates asynchronously: the button follows each change a moment later.
    await waitFor(() => expect(submit).toBeDisabled());

    await user.click(screen.getByRole('radio', { name: 'I receive too many emails' }));
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(await screen.findByText('To continue, complete: Tell us why.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Tell us why/ }), 'Moving abroad');
    await waitFor(() => expect(submit).toBeEnabled());
  }, 20_000);

  it("ends at 'Unsubscribe Successful!' with Back to Home", async () => {
    vi.mocked(unsubscribe).mockResolvedValue({ message: 'You have been unsubscribed from our newsletter.' });
    const { user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: /Tell us why/ }), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    expect(await screen.findByRole('heading', { name: UNSUBSCRIBED_HEADING })).toBeInTheDocument();
    expect(unsubscribe).toHaveBeenCalledWith('tok', { feedback: 'other', message: 'Moving abroad' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  }, 20_000);

  it('names no address when the link does not say whose it is', async () => {
    await renderPage(() => <UnsubscribePage token="tok" link={{ message: 'Your unsubscribe link is valid.', email: null, reasons: REASONS }} />);
    expect(screen.getByText('Sorry to see you go. Tell us why, and we will stop sending you our newsletter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UNSUBSCRIBE' })).toBeInTheDocument();
  }, 20_000);

  it('leaves for the not-found page when the link was used meanwhile', async () => {
    vi.mocked(unsubscribe).mockRejectedValue(new BffError(404, 'unsubscribe_refused', 'Sorry! your unsubscribe link is invalid.'));
    const { router, user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'I receive too many emails' }));
    await user.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  }, 20_000);
});

describe('RequestUnsubscribePage', () => {
  it("tells an address that is not on the list 'Sorry!', and offers nothing to press", async () => {
    await renderPage(() => <RequestUnsubscribePage email="stranger@example.com" subscribed={false} />);
    expect(screen.getByRole('heading', { name: NOT_SUBSCRIBER_HEADING })).toBeInTheDocument();
    expect(screen.getByText(/is not in our subscriber list/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONFIRM_LABEL })).not.toBeInTheDocument();
  });

  it("mails a subscriber the link on confirmation: 'We've Sent Confirmation Mail!!'", async () => {
    vi.mocked(requestUnsubscribeMail).mockResolvedValue({ message: "We've sent a confirmation mail to your email address." });
    const { user } = await renderPage(() => <RequestUnsubscribePage email="reader@example.com" subscribed />);
    await user.click(screen.getByRole('button', { name: CONFIRM_LABEL }));
    expect(await screen.findByRole('heading', { name: MAIL_SENT_HEADING })).toBeInTheDocument();
    expect(requestUnsubscribeMail).toHaveBeenCalledWith('reader@example.com');
  });
});
