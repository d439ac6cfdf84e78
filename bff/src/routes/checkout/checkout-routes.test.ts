import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@mocks/base';
import { priceCheckout } from '@mocks/data/checkout';
import { COUPON_MESSAGES, DEMO_COUPONS, seedCoupons } from '@mocks/data/coupons';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { store } from '@mocks/store';
import { CartQuoteLineSchema } from '@bff/schemas/cart';
import { CHECKOUT_MESSAGES } from '@bff/schemas/checkout';
import { useShopHarness } from '@bff/session/test-harness';
import { SAME_ORIGIN } from '@bff/upstream/test-upstream';
import type { ApiError, CheckoutQuote, CheckoutState, SessionView } from '@bff/view-models';
import { toPriceCheckLine } from '@bff/lib/price-check-line';
import { ALREADY_LOGGED_IN_MESSAGE } from './checkout-routes';
import { QUOTE_FAULT_MESSAGE } from './checkout-quote';
import { CHECKOUT_FULL_MESSAGE } from './checkout-state';
import { ADDRESS, DELIVERY_DETAILS, ITEMS, QUOTE_REQUEST, checkoutCalls, json } from './test-checkout';

const shop = useShopHarness();
const checkout = checkoutCalls(shop);

/** The mock upstream's own arithmetic for the same lines, in pence. */
function mockTotals(accountPercent: number, couponPercent = 0) {
  const lines = ITEMS.map((item) => toPriceCheckLine(v.parse(CartQuoteLineSchema, item)));
  const coupon = couponPercent ? { code: 'X', percent: couponPercent, expires_at: '2099-12-31' } : null;
  return priceCheckout({ lines, order_policy: 0, post_code: 'NW1 5LR' }, accountPercent, coupon).totals;
}

describe('GET /api/checkout and guests', () => {
  it('knows nobody before a login or a guest session', async () => {
    const response = await checkout.send('GET', '');
    expect(await json<CheckoutState>(response)).toEqual({ shopper: null, details: null, couponCode: null, artwork: {}, placedOrder: null });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('starts a guest session with only an email', async () => {
    const response = await checkout.guest('guest.shopper@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await json<SessionView>(await shop.browser.request('/api/session'))).toMatchObject({ anonymous: false, isGuest: true, userType: '2' });
    const state = await json<CheckoutState>(await checkout.send('GET', ''));
    expect(state.shopper).toEqual({ email: 'guest.shopper@example.com', isGuest: true, firstName: '', lastName: '', phoneCall: false });
    expect(store.guests.map((guest) => guest.email)).toEqual(['guest.shopper@example.com']);
  });

  it('ends the earlier guest session when a guest starts again with another email', async () => {
    await checkout.guest('first.try@example.com');
    const earlierCookie = [...shop.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [earlierToken] = [...store.sessions.keys()];
    expect(earlierToken).toBeDefined();

    await checkout.guest('second.try@example.com');
    const state = await json<CheckoutState>(await checkout.send('GET', ''));
    expect(state.shopper?.email).toBe('second.try@example.com');
    const withEarlierCookie = await shop.bff.app.request('/api/session', { headers: { ...SAME_ORIGIN, cookie: earlierCookie } });
    expect(await withEarlierCookie.json()).toEqual({ anonymous: true });
    await vi.waitFor(() => expect(store.sessions.has(earlierToken!)).toBe(false));
  });

  it('checks the email and refuses a logged-in customer', async () => {
    const bad = await checkout.guest('not-an-email');
    expect(bad.status).toBe(400);
    expect((await json<ApiError>(bad)).error.fields).toEqual({ email: ['Email is invalid'] });
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const refused = await checkout.guest();
    expect(refused.status).toBe(403);
    expect((await json<ApiError>(refused)).error.message).toBe(ALREADY_LOGGED_IN_MESSAGE);
  });

  it('starts from the account address, and keeps the details a shopper saves', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const before = await json<CheckoutState>(await checkout.send('GET', ''));
    expect(before.details).toMatchObject({ orderPolicy: 'delivery', billing: { firstName: 'Olivia', postcode: 'W1T 4JB' } });

    const saved = await json<CheckoutState>(await checkout.saveDetails());
    expect(saved.details).toEqual({ ...DELIVERY_DETAILS, billing: { ...ADDRESS, postcode: 'NW1 5LR' } });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).details).toEqual(saved.details);
  });

  it("never shows one shopper's checkout to the next person logging in on the browser", async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    await checkout.saveDetails();
    await shop.browser.login(DEMO_EMAILS.student, DEMO_PASSWORD);
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).details).toBeNull();
  });
});

