import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@mocks/base';
import { CHECKOUT_MESSAGES as MOCK_MESSAGES } from '@mocks/handlers/checkout';
import { CHECKOUT_MESSAGES } from '@bff/schemas/checkout';
import { paymentPageHandlers } from '@mocks/handlers/payment-page';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { store } from '@mocks/store';
import { useShopHarness } from '@bff/session/test-harness';
import { cartLinesKey } from '@bff/shared/cart-lines-key';
import type { ApiError, CheckoutQuote, CheckoutState, InvoiceView, PaymentOutcome, PlacedOrder } from '@bff/view-models';
import { PHONE_ORDERS_ONLY_MESSAGE } from './checkout-routes';
import { DETAILS_TOO_LONG_MESSAGE, MAX_PAYMENT_URL_BYTES, PLACED_ORDER_MEMORY_MS } from './checkout-state';
import { ORDER_MESSAGES, deliveryChangedMessage } from './place-order';
import { ADDRESS, ITEMS, QUOTE_REQUEST, checkoutCalls, json } from './test-checkout';

const shop = useShopHarness();
const checkout = checkoutCalls(shop);

type CardOrder = Extract<PlacedOrder, { status: 'payment_required' }>;

async function placeCardOrder(): Promise<CardOrder> {
  const response = await checkout.placeOrder();
  expect(response.status).toBe(200);
  const placed = await json<PlacedOrder>(response);
  if (placed.status !== 'payment_required') throw new Error(`expected a card payment, got ${JSON.stringify(placed)}`);
  return placed;
}

/** The tester's click on the hosted payment page; answers where the page sends the shopper back. */
async function decide(paymentUrl: string, decision: 'approve' | 'decline'): Promise<URL> {
  shop.upstream.use(...paymentPageHandlers);
  const response = await fetch(paymentUrl, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const outcome = async (paymentId: string, query = '') =>
  json<PaymentOutcome>(await checkout.send('GET', `/payments/${encodeURIComponent(paymentId)}${query}`));

const ordersOf = (email: string) => store.orders.filter((order) => order.email === email);

describe('POST /api/checkout/orders (card)', () => {
  it('places the order and sends the shopper to the payment page, at the total the quote showed', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const quote = await json<CheckoutQuote>(await checkout.quote());
    const before = ordersOf(DEMO_EMAILS.verified).length;

    const placed = await placeCardOrder();
    expect(placed.paymentUrl).toMatch(new RegExp(`^${new URL(shop.upstream.url).origin}/hosted-payment/pay_`));
    const order = store.orders.find((candidate) => candidate.invoice_no === placed.invoiceNo)!;
    expect(ordersOf(DEMO_EMAILS.verified)).toHaveLength(before + 1);
    expect(order).toMatchObject({ order_type: 0, payment_status: 'unpaid', payment_method: 'Card', total: quote.total, sub_total: quote.subTotal });
    expect(order.billing).toMatchObject({ first_name: 'Ada', postcode: 'NW1 5LR', phone: '020 7946 0000' });
    expect(order.lines.map((line) => line.artwork_id)).toEqual([null, null]);
  });

  it('serves the invoice of the order exactly as the mock store holds it', async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const { invoiceNo } = await placeCardOrder();
    const order = store.orders.find((candidate) => candidate.invoice_no === invoiceNo)!;
    const invoice = await json<InvoiceView>(await checkout.send('GET', `/orders/${invoiceNo}`));
    expect(invoice).toMatchObject({
      invoiceNumber: invoiceNo,
      orderType: 'web',
      subTotal: order.sub_total,
      accountDiscount: order.account_discount,
      accountDiscountPercent: 5,
      couponDiscount: order.coupon_discount,
      shippingCost: order.shipment_cost,
      vatAmount: order.vat_amount,
      total: order.total,
      billing: { firstName: 'Ada', postcode: 'NW1 5LR' },
    });
    expect(invoice.lines.map((line) => [line.netPrice, line.vatPercent, line.vatAmount])).toEqual(
      order.lines.map((line) => [line.net_price, line.vat_percent, line.vat_amount]),
    );
    expect(invoice.lines[1]).toMatchObject({ vatPercent: 0, vatAmount: 0 });
  });

  it('makes one order of a double click, sent one after the other or at once', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const before = store.orders.length;
    const first = await placeCardOrder();
    const again = await placeCardOrder();
    const racing = await Promise.all([placeCardOrder(), placeCardOrder(), placeCardOrder()]);
    expect(store.orders).toHaveLength(before + 1);
    for (const placed of [again, ...racing]) expect(placed).toEqual(first);
  });

  it('refuses to place an order before the details are saved', async () => {
    await checkout.guest();
    const response = await checkout.placeOrder();
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error).toEqual({ code: 'details_missing', message: ORDER_MESSAGES.detailsMissing });
  });

  it('answers 502 rather than send the browser to a payment page that is not a web address', async () => {
    await checkout.guest();
    await checkout.readyToOrder();
    shop.upstream.use(
      http.post('/orders', ({ response }) =>
        response(200).json({
          success: true,
          data: { invoice_no: 777, total: '1.00', payment_status: 'unpaid', payment: { payment_id: 'pay_x', status: 'pending', redirect_url: 'javascript:alert(1)' } },
        }),
      ),
    );
    const response = await checkout.placeOrder();
    expect(response.status).toBe(502);
    expect((await json<ApiError>(response)).error.message).toBe(ORDER_MESSAGES.paymentPageFault);
  });
});

