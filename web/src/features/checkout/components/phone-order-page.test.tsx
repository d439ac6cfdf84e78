import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions } from '@web/features/cart/cart-store';
import { createCartItem } from '@web/features/cart/test/create-cart-item';
import { bffCalls, fakeBff, type BffCall } from '@web/test/fake-bff';
import { createAddress, createCheckoutState, createQuote } from '../test/checkout-fixtures';
import { renderPage } from '../test/render-page';
import { PhoneOrderPage } from './phone-order-page';

vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()));

let sendOrder: (value: unknown) => void;

/** A phone-call customer of this user_type; the phone order's answer waits until the test gives it. */
function answerBff(userType: '0' | '3') {
  fakeBff.mockImplementation(({ method, path }: BffCall) => {
    if (method === 'POST' && path === 'checkout/quote') return createQuote();
    if (path === 'session') return { anonymous: false, accountId: 'account-1', name: 'Margaret Osei', firstName: 'Margaret', avatarUrl: null, accountType: 1, userType, isGuest: false };
    if (path === 'account/profile') return { firstName: 'Margaret', lastName: 'Osei', email: 'margaret.osei@example.com', phone: '07700 900789', company: '' };
    if (path === 'checkout') return createCheckoutState({ details: { orderPolicy: 'delivery', billing: createAddress({ address: '5 Mare Street', postcode: 'E8 4RP' }), shippingSameAsBilling: true } });
    return new Promise((resolve) => {
      sendOrder = resolve;
    });
  });
}

beforeEach(() => {
  cartActions.add(createCartItem());
});

afterEach(() => {
  cartActions.clear();
  fakeBff.mockReset();
});

const phoneOrders = () => bffCalls('POST', 'checkout/phone-orders');
const sendButton = () => screen.getByRole('button', { name: 'Send my order' });

async function renderReview(userType: '0' | '3' = '0') {
  answerBff(userType);
  const page = renderPage(<PhoneOrderPage invoiceNo={null} />);
  await screen.findByText('£30.00');
  return page;
}

describe('PhoneOrderPage', { timeout: 20_000 }, () => {
  it('shows what goes to the shop and who we call, and places nothing on arrival', async () => {
    await renderReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your phone order' })).toBeInTheDocument();
    const line = within(screen.getByRole('list', { name: 'Your order' })).getByRole('listitem');
    expect(within(line).getByText('Standard Business Cards')).toBeInTheDocument();
    expect(within(line).getByText('250')).toBeInTheDocument();
    expect(within(line).getByText('400gsm Silk')).toBeInTheDocument();
    expect(within(line).getByText('Standard delivery')).toBeInTheDocument();
    expect(await screen.findByText('07700 900789')).toBeInTheDocument();
    expect(screen.getByText('margaret.osei@example.com')).toBeInTheDocument();
    expect(await screen.findByText('5 Mare Street')).toBeInTheDocument();
    expect(screen.getByText('We confirm the details and take payment over the phone.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toBeInTheDocument();
    expect(phoneOrders()).toHaveLength(0);
  });

  it('sends one phone order for a double press', async () => {
    const { user } = await renderReview();
    await user.dblClick(sendButton());
    await user.click(sendButton());
    expect(phoneOrders()).toHaveLength(1);
    expect(phoneOrders()[0]?.body).toMatchObject({ items: [{ code: 'line-1' }] });
    sendOrder({ invoiceNo: 10565 });
  });

  it('tells a customer on account that nothing is paid on the call', async () => {
    await renderReview('3');
    expect(await screen.findByText('We confirm the details and add the order to your account: nothing to pay on the call.')).toBeInTheDocument();
    expect(screen.queryByText(/take payment/)).not.toBeInTheDocument();
  });
});
