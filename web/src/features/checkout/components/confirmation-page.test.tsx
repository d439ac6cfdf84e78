import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '@web/features/layout/api/layout-queries';
import { layoutQueries } from '@web/features/layout/api/layout-queries';
import { createInvoice, createLine } from '@web/features/orders/test/invoice-fixtures';
import { BffError } from '@web/lib/bff-client';
import { fakeBff } from '@web/test/fake-bff';
import { checkoutQueries } from '../api/checkout-queries';
import { renderPage } from '../test/render-page';
import { ConfirmationPage } from './confirmation-page';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => vi.resetAllMocks());

const CARDS = 'Standard Business Cards 400gsm Silk';
const FLYERS = 'Premium A5 Flyers 170gsm Gloss';

function renderConfirmation(lines: ReturnType<typeof createLine>[], salesEmail?: string) {
  // What the test has not put in the cache (the session, the company profile) is still on its way.
  fakeBff.mockReturnValue(new Promise(() => {}));
  const page = renderPage(<ConfirmationPage invoiceNumber={10231} />);
  page.queryClient.setQueryData(checkoutQueries.order(10231).queryKey, createInvoice({ lines }));
  if (salesEmail) page.queryClient.setQueryData(layoutQueries.bootstrap().queryKey, { company: { salesEmail } } as Bootstrap);
  return page;
}

describe('ConfirmationPage', { timeout: 20_000 }, () => {
  it('names the items whose artwork is still to come and how to send it: a reply quoting the order number, or the sales email', async () => {
    renderConfirmation([createLine({ name: CARDS, awaitingArtwork: true }), createLine({ name: FLYERS })], 'sales@printshoplondon.co.uk');
    const artwork = await screen.findByRole('region', { name: 'We still need your artwork' });
    expect(within(artwork).getAllByRole('listitem').map((item) => item.textContent)).toEqual([CARDS]);
    expect(artwork).toHaveTextContent('Reply to your order confirmation email with the files attached, quoting order number #00010231');
    const email = within(artwork).getByRole('link', { name: 'sales@printshoplondon.co.uk' });
    expect(email).toHaveAttribute('href', 'mailto:sales@printshoplondon.co.uk?subject=Artwork%20for%20order%20%2300010231');
  });

  it('heads the invoice with an h2, so its h3s sit under the page heading without a skipped level', async () => {
    renderConfirmation([createLine({ name: CARDS })]);
    const invoice = await screen.findByRole('region', { name: 'Your invoice' });
    expect(within(invoice).getByRole('heading', { level: 2, name: 'Your invoice' })).toBeInTheDocument();
    expect(within(invoice).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  });

  it('still says how to send the artwork before the company profile has loaded', async () => {
    renderConfirmation([createLine({ name: CARDS, awaitingArtwork: true })]);
    const artwork = await screen.findByRole('region', { name: 'We still need your artwork' });
    expect(artwork).toHaveTextContent('Reply to your order confirmation email with the files attached, quoting order number #00010231.');
    expect(within(artwork).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks for nothing when every item came with its artwork', async () => {
    renderConfirmation([createLine({ name: CARDS })], 'sales@printshoplondon.co.uk');
    await screen.findByText(CARDS);
    expect(screen.queryByRole('region', { name: 'We still need your artwork' })).not.toBeInTheDocument();
  });

  it('asks to log in when the session has ended, never saying an order was placed or offering a retry that cannot succeed', async () => {
    fakeBff.mockImplementation(({ path }) =>
      path === 'checkout/orders/10231' ? Promise.reject(new BffError(401, 'session_ended', 'Your session has ended. Please log in again.')) : new Promise(() => {}),
    );
    renderPage(<ConfirmationPage invoiceNumber={10231} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your order' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Log in again to see this order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeInTheDocument();
    expect(screen.queryByText(/Your order is placed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