describe('placing an order across the cut-off', () => {
  afterEach(() => vi.useRealTimers());
  const withService = (deliveryServiceId: number) => ITEMS.map((item) => ({ ...item, deliveryServiceId }));

  /** A guest ready to order, priced at 15:58:45 in London on Wednesday 2 December 2026 (GMT); the clock then passes 16:00. */
  async function pricedBeforeCutOff(items: typeof ITEMS) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T15:58:45Z'));
    await checkout.guest();
    await checkout.readyToOrder();
    const quote = await json<CheckoutQuote>(await checkout.quote({ ...QUOTE_REQUEST, items }));
    vi.setSystemTime(new Date('2026-12-02T16:00:23Z'));
    return quote;
  }

  it('is refused for a delivery date the cut-off has moved, naming the new one, and placed once that is shown', async () => {
    const nextDay = withService(2);
    const quote = await pricedBeforeCutOff(nextDay);
    expect(quote.estimatedDelivery).toMatchObject({ iso: '2026-12-03', text: 'Thursday 3rd December' });
    const before = store.orders.length;

    const refused = await checkout.placeOrder({ items: nextDay, paymentMethod: 'card', estimatedDelivery: quote.estimatedDelivery?.iso });
    expect(refused.status).toBe(409);
    expect((await json<ApiError>(refused)).error).toEqual({ code: 'delivery_changed', message: deliveryChangedMessage('Friday 4th December') });
    expect(store.orders).toHaveLength(before);

    const placed = await checkout.placeOrder({ items: nextDay, paymentMethod: 'card', estimatedDelivery: '2026-12-04' });
    expect(placed.status).toBe(200);
    expect(store.orders).toHaveLength(before + 1);
  });

  it('keeps refusing same-day lines after the cut-off, pointing at their delivery speed, and places the order on another', async () => {
    const sameDay = withService(1);
    const quote = await pricedBeforeCutOff(sameDay);
    expect(quote.estimatedDelivery).toEqual({ iso: '2026-12-02', text: 'Wednesday 2nd December', cutOffAt: '2026-12-02T16:00:00.000Z' });
    const before = store.orders.length;

    // Sent as priced, or again with tomorrow's date: same-day is not delivered tomorrow at the same-day price.
    for (const estimatedDelivery of ['2026-12-02', '2026-12-03']) {
      const refused = await checkout.placeOrder({ items: sameDay, paymentMethod: 'card', estimatedDelivery });
      expect(refused.status).toBe(409);
      expect((await json<ApiError>(refused)).error).toMatchObject({
        code: 'delivery_changed',
        message: ORDER_MESSAGES.sameDayPast,
        fields: { 'items.line-cards': [CHECKOUT_MESSAGES.sameDayPast] },
      });
    }
    expect(store.orders).toHaveLength(before);

    const nextDay = withService(2);
    const repriced = await json<CheckoutQuote>(await checkout.quote({ ...QUOTE_REQUEST, items: nextDay }));
    expect(repriced.allAvailable).toBe(true);
    const placed = await checkout.placeOrder({ items: nextDay, paymentMethod: 'card', estimatedDelivery: repriced.estimatedDelivery?.iso });
    expect(placed.status).toBe(200);
    expect(store.orders.at(-1)).toMatchObject({ total: repriced.total });
  });
});

