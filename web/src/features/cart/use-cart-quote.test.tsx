import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { bffCalls, fakeBff } from '@web/test/fake-bff';
import { closeLoginModal, useLoginModalRequest } from '../auth/login-modal-store';
import type { CartQuote } from './api/cart-queries';
import { createCartItem } from './test/create-cart-item';
import { useCartQuote } from './use-cart-quote';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

const cart = { items: [createCartItem()] };
const GUEST_QUOTE = { lines: [], totals: { net: 0, extras: 0, delivery: 0, discount: 0, vat: 0, total: 0 }, allAvailable: true, currency: 'GBP' } as CartQuote;

function Probe() {
  const { isError } = useCartQuote(cart);
  const request = useLoginModalRequest();
  return (
    <p>
      {request ? `modal: ${request.notice ?? ''}` : 'modal closed'} / {isError ? 'error shown' : 'no error'}
    </p>
  );
}

afterEach(() => act(() => closeLoginModal()));

describe('useCartQuote', () => {
  it('asks a shopper whose session ended to log in again, and prices as a guest if they would rather not', async () => {
    fakeBff
      .mockRejectedValueOnce(new BffError(401, 'session_ended', 'Your session has ended. Please log in again.'))
      .mockResolvedValue(GUEST_QUOTE);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^modal: Your session has ended/)).toBeInTheDocument();
    // Not a pricing failure to apologise for: the modal says what happened.
    expect(screen.getByText(/no error/)).toBeInTheDocument();

    act(() => closeLoginModal());
    await waitFor(() => expect(bffCalls('POST', 'cart/quote')).toHaveLength(2));
    expect(screen.getByText(/modal closed/)).toBeInTheDocument();
  });
});