describe('bad bodies', () => {
  it.each([
    ['PUT', '/details', { orderPolicy: 'delivery', billing: { ...ADDRESS, postcode: 'nowhere' }, shippingSameAsBilling: true }, 'billing.postcode'],
    ['PUT', '/details', { billing: ADDRESS }, 'orderPolicy'],
    ['POST', '/quote', { items: [], orderPolicy: 'delivery' }, 'items'],
    ['POST', '/quote', { items: ITEMS, orderPolicy: 'by pigeon' }, 'orderPolicy'],
    ['PUT', '/coupon', { ...QUOTE_REQUEST, couponCode: '  ' }, 'couponCode'],
    ['POST', '/orders', { items: ITEMS, paymentMethod: 'cash' }, 'paymentMethod'],
    ['PUT', '/artwork/line-cards', { kind: 'upload' }, 'kind'],
  ])('%s %s answers 400 with the field (%s)', async (method, path, body, field) => {
    await checkout.guest();
    const response = await checkout.send(method, path, body);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys((await json<ApiError>(response)).error.fields ?? {})).toContain(field);
  });

  it('answers 400 to malformed JSON and 401 without a session', async () => {
    await checkout.guest();
    const cookie = [...shop.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const malformed = await shop.bff.app.request('/api/checkout/quote', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
      body: '{"items": [',
    });
    expect(malformed.status).toBe(400);
    await shop.browser.request('/api/session', { method: 'DELETE' });
    expect((await checkout.quote()).status).toBe(401);
  });
});

