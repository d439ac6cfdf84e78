import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { fakeBff } from '@web/test/fake-bff';
import { closeLoginModal, useLoginModalRequest } from '../auth/login-modal-store';
import { renderPage } from './test/render-page';
import { useCheckoutQuote } from './use-checkout-quote';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => {
  act(() => closeLoginModal());
  vi.resetAllMocks();
});

function Probe() {
  const { isError } = useCheckoutQuote({ items: [{ code: 'line-1', productId: 1, quantity: 100 }], orderPolicy: 'delivery' } as never);
  const request = useLoginModalRequest();
  return (
    <p>
      {request ? `modal: ${request.notice ?? ''}` : 'modal closed'} / {isError ? 'error shown' : 'no error'}
    </p>
  );
}

describe('useCheckoutQuote', () => {
  it('asks a shopper whose session ended to log in again, rather than saying the prices could not be checked', async () => {
    fakeBff.mockRejectedValue(new BffError(401, 'session_ended', 'Your session has ended. Please log in again.'));
    renderPage(<Probe />);
    expect(await screen.findByText(/^modal: Your session has ended/)).toBeInTheDocument();
    expect(screen.getByText(/no error/)).toBeInTheDocument();
  });
});
