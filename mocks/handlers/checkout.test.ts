import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_PAGE_PREFIX } from '../base';
import { findProduct, primaryVariation } from '../data/catalogue';
import { COUPON_MESSAGES, DEMO_COUPONS, seedCoupons } from '../data/coupons';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../data/users';
import { resetStore, store } from '../store';
import { call, login, requestPage } from '../test-client';
import { CHECKOUT_MESSAGES } from './checkout';

beforeEach(() => resetStore());

const cards = primaryVariation(findProduct('standard-business-cards')!);
const flyers = primaryVariation(findProduct('flyers')!);

/** "12.50" -> 1250 */
const pence = (amount: string) => Math.round(Number(amount) * 100);

const LINES = [
  { code: 'cards', variation_id: cards.id, quantity: 250, delivery_service_id: 3 },
  { code: 'flyers', variation_id: flyers.id, quantity: 100, delivery_service_id: 1 },
];
const quoteBody = { lines: LINES, order_policy: 0, post_code: 'SW1A 1AA', coupon_code: null };
const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  address: '12 Marylebone Road',
  address2: '',
  city: 'London',
  postcode: 'NW1 5LR',
  phone: '020 7946 0000',
};
const orderBody = {
  ...quoteBody,
  lines: LINES.map((line) => ({ ...line, artwork_id: null, artwork_later: true })),
  order_type: 0,
  payment_method: 'card',
  billing: address,
  shipping: null,
  return_url: 'http://shop.test/payment/return',
};
const KEY = 'checkout-test-key-0001';

const quote = (token: string, body: object = quoteBody) => call('POST', '/orders/quote', { token, json: body });
const place = (token: string, body: object = orderBody, key = KEY) =>
  call('POST', '/orders', { token, json: body, headers: { 'Idempotency-Key': key } });

describe('auth/guest', () => {
  it('starts a guest session (user_type 2) whose token the other calls accept', async () => {
    const { status, body } = await call('POST', '/auth/guest', { json: { email: 'guest@example.com' } });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ email: 'guest@example.com', user_type: '2', account_type_id: 1 });
    expect((await call('GET', '/auth/user', { token: body.data.token })).body.data.email).toBe('guest@example.com');
    expect((await call('POST', '/auth/guest', { json: { email: 'nope' } })).body.errors.email).toEqual([
      'The email field must be a valid email address.',
    ]);
  });

  it('makes a new guest each time, so one guest token never reads another guest order', async () => {
    const first = (await call('POST', '/auth/guest', { json: { email: 'same@example.com' } })).body.data;
    const second = (await call('POST', '/auth/guest', { json: { email: 'same@example.com' } })).body.data;
    expect(first.user.uuid).not.toBe(second.user.uuid);
    const placed = (await place(first.token)).body.data;
    expect((await call('GET', `/orders/${placed.invoice_no}`, { token: second.token })).status).toBe(404);
    expect((await call('GET', `/orders/${placed.invoice_no}`, { token: first.token })).status).toBe(200);
  });
});