describe('same-day before and after its cut-off', () => {
  afterEach(() => vi.useRealTimers());
  const sameDay = ITEMS.map((item) => ({ ...item, deliveryServiceId: 1 }));
  const COLLECTION_DETAILS = { orderPolicy: 'collection', billing: ADDRESS, shippingSameAsBilling: true } as const;

  /** A guest ready to order, at this time on Wednesday 2 December 2026 (GMT, so London's time too). */
  async function readyAt(time: string, details?: typeof COLLECTION_DETAILS) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`2026-12-02T${time}Z`));
    await checkout.guest();
    await checkout.readyToOrder(details);
  }

  it('places a same-day delivery ordered in the morning, for today', async () => {
    await readyAt('10:00:00');
    const quote = await json<CheckoutQuote>(await checkout.quote({ ...QUOTE_REQUEST, items: sameDay }));
    expect(quote).toMatchObject({ allAvailable: true, estimatedDelivery: { iso: '2026-12-02' } });
    const placed = await checkout.placeOrder({ items: sameDay, paymentMethod: 'card', estimatedDelivery: quote.estimatedDelivery?.iso });
    expect(placed.status).toBe(200);
    expect(store.orders.at(-1)).toMatchObject({ total: quote.total });
  });

  it('places a same-day click and collect ordered in the morning', async () => {
    await readyAt('10:00:00', COLLECTION_DETAILS);
    const quote = await json<CheckoutQuote>(await checkout.quote({ items: sameDay, orderPolicy: 'collection', postcode: null }));
    expect(quote.allAvailable).toBe(true);
    const placed = await checkout.placeOrder({ items: sameDay, paymentMethod: 'card', estimatedDelivery: quote.estimatedDelivery?.iso });
    expect(placed.status).toBe(200);
  });

  it('refuses a same-day click and collect after the cut-off: collecting it is not same-day either', async () => {
    await readyAt('17:00:00', COLLECTION_DETAILS);
    const before = store.orders.length;
    const quote = await json<CheckoutQuote>(await checkout.quote({ items: sameDay, orderPolicy: 'collection', postcode: null }));
    expect(quote.lines).toEqual(sameDay.map(() => expect.objectContaining({ available: false, message: CHECKOUT_MESSAGES.sameDayPast })));
    const refused = await checkout.placeOrder({ items: sameDay, paymentMethod: 'card', estimatedDelivery: quote.estimatedDelivery?.iso });
    expect(refused.status).toBe(409);
    expect((await json<ApiError>(refused)).error).toMatchObject({ code: 'delivery_changed', message: ORDER_MESSAGES.sameDayPast });
    expect(store.orders).toHaveLength(before);
  });
});

describe('paying by invoice', () => {
  it('confirms the order at once for an account with pay by invoice, and starts a new checkout', async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const placed = await json<PlacedOrder>(await checkout.placeOrder({ items: ITEMS, paymentMethod: 'invoice' }));
    expect(placed).toEqual({ invoiceNo: expect.any(Number), status: 'confirmed' });
    expect(store.orders.at(-1)).toMatchObject({ invoice_no: placed.invoiceNo, payment_method: 'Invoice (30 days)', account_discount_percent: 5 });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({});
  });

  it('answers a repeat of the placement (its answer lost after the new checkout came back) with the same order', async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const before = store.orders.length;
    const placed = await json<PlacedOrder>(await checkout.placeOrder({ items: ITEMS, paymentMethod: 'invoice' }));
    const state = await json<CheckoutState>(await checkout.send('GET', ''));
    expect(state.placedOrder).toEqual({ invoiceNo: placed.invoiceNo, cart: cartLinesKey(ITEMS.map((item) => item.code)) });

    const repeat = await checkout.placeOrder({ items: ITEMS, paymentMethod: 'invoice' });
    expect(repeat.status).toBe(200);
    expect(await json<PlacedOrder>(repeat)).toEqual(placed);
    expect(store.orders).toHaveLength(before + 1);

    // Another cart is another order, which needs this checkout's own details.
    const other = await checkout.placeOrder({ items: ITEMS.slice(1), paymentMethod: 'invoice' });
    expect((await json<ApiError>(other)).error.message).toBe(ORDER_MESSAGES.detailsMissing);
  });

  it('forgets the order placed once the new checkout is changed: the same cart is then a new order', async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const first = await json<PlacedOrder>(await checkout.placeOrder({ items: ITEMS, paymentMethod: 'invoice' }));
    await checkout.readyToOrder();
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).placedOrder).toBeNull();
    const second = await json<PlacedOrder>(await checkout.placeOrder({ items: ITEMS, paymentMethod: 'invoice' }));
    expect(second.invoiceNo).not.toBe(first.invoiceNo);
  });

  it('refuses invoice for an account without it', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const response = await checkout.placeOrder({ items: ITEMS, paymentMethod: 'invoice' });
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error.fields).toEqual({ paymentMethod: [ORDER_MESSAGES.invoiceNotAllowed] });
  });
});