describe('POST /api/checkout/quote', () => {
  it("prices the order as the mock store computes it, ignoring the browser's prices", async () => {
    await checkout.guest();
    const tampered = ITEMS.map((item) => ({ ...item, variationNetPrice: 1, price: { total: 1 }, vatAmount: 0 }));
    const response = await checkout.quote({ ...QUOTE_REQUEST, items: tampered, subTotal: 1, total: 1, discount: 99 });
    expect(response.status).toBe(200);
    const quote = await json<CheckoutQuote>(response);
    const expected = mockTotals(0);
    expect(quote).toMatchObject({
      subTotal: expected.sub_total,
      vatAmount: expected.vat_amount,
      shipmentCost: 0,
      total: expected.total,
      accountDiscount: { percent: 0, amount: 0 },
      coupon: null,
      allAvailable: true,
      orderPolicy: 'delivery',
      paymentMethods: ['card'],
      currency: 'GBP',
    });
    expect(quote.lines.map((line) => line.netPrice)).toEqual(expected.lines.map((line) => line.net_price));
    // The flyers' next-day service (£8.95); the cards' standard one is free.
    expect(quote.deliveryServices).toBe(895);
    expect(quote.estimatedDelivery?.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The cards go by the standard service: not today, though the postcode is in the same-day area.
    expect(quote.sameDayDelivery).toBe(false);
  });

  describe('same-day London delivery', () => {
    // Every line on the same-day service (id 1), to a postcode in the same-day area.
    const SAME_DAY = { ...QUOTE_REQUEST, items: ITEMS.map((item) => ({ ...item, deliveryServiceId: 1 })) };
    afterEach(() => vi.useRealTimers());

    it('is promised before the 16:00 cut-off, when the order arrives today', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
      await checkout.guest();
      const quote = await json<CheckoutQuote>(await checkout.quote(SAME_DAY));
      expect(quote.estimatedDelivery?.iso).toBe('2026-11-24');
      expect(quote.sameDayDelivery).toBe(true);
      // Each line's same-day service (£19.95), inside the subtotal: what the summary shows as delivery.
      expect(quote.deliveryServices).toBe(1995 * SAME_DAY.items.length);
    });

    it('is not offered after it: each same-day line is marked for another speed, never priced for tomorrow', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T17:00:00Z'));
      await checkout.guest();
      const quote = await json<CheckoutQuote>(await checkout.quote(SAME_DAY));
      expect(quote.allAvailable).toBe(false);
      expect(quote.lines.map((line) => [line.code, line.available, line.message])).toEqual([
        ['line-cards', false, CHECKOUT_MESSAGES.sameDayPast],
        ['line-flyers', false, CHECKOUT_MESSAGES.sameDayPast],
      ]);
      expect(quote.sameDayDelivery).toBe(false);
    });

    it('does not take a same-day line to a postcode outside the same-day area, and says what to do', async () => {
      await checkout.guest();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
      // The flyers go same day, the cards standard.
      const items = ITEMS.map((item) => (item.code === 'line-flyers' ? { ...item, deliveryServiceId: 1 } : item));
      const quote = await json<CheckoutQuote>(await checkout.quote({ ...QUOTE_REQUEST, items, postcode: 'M1 1AE' }));
      expect(quote.allAvailable).toBe(false);
      expect(quote.lines.map((line) => [line.code, line.available, line.message])).toEqual([
        ['line-cards', true, null],
        ['line-flyers', false, CHECKOUT_MESSAGES.sameDayArea],
      ]);
      const inArea = await json<CheckoutQuote>(await checkout.quote({ ...QUOTE_REQUEST, items }));
      expect(inArea.allAvailable).toBe(true);
    });
  });

  it("does not take a quantity its product's rules refuse (a cart kept from before they changed), in the cart's words", async () => {
    await checkout.guest();
    const offStep = ITEMS.map((item) => (item.code === 'line-cards' ? { ...item, quantity: 260 } : item));
    const quote = await json<CheckoutQuote>(await checkout.quote({ ...QUOTE_REQUEST, items: offStep }));
    expect(quote.allAvailable).toBe(false);
    expect(quote.lines.map((line) => [line.code, line.available, line.message])).toEqual([
      ['line-cards', false, 'Please enter a quantity in steps of 50 (50, 100, 150…).'],
      ['line-flyers', true, null],
    ]);
  });

  it('gives a business account 5% off before VAT, the zero-rated line staying at VAT 0', async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const quote = await json<CheckoutQuote>(await checkout.quote());
    const expected = mockTotals(5);
    expect(quote.accountDiscount).toEqual({ label: 'Business discount (5%)', percent: 5, amount: expected.account_discount });
    expect(quote.accountDiscount.amount).toBe(Math.round(quote.subTotal * 0.05));
    expect(quote.lines[1]).toMatchObject({ code: 'line-flyers', vatPercent: 0, vatAmount: 0 });
    expect(quote.lines[0]?.vatAmount).toBe(Math.round(quote.lines[0]!.netPrice * 0.95 * 0.2));
    expect(quote.total).toBe(expected.total);
    expect(quote.paymentMethods).toEqual(['card', 'invoice']);
  });

  it('names the collection point for click and collect, with no delivery charge', async () => {
    await checkout.guest();
    const quote = await json<CheckoutQuote>(await checkout.quote({ items: ITEMS, orderPolicy: 'collection', postcode: 'HS1 2AA' }));
    expect(quote).toMatchObject({ orderPolicy: 'collection', shipmentCost: 0, shipmentName: null, sameDayDelivery: false, collection: { city: 'London' } });
  });

  it("names a remote area's delivery charge as the upstream does, and leaves free delivery unnamed", async () => {
    await checkout.guest();
    const standard = ITEMS.map((item) => ({ ...item, deliveryServiceId: 3 }));
    const inverness = await json<CheckoutQuote>(await checkout.quote({ items: standard, orderPolicy: 'delivery', postcode: 'IV2 3PY' }));
    expect(inverness).toMatchObject({ shipmentCost: 995, shipmentName: 'Highlands and islands delivery' });
    const london = await json<CheckoutQuote>(await checkout.quote({ items: standard, orderPolicy: 'delivery', postcode: 'SW1A 1AA' }));
    expect(london).toMatchObject({ shipmentCost: 0, shipmentName: null });
  });

  type QuoteData = { total: string; sub_total: string; lines: { vat_amount: string }[] };
  const penny = (amount: string) => (Number(amount) + 0.01).toFixed(2);
  it.each([
    ['a total off by a penny', (data: QuoteData) => ({ ...data, total: penny(data.total) }), 'the total does not add up'],
    [
      'VAT on the zero-rated line',
      (data: QuoteData) => ({ ...data, lines: data.lines.map((line, index) => (index === 1 ? { ...line, vat_amount: '0.01' } : line)) }),
      'zero-rated line line-flyers charges VAT',
    ],
    ['lines that do not make the sub-total', (data: QuoteData) => ({ ...data, sub_total: penny(data.sub_total) }), 'the lines do not add up to the sub-total'],
  ])('answers 502 when the upstream quote does not add up: %s', async (_case, corrupt, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await checkout.guest();
    shop.upstream.use(
      http.post('/orders/quote', async ({ request }) => {
        // The mock's honest answer, then corrupted.
        const headers = { authorization: request.headers.get('authorization') ?? '', 'content-type': 'application/json' };
        const real = await fetch(request.url, { method: 'POST', headers, body: await request.text() });
        const body = (await real.json()) as { data: QuoteData };
        return Response.json({ ...body, data: corrupt(body.data) });
      }, { once: true }),
    );
    const response = await checkout.quote();
    expect(response.status).toBe(502);
    expect(await json<ApiError>(response)).toEqual({ error: { code: 'upstream_fault', message: QUOTE_FAULT_MESSAGE } });
    expect(warn).toHaveBeenCalledWith(`upstream orders/quote does not add up: ${problem}`);
    warn.mockRestore();
  });
});

