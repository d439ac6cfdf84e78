import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES, type CheckoutQuoteRequest } from '@bff/schemas/checkout';
import { BffError } from '@web/lib/bff-client';
import { bffCalls, fakeBff } from '@web/test/fake-bff';
import { checkoutQueries } from '../api/checkout-queries';
import { createQuote } from '../test/checkout-fixtures';
import { renderPage } from '../test/render-page';
import { CouponForm } from './coupon-form';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

afterEach(() => vi.resetAllMocks());

const request: CheckoutQuoteRequest = {
  items: [{ code: 'line-1', variationId: 10, quantity: 250, quantityId: 3, options: {}, sizes: [], colourId: null, deliveryServiceId: 2, bundle: false }],
  orderPolicy: 'delivery',
  postcode: 'W1T 4JB',
};

describe('CouponForm', { timeout: 20_000 }, () => {
  it('asks for a code when Apply is pressed with none', async () => {
    const { user } = renderPage(<CouponForm request={request} applied={null} />);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.couponRequired)).toBeInTheDocument();
    expect(fakeBff).not.toHaveBeenCalled();
  });

  it('says why a code is refused under the field, in the shop\'s words, keeping what was typed', async () => {
    fakeBff.mockRejectedValue(
      new BffError(422, 'coupon_invalid', 'This coupon has expired.', { couponCode: ['This coupon has expired.'] }),
    );
    const { user } = renderPage(<CouponForm request={request} applied={null} />);
    await user.click(await screen.findByLabelText('Coupon code'));
    await user.paste('spring15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByLabelText('Coupon code');
    expect(await screen.findByText('This coupon has expired.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This coupon has expired.'));
    expect(field).toHaveValue('spring15');
    // Focus leaves Apply for the field, so the message is read out with it.
    expect(field).toHaveFocus();
    expect(bffCalls('PUT', 'checkout/coupon').map((call) => call.body)).toEqual([{ ...request, couponCode: 'SPRING15' }]);
  });

  it('puts the quote with the coupon straight into the cache for this order', async () => {
    const quote = createQuote({ coupon: { code: 'SPRING15', percent: 15, amount: 375 } });
    fakeBff.mockResolvedValue(quote);
    const { user, queryClient } = renderPage(<CouponForm request={request} applied={null} />);
    await user.click(await screen.findByLabelText('Coupon code'));
    await user.paste('SPRING15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(checkoutQueries.quote(request).queryKey)).toEqual(quote));
  });

  it('shows an applied coupon with Remove', async () => {
    fakeBff.mockResolvedValue({ ok: true });
    const { user } = renderPage(<CouponForm request={request} applied={{ code: 'SPRING15', percent: 15, amount: 375 }} />);
    expect(await screen.findByText(/applied: 15% off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coupon SPRING15' }));
    expect(bffCalls('DELETE', 'checkout/coupon')).toHaveLength(1);
  });

  it('moves focus to the applied coupon after Apply, and back to the emptied field after Remove', async () => {
    const withCoupon = createQuote({ coupon: { code: 'SPRING15', percent: 15, amount: 375 } });
    let coupon: typeof withCoupon.coupon = null;
    fakeBff.mockImplementation(({ method, path }) => {
      if (path === 'checkout/coupon' && method === 'PUT') coupon = withCoupon.coupon;
      if (path === 'checkout/coupon' && method === 'DELETE') {
        coupon = null;
        return { ok: true };
      }
      return { ...withCoupon, coupon };
    });
    // As the checkout renders it: the coupon is the one the order's quote applied.
    function Priced() {
      const { data } = useQuery(checkoutQueries.quote(request));
      return data ? <CouponForm request={request} applied={data.coupon} /> : null;
    }
    const { user } = renderPage(<Priced />);
    await user.click(await screen.findByLabelText('Coupon code'));
    await user.paste('SPRING15');
    await user.keyboard('{Enter}');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Coupon SPRING15 applied: 15% off');
    await vi.waitFor(() => expect(status).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove coupon SPRING15' }));
    const field = await screen.findByLabelText('Coupon code');
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
  });

  it('does not pull focus later when Apply succeeds but the order is priced without the coupon', async () => {
    const withoutCoupon = createQuote({ coupon: null });
    fakeBff.mockResolvedValue(withoutCoupon);
    function Priced() {
      const { data } = useQuery(checkoutQueries.quote(request));
      return data ? <CouponForm request={request} applied={data.coupon} /> : null;
    }
    const { user, queryClient } = renderPage(<Priced />);
    const field = await screen.findByLabelText('Coupon code');
    await user.click(field);
    await user.paste('SPRING15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(bffCalls('PUT', 'checkout/coupon')).toHaveLength(1));
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(0));
    // Later the quote applies a coupon the shopper did not just press for (another tab's, say).
    queryClient.setQueryData(checkoutQueries.quote(request).queryKey, { ...withoutCoupon, coupon: { code: 'SPRING15', percent: 15, amount: 375 } });
    const status = await screen.findByRole('status');
    expect(status).not.toHaveFocus();
  });
});