describe('GET /api/checkout/payments/:paymentId', () => {
  it('reads a declined payment as declined whatever the return URL claims', async () => {
    await checkout.guest();
    await checkout.readyToOrder();
    const placed = await placeCardOrder();
    const back = await decide(placed.paymentUrl, 'decline');
    const paymentId = back.searchParams.get('payment_id')!;
    const forged = await outcome(paymentId, '?status=paid&payment_status=paid');
    expect(forged).toEqual({ invoiceNo: placed.invoiceNo, status: 'declined', message: MOCK_MESSAGES.declined });
    expect(store.orders.find((order) => order.invoice_no === placed.invoiceNo)?.payment_status).toBe('unpaid');
  });

  it('reads a pending payment as pending, even when the query says paid', async () => {
    await checkout.guest();
    await checkout.readyToOrder();
    const placed = await placeCardOrder();
    const paymentId = new URL(placed.paymentUrl).pathname.split('/').pop()!;
    expect(await outcome(paymentId, '?status=paid')).toEqual({ invoiceNo: placed.invoiceNo, status: 'pending', message: null });
  });

  it('after a decline, pays the same order with a new attempt instead of placing a second', async () => {
    await checkout.guest();
    await checkout.readyToOrder();
    const before = store.orders.length;
    const first = await placeCardOrder();
    await decide(first.paymentUrl, 'decline');

    const retry = await placeCardOrder();
    expect(retry.invoiceNo).toBe(first.invoiceNo);
    expect(retry.paymentUrl).not.toBe(first.paymentUrl);
    // Asked again while that attempt is open: the same page, no third attempt.
    expect(await placeCardOrder()).toEqual(retry);

    const back = await decide(retry.paymentUrl, 'approve');
    expect(await outcome(back.searchParams.get('payment_id')!)).toEqual({ invoiceNo: first.invoiceNo, status: 'paid', message: null });
    expect(store.orders).toHaveLength(before + 1);
    expect(store.orders.find((order) => order.invoice_no === first.invoiceNo)?.payment_status).toBe('paid');
  });

  it('starts a new checkout once paid, so the same cart ordered again is a new order', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    await checkout.readyToOrder();
    const first = await placeCardOrder();
    const back = await decide(first.paymentUrl, 'approve');
    expect((await outcome(back.searchParams.get('payment_id')!)).status).toBe('paid');
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({});

    await checkout.readyToOrder();
    const second = await placeCardOrder();
    expect(second.invoiceNo).not.toBe(first.invoiceNo);
  });

  it('answers Place order pressed again after the payment (a tab restored from history) with the paid order', async () => {
    await checkout.guest();
    await checkout.readyToOrder();
    const before = store.orders.length;
    const first = await placeCardOrder();
    const back = await decide(first.paymentUrl, 'approve');
    expect((await outcome(back.searchParams.get('payment_id')!)).status).toBe('paid');

    expect(await json<PlacedOrder>(await checkout.placeOrder())).toEqual({ invoiceNo: first.invoiceNo, status: 'confirmed' });
    expect(store.orders).toHaveLength(before + 1);
  });

  it('answers 404 for a payment id that is not one, or not the shopper’s', async () => {
    await checkout.guest();
    expect((await checkout.send('GET', '/payments/not%20an%20id')).status).toBe(404);
    expect((await checkout.send('GET', '/payments/pay_nobody')).status).toBe(404);
  });
});

describe('GET /api/checkout/orders/:invoiceNo', () => {
  it("lets a guest read the order they placed, never anyone else's", async () => {
    await checkout.guest('tracked.guest@example.com');
    await checkout.readyToOrder();
    const { invoiceNo } = await placeCardOrder();
    expect((await json<InvoiceView>(await checkout.send('GET', `/orders/%23${String(invoiceNo).padStart(8, '0')}`))).email).toBe(
      'tracked.guest@example.com',
    );
    expect((await checkout.send('GET', '/orders/10231')).status).toBe(404);
    expect((await checkout.send('GET', '/orders/abc')).status).toBe(404);

    const tracked = await shop.browser.request('/api/order-tracking', {
      method: 'POST',
      json: { email: 'tracked.guest@example.com', order_id: String(invoiceNo).padStart(8, '0') },
    });
    expect(tracked.status).toBe(200);
  });
});