describe('orders/quote', () => {
  it('prices each line like price-check and adds the totals up to the penny', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const { status, body } = await quote(token);
    expect(status).toBe(200);
    const checked = (await call('POST', '/variations/price-check', { json: { lines: LINES } })).body.data.lines;
    const data = body.data;
    data.lines.forEach((line: { net_price: string; vat_amount: string; vat_percent: string }, index: number) => {
      const { net_price, extra_price, delivery_price, vat_amount, vat_percent } = checked[index].price;
      expect(pence(line.net_price)).toBe(pence(net_price) + pence(extra_price) + pence(delivery_price));
      expect(line).toMatchObject({ vat_amount, vat_percent });
    });
    expect(data.lines[1]).toMatchObject({ vat_percent: '0.00', vat_amount: '0.00' });
    const lineSum = (key: 'net_price' | 'vat_amount') => data.lines.reduce((sum: number, line: Record<string, string>) => sum + pence(line[key]!), 0);
    expect(pence(data.sub_total)).toBe(lineSum('net_price'));
    expect(pence(data.vat_amount)).toBe(lineSum('vat_amount'));
    expect(pence(data.total)).toBe(pence(data.sub_total) + pence(data.vat_amount));
    expect(data).toMatchObject({ account_discount: '0.00', same_day_delivery: true, collection_info: null, payment_methods: ['card'] });
  });

  it('takes the business discount off the goods before VAT and offers pay by invoice', async () => {
    const token = await login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const data = (await quote(token)).body.data;
    const subTotal = pence(data.sub_total);
    expect(data.account_discount_percent).toBe('5.00');
    expect(pence(data.account_discount)).toBe(Math.round(subTotal * 0.05));
    const [cardsLine, flyersLine] = data.lines;
    expect(pence(cardsLine.vat_amount)).toBe(Math.round(pence(cardsLine.net_price) * 0.95 * 0.2));
    expect(flyersLine.vat_amount).toBe('0.00');
    expect(data.payment_methods).toEqual(['card', 'invoice']);
  });

  it('charges no delivery for click and collect and names the collection point', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const remote = (await quote(token, { ...quoteBody, post_code: 'HS1 2AA' })).body.data;
    expect(remote.shipment_cost).toBe('9.95');
    const collected = (await quote(token, { ...quoteBody, order_policy: 1, post_code: 'HS1 2AA' })).body.data;
    expect(collected).toMatchObject({ shipment_cost: '0.00', same_day_delivery: false, collection_info: { city: 'London' } });
  });

  it('applies a valid coupon and refuses unknown and expired ones with their own messages', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const data = (await quote(token, { ...quoteBody, coupon_code: DEMO_COUPONS.valid.toLowerCase() })).body.data;
    expect(data).toMatchObject({ coupon_code: DEMO_COUPONS.valid, coupon_discount_percent: '10.00' });
    expect(pence(data.coupon_discount)).toBe(Math.round(pence(data.sub_total) * 0.1));

    const unknown = await quote(token, { ...quoteBody, coupon_code: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ coupon_code: [COUPON_MESSAGES.unknown] });
    const expired = await quote(token, { ...quoteBody, coupon_code: DEMO_COUPONS.expired });
    expect(expired.body.errors).toEqual({ coupon_code: [COUPON_MESSAGES.expired(seedCoupons()[1]!)] });
    expect(expired.body.errors.coupon_code[0]).not.toBe(unknown.body.errors.coupon_code[0]);
  });

  it('lists a line that cannot be ordered with its reason, counting it 0', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const data = (await quote(token, { ...quoteBody, lines: [...LINES, { code: 'gone', variation_id: 999_999, quantity: 5 }] })).body.data;
    expect(data.lines[2]).toMatchObject({ code: 'gone', available: false, net_price: '0.00', message: 'This product is no longer available.' });
  });

  it('needs a token and a valid body', async () => {
    expect((await call('POST', '/orders/quote', { json: quoteBody })).status).toBe(401);
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect((await quote(token, { lines: [] })).body.errors).toEqual({
      lines: ['The lines field must have between 1 and 100 items.'],
      order_policy: ['The order policy field is required.'],
    });
  });
});

describe('artwork', () => {
  it('stores an upload for the shopper and refuses other file types', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const form = new FormData();
    form.set('file', new File(['%PDF-1.7 test'], 'artwork.pdf', { type: 'application/pdf' }));
    const { body } = await call('POST', '/artwork', { token, form });
    expect(body.data).toMatchObject({ file_name: 'artwork.pdf', size: 13, mime: 'application/pdf' });
    expect(store.artworks.get(body.data.artwork_id)?.user_uuid).toBeDefined();

    const wrong = new FormData();
    wrong.set('file', new File(['MZ'], 'setup.exe'));
    expect((await call('POST', '/artwork', { token, form: wrong })).body.errors.file).toEqual([
      'The file field must be a file of type: pdf, ai, eps, png, jpg, jpeg, tif, tiff.',
    ]);
  });
});

