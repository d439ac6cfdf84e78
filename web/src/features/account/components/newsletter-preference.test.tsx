import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLoginModal, useLoginModalRequest } from '@web/features/auth/login-modal-store';
import { NOT_SAVED_NOTICE } from '@web/features/auth/session-ended';
import { BffError } from '@web/lib/bff-client';
import { notify } from '@web/lib/toast';
import type * as AccountApi from '../api/account-queries';
import { accountQueries, setNewsletterPreference, type ProfileView } from '../api/account-queries';
import { NewsletterPreference } from './newsletter-preference';

vi.mock('../api/account-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountApi>()),
  setNewsletterPreference: vi.fn(),
}));

const profile = { firstName: 'Olivia', subscribed: true } as ProfileView;

/** The switch as the settings page renders it: reading the cached profile, as the page does; and what the login modal would say. */
function Harness() {
  const { data } = useQuery({ ...accountQueries.profile(), enabled: false });
  const loginRequest = useLoginModalRequest();
  return (
    <>
      {data && <NewsletterPreference profile={data} />}
      {loginRequest && <p>{loginRequest.notice}</p>}
    </>
  );
}

function renderSwitch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(accountQueries.profile().queryKey, profile);
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return screen.getByRole('switch', { name: /Email me offers/ });
}

describe('NewsletterPreference', () => {
  beforeEach(() => {
    vi.mocked(setNewsletterPreference).mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('flips at once and keeps the answer the shop gives', async () => {
    vi.mocked(setNewsletterPreference).mockResolvedValue({ message: 'You have unsubscribed.', subscribed: false });
    const toggle = renderSwitch();
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(setNewsletterPreference).toHaveBeenCalledWith(false, expect.anything());
    await waitFor(() => expect(screen.getByText('Not subscribed')).toBeInTheDocument());
    expect(toggle).not.toBeChecked();
  });

  it('flips back when the shop refuses', async () => {
    let refuse: (error: Error) => void = () => undefined;
    vi.mocked(setNewsletterPreference).mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    const toggle = renderSwitch();
    await userEvent.click(toggle);
    // Optimistic: off while the shop is asked.
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(setNewsletterPreference).toHaveBeenCalled());
    refuse(new BffError(502, 'upstream_unavailable', 'Something went wrong!'));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
  });

  it('asks to log in again when the session has ended, flips back, and leaves the change to be made again', async () => {
    const failed = vi.spyOn(notify, 'error');
    vi.mocked(setNewsletterPreference).mockRejectedValue(new BffError(401, 'session_ended', 'Your session has ended. Please log in again.'));
    const toggle = renderSwitch();
    await userEvent.click(toggle);

    expect(await screen.findByText(NOT_SAVED_NOTICE)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(failed).not.toHaveBeenCalled();
    // Logged in again (perhaps as someone else): the change is not made by itself.
    act(() => closeLoginModal(true));
    expect(setNewsletterPreference).toHaveBeenCalledTimes(1);
  });
});