describe('POST /api/checkout/phone-orders', () => {
  it('records a phone-call customer’s cart as a phone order (type 1)', async () => {
    await shop.browser.login(DEMO_EMAILS.phoneCall, DEMO_PASSWORD);
    const response = await checkout.send('POST', '/phone-orders', { items: ITEMS });
    expect(response.status).toBe(200);
    const { invoiceNo } = await json<{ invoiceNo: number }>(response);
    expect(store.orders.at(-1)).toMatchObject({
      invoice_no: invoiceNo,
      order_type: 1,
      payment_method: 'Card over the phone',
      billing: { first_name: 'Margaret', postcode: 'E8 4RP' },
    });
    expect(store.orders.at(-1)?.lines.map((line) => line.artwork_id)).toEqual([null, null]);
  });

  it('makes one phone order of a double click', async () => {
    await shop.browser.login(DEMO_EMAILS.phoneAccount, DEMO_PASSWORD);
    const before = store.orders.length;
    const answers = await Promise.all([1, 2].map(() => checkout.send('POST', '/phone-orders', { items: ITEMS })));
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toHaveProperty('size', 1);
    expect(store.orders).toHaveLength(before + 1);
  });

  it('answers a repeat sent after the first was answered (the answer lost) with the same order, for a day', async () => {
    await shop.browser.login(DEMO_EMAILS.phoneCall, DEMO_PASSWORD);
    const before = store.orders.length;
    const first = await json<{ invoiceNo: number }>(await checkout.send('POST', '/phone-orders', { items: ITEMS }));
    expect(await json<{ invoiceNo: number }>(await checkout.send('POST', '/phone-orders', { items: ITEMS }))).toEqual(first);
    expect(store.orders).toHaveLength(before + 1);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + PLACED_ORDER_MEMORY_MS + 1);
    try {
      const later = await json<{ invoiceNo: number }>(await checkout.send('POST', '/phone-orders', { items: ITEMS }));
      expect(later.invoiceNo).not.toBe(first.invoiceNo);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is for phone-call customers only', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const response = await checkout.send('POST', '/phone-orders', { items: ITEMS });
    expect(response.status).toBe(403);
    expect((await json<ApiError>(response)).error.message).toBe(PHONE_ORDERS_ONLY_MESSAGE);
  });
});

describe('a checkout with long details', () => {
  const accented = (length: number) => 'Éè ê'.repeat(length).slice(0, length);
  const longAddress = { ...ADDRESS, company: accented(199), address: accented(200), address2: accented(199), city: accented(60) };

  it('refuses details an order could not fit beside, on the longest field, and keeps the ones it saved', async () => {
    await checkout.guest();
    await checkout.saveDetails();
    const refused = await checkout.saveDetails({ orderPolicy: 'delivery', billing: longAddress, shippingSameAsBilling: true });
    expect(refused.status).toBe(413);
    expect((await json<ApiError>(refused)).error).toEqual({
      code: 'details_too_long',
      message: DETAILS_TOO_LONG_MESSAGE,
      fields: { 'billing.address': [DETAILS_TOO_LONG_MESSAGE] },
    });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).details?.billing.address).toBe(ADDRESS.address);
  });

  it('keeps a card order with the longest address it accepts and a long payment page, and a repeat pays the same order', async () => {
    await checkout.guest();
    const billing = { ...ADDRESS, company: accented(60), address: accented(200), address2: accented(20) };
    await checkout.readyToOrder({ orderPolicy: 'delivery', billing, shippingSameAsBilling: true });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).details?.billing.address).toBe(billing.address);
    const paymentUrl = `https://pay.example.com/hosted/${'x'.repeat(MAX_PAYMENT_URL_BYTES - 31)}`;
    shop.upstream.use(
      http.post('/orders', ({ response }) =>
        response(200).json({
          success: true,
          data: { invoice_no: 778, total: '1.00', payment_status: 'unpaid', payment: { payment_id: 'pay_long', status: 'pending', redirect_url: paymentUrl } },
        }),
      ),
      http.get('/payments/{payment_id}', ({ response }) =>
        response(200).json({ success: true, data: { payment_id: 'pay_long', invoice_no: 778, status: 'pending', message: null } }),
      ),
    );
    const placed = await placeCardOrder();
    expect(placed).toEqual({ invoiceNo: 778, status: 'payment_required', paymentUrl });
    expect(`checkout=${shop.browser.cookies.get('checkout')}`.length).toBeLessThanOrEqual(4096 - '__Host-'.length);
    expect(await placeCardOrder()).toEqual(placed);
  });
});