describe('POST orders', () => {
  it('places a card order with the totals of its quote, shown in My Orders and order tracking', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const quoted = (await quote(token)).body.data;
    const { status, body } = await place(token);
    expect(status).toBe(200);
    const { invoice_no, total, payment, payment_status } = body.data;
    expect({ total, payment_status }).toEqual({ total: quoted.total, payment_status: 'unpaid' });
    expect(payment).toMatchObject({ status: 'pending', redirect_url: `http://mock.test${PAYMENT_PAGE_PREFIX}/${payment.payment_id}` });

    const invoice = (await call('GET', `/orders/${invoice_no}`, { token })).body.data;
    expect(invoice).toMatchObject({
      sub_total: quoted.sub_total,
      vat_amount: quoted.vat_amount,
      total: quoted.total,
      bill_address: address.address,
      payment_method: 'Card',
    });
    expect(invoice.order_detail.map((line: { net_price: string }) => line.net_price)).toEqual(quoted.lines.map((line: { net_price: string }) => line.net_price));
    // Every line's artwork was to come later: the invoice says the shop still waits for it.
    expect(invoice.order_detail.map((line: { awaiting_artwork: boolean }) => line.awaiting_artwork)).toEqual(LINES.map(() => true));
    expect((await call('GET', '/orders', { token })).body.data.data[0].invoice_no).toBe(invoice_no);
    const tracked = await call('POST', '/order-tracking', { json: { email: DEMO_EMAILS.verified, order_id: String(invoice_no).padStart(8, '0') } });
    expect(tracked.body.orderInfo.total).toBe(quoted.total);
  });

  it("records each line's printing price per item as its unit price, as the product page has it, never its delivery service spread over it", async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const checked: { price: { unit_price: string; delivery_price: string } }[] = (await call('POST', '/variations/price-check', { json: { lines: LINES } })).body.data.lines;
    expect(checked.some((line) => pence(line.price.delivery_price) > 0)).toBe(true);
    const { invoice_no } = (await place(token)).body.data;
    const invoice = (await call('GET', `/orders/${invoice_no}`, { token })).body.data;
    expect(invoice.order_detail.map((line: { unit_price: string }) => pence(line.unit_price))).toEqual(checked.map((line) => pence(line.price.unit_price)));
  });

  it('answers a repeated key and body with the first order, and refuses the key with another body', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const before = store.orders.length;
    const answers = await Promise.all([place(token), place(token), place(token)]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body)))).toHaveProperty('size', 1);
    expect(store.orders).toHaveLength(before + 1);

    const other = await place(token, { ...orderBody, post_code: 'E1 6AN' });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ 'Idempotency-Key': [CHECKOUT_MESSAGES.keyReused] });
    expect((await place(token, orderBody, 'short')).body.errors).toEqual({ 'Idempotency-Key': [CHECKOUT_MESSAGES.keyMissing] });
    expect(store.orders).toHaveLength(before + 1);
  });

  it('needs each line’s artwork (an own upload) or artwork later', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const lines = [
      { ...LINES[0], artwork_id: null, artwork_later: false },
      { ...LINES[1], artwork_id: 'art_someone-elses', artwork_later: false },
    ];
    expect((await place(token, { ...orderBody, lines })).body.errors).toEqual({
      'lines.0.artwork_id': [CHECKOUT_MESSAGES.artworkRequired],
      'lines.1.artwork_id': [CHECKOUT_MESSAGES.artworkUnknown],
    });
  });

  it('lets only pay-by-invoice accounts pay by invoice, with no card payment', async () => {
    const individual = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const refused = await place(individual, { ...orderBody, payment_method: 'invoice' });
    expect(refused.body.errors).toEqual({ payment_method: [CHECKOUT_MESSAGES.invoiceNotAllowed] });

    const business = await login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const { body } = await place(business, { ...orderBody, payment_method: 'invoice' });
    expect(body.data).toMatchObject({ payment: null, payment_status: 'unpaid' });
    expect(store.orders.at(-1)).toMatchObject({ payment_method: 'Invoice (30 days)', account_discount_percent: 5 });
  });

  it('records a phone order (type 1) for phone-call customers only, billing from the account', async () => {
    const phoneOrder = { ...orderBody, order_type: 1, payment_method: 'phone', billing: null, return_url: null };
    const web = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect((await place(web, phoneOrder)).status).toBe(403);

    const phone = await login(DEMO_EMAILS.phoneCall, DEMO_PASSWORD);
    expect((await place(phone, phoneOrder)).body.data.payment).toBeNull();
    expect(store.orders.at(-1)).toMatchObject({ order_type: 1, payment_method: 'Card over the phone', billing: { first_name: 'Margaret' } });
    expect((await place(phone, { ...orderBody, payment_method: 'phone' }, 'another-key-00000002')).body.errors).toEqual({
      payment_method: ['The selected payment method is invalid.'],
    });
  });
});