describe('coupons', () => {
  const applyCoupon = (couponCode: string) => checkout.send('PUT', '/coupon', { ...QUOTE_REQUEST, couponCode });

  it('applies a valid coupon, keeps it for the next quotes, and removes it', async () => {
    await checkout.guest();
    const applied = await json<CheckoutQuote>(await applyCoupon(DEMO_COUPONS.valid.toLowerCase()));
    expect(applied.coupon).toEqual({ code: DEMO_COUPONS.valid, percent: 10, amount: mockTotals(0, 10).coupon_discount });
    expect(applied.total).toBe(mockTotals(0, 10).total);
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).couponCode).toBe(DEMO_COUPONS.valid);
    expect((await json<CheckoutQuote>(await checkout.quote())).coupon?.code).toBe(DEMO_COUPONS.valid);

    expect(await (await checkout.send('DELETE', '/coupon')).json()).toEqual({ ok: true });
    expect((await json<CheckoutQuote>(await checkout.quote())).coupon).toBeNull();
  });

  it.each([
    ['unknown', 'NOSUCHCODE', COUPON_MESSAGES.unknown],
    ['expired', DEMO_COUPONS.expired, COUPON_MESSAGES.expired(seedCoupons()[1]!)],
  ])('refuses an %s coupon with its own message, saving nothing', async (_kind, code, message) => {
    await checkout.guest();
    const response = await applyCoupon(code);
    expect(response.status).toBe(400);
    expect(await json<ApiError>(response)).toEqual({ error: { code: 'coupon_invalid', message, fields: { couponCode: [message] } } });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).couponCode).toBeNull();
  });

  it('drops a saved coupon that has expired since, pricing the order without it', async () => {
    await checkout.guest();
    await applyCoupon(DEMO_COUPONS.valid);
    store.coupons[0]!.expires_at = '2020-01-01';
    const quote = await json<CheckoutQuote>(await checkout.quote());
    expect(quote.coupon).toBeNull();
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).couponCode).toBeNull();
  });

  it('refuses an order whose saved coupon stopped working, so the shopper sees the real total first', async () => {
    await checkout.guest();
    await checkout.readyToOrder();
    await applyCoupon(DEMO_COUPONS.valid);
    store.coupons[0]!.expires_at = '2020-01-01';
    const before = store.orders.length;
    const response = await checkout.placeOrder();
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error).toMatchObject({ code: 'coupon_invalid', fields: { couponCode: [COUPON_MESSAGES.expired(store.coupons[0]!)] } });
    expect(store.orders).toHaveLength(before);
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).couponCode).toBeNull();
  });
});

describe('artwork choices', () => {
  it("saves 'send later' per line, and refuses an order while a line has no choice", async () => {
    await checkout.guest();
    await checkout.saveDetails();
    expect(await (await checkout.artworkLater('line-cards')).json()).toEqual({ ok: true });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({ 'line-cards': { kind: 'later' } });
    const response = await checkout.placeOrder();
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error).toMatchObject({ code: 'artwork_missing', message: CHECKOUT_MESSAGES.artworkMissing });
  });

  it("keeps every line's choice when the lines are chosen at the same time, and the order takes them all", async () => {
    await checkout.guest();
    await checkout.saveDetails();
    const answers = await Promise.all(ITEMS.map((item) => checkout.artworkLater(item.code)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({
      'line-cards': { kind: 'later' },
      'line-flyers': { kind: 'later' },
    });
    expect((await checkout.placeOrder()).status).toBe(200);
  });

  // Two hundred requests: seconds on a loaded machine.
  it('refuses a choice for a line past the most a checkout holds, and still changes a line it holds', { timeout: 30_000 }, async () => {
    await checkout.guest();
    const lines = Array.from({ length: 200 }, (_, line) => `line-${line}`);
    expect(new Set((await Promise.all(lines.map((line) => checkout.artworkLater(line)))).map((answer) => answer.status))).toEqual(new Set([200]));
    expect(Object.keys((await json<CheckoutState>(await checkout.send('GET', ''))).artwork)).toHaveLength(200);
    const refused = await checkout.artworkLater('line-cards');
    expect(refused.status).toBe(413);
    expect((await json<ApiError>(refused)).error).toEqual({ code: 'checkout_full', message: CHECKOUT_FULL_MESSAGE, fields: { file: [CHECKOUT_FULL_MESSAGE] } });
    expect((await checkout.artworkLater('line-0')).status).toBe(200);
  });
});