describe('card payments', () => {
  async function placedCardOrder() {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const { invoice_no, payment } = (await place(token)).body.data;
    return { token, invoiceNo: invoice_no as number, paymentId: payment.payment_id as string };
  }
  const decide = (paymentId: string, decision: string) => {
    const form = new FormData();
    form.set('decision', decision);
    return requestPage('POST', `${PAYMENT_PAGE_PREFIX}/${paymentId}`, form);
  };

  it('shows the order number and amount with approve and decline buttons', async () => {
    const { invoiceNo, paymentId } = await placedCardOrder();
    const response = await requestPage('GET', `${PAYMENT_PAGE_PREFIX}/${paymentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const body = await response.text();
    const total = store.orders.find((order) => order.invoice_no === invoiceNo)!.total;
    expect(body).toContain(`#${String(invoiceNo).padStart(8, '0')}`);
    expect(body).toContain(`£${(total / 100).toFixed(2)}`);
    expect(body).toMatch(/<html lang="en-GB">/);
    expect(body).toMatch(/<button[^>]*value="approve"[^>]*>Approve payment<\/button>/);
    expect(body).toMatch(/<button[^>]*value="decline"[^>]*>Decline payment<\/button>/);
  });

  it('approves, sends the shopper back with the payment id, and marks the order paid', async () => {
    const { token, invoiceNo, paymentId } = await placedCardOrder();
    const { status, headers } = await decide(paymentId, 'approve');
    expect(status).toBe(303);
    const back = new URL(headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/payment/return');
    expect(back.searchParams.get('payment_id')).toBe(paymentId);
    expect((await call('GET', `/payments/${paymentId}`, { token })).body.data).toEqual({
      payment_id: paymentId,
      invoice_no: invoiceNo,
      status: 'paid',
      message: null,
    });
    expect((await call('GET', `/orders/${invoiceNo}`, { token })).body.data.payment_status).toBe('paid');
    expect((await call('POST', `/orders/${invoiceNo}/payments`, { token, json: { return_url: 'http://shop.test/payment/return' } })).status).toBe(409);
  });

  it('after a decline, starts a new attempt on the same order and withdraws the pending ones', async () => {
    const { token, invoiceNo, paymentId } = await placedCardOrder();
    await decide(paymentId, 'decline');
    expect((await call('GET', `/payments/${paymentId}`, { token })).body.data).toMatchObject({ status: 'declined', message: CHECKOUT_MESSAGES.declined });

    const retry = (await call('POST', `/orders/${invoiceNo}/payments`, { token, json: { return_url: 'http://shop.test/payment/return' } })).body.data;
    expect(retry).toMatchObject({ status: 'pending' });
    const again = (await call('POST', `/orders/${invoiceNo}/payments`, { token, json: { return_url: 'http://shop.test/payment/return' } })).body.data;
    expect(store.payments.get(retry.payment_id)).toMatchObject({ status: 'declined', message: CHECKOUT_MESSAGES.superseded });
    await decide(again.payment_id, 'approve');
    expect(store.orders.filter((order) => order.invoice_no === invoiceNo)).toHaveLength(1);
    expect(store.orders.find((order) => order.invoice_no === invoiceNo)?.payment_status).toBe('paid');
  });

  it("keeps each shopper's payments to themselves", async () => {
    const { paymentId } = await placedCardOrder();
    const other = await login(DEMO_EMAILS.business, DEMO_PASSWORD);
    expect((await call('GET', `/payments/${paymentId}`, { token: other })).status).toBe(404);
    expect((await requestPage('GET', `${PAYMENT_PAGE_PREFIX}/pay_unknown`)).status).toBe(404);
    expect((await decide(paymentId, 'maybe')).status).toBe(400);
  });
});
