import { describe, expect, it } from 'vitest';
import { findProduct, primaryVariation } from '@mocks/data/catalogue';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { createTestBrowser } from '@bff/session/test-browser';
import { SAME_ORIGIN } from '@bff/upstream/test-upstream';
import type { ApiError, CartQuote, CheckoutQuote, PriceView } from '@bff/view-models';
import { useShopHarness } from '@bff/session/test-harness';

const shop = useShopHarness();

const json = async <T>(response: Response) => (await response.json()) as T;
const quote = (body: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
  shop.bff.app.request('/api/cart/quote', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const cards = primaryVariation(findProduct('standard-business-cards')!);
const flyers = primaryVariation(findProduct('flyers')!);
const tee = primaryVariation(findProduct('printed-t-shirts')!);
const mug = primaryVariation(findProduct('printed-mugs')!);

/** Single-sided cards at 50 and 100 and one mug: 5% of each line apart comes to 1p more than 5% of their £45.72. */
const PENNY_CART = [
  { code: 'cards-50', variationId: cards.id, quantity: 50, quantityId: 1, options: { 1: 2, 2: 5, 3: 7, 4: 10 }, deliveryServiceId: 3 },
  { code: 'cards-100', variationId: cards.id, quantity: 100, quantityId: 2, options: { 1: 2, 2: 5, 3: 7, 4: 10 }, deliveryServiceId: 3 },
  { code: 'mug', variationId: mug.id, quantity: 1, quantityId: 256, deliveryServiceId: 3 },
];

const priceOf = async (variationId: number, query: string) =>
  json<PriceView>(await shop.bff.app.request(`/api/products/${variationId}/price?${query}`));

describe('POST /api/cart/quote', () => {
  it("prices every line from the upstream and ignores the browser's prices", async () => {
    const response = await quote({
      items: [
        // Tampered prices: the quote must not use them.
        { code: 'a', variationId: cards.id, quantity: 250, deliveryServiceId: 3, variationNetPrice: 1, extraTotalPrice: 0, price: { total: 1 } },
        { code: 'b', variationId: flyers.id, quantity: 100, deliveryServiceId: 1, variationNetPrice: 1 },
        { code: 'c', variationId: tee.id, quantity: 10, sizes: [{ name: 'M', quantity: 6 }, { name: '3XL', quantity: 4 }, { name: 'S', quantity: 0 }], colourId: 1, deliveryServiceId: 3 },
      ],
    });
    expect(response.status).toBe(200);
    const result = await json<CartQuote>(response);

    const expected = [
      await priceOf(cards.id, 'quantity=250&deliveryServiceId=3'),
      await priceOf(flyers.id, 'quantity=100&deliveryServiceId=1'),
      await priceOf(tee.id, 'sizes[M]=6&sizes[3XL]=4&colourId=1&deliveryServiceId=3'),
    ];
    expect(result.lines.map((line) => line.code)).toEqual(['a', 'b', 'c']);
    expect(result.lines.map((line) => line.price)).toEqual(expected);
    // Each line keeps its own VAT rate: flyers are zero-rated.
    expect(result.lines.map((line) => line.price?.vatPercent)).toEqual([20, 0, 20]);
    expect(result.totals.total).toBe(expected.reduce((sum, line) => sum + line.total, 0));
    expect(result.totals.vat).toBe(expected.reduce((sum, line) => sum + line.vat, 0));
    expect(result).toMatchObject({ allAvailable: true, currency: 'GBP' });
    expect(shop.upstream.requests.filter((line) => line.startsWith('POST /api/v1/variations/price-check'))).toHaveLength(1);
  });

  it('marks lines that can no longer be ordered and leaves them out of the totals', async () => {
    const result = await json<CartQuote>(
      await quote({
        items: [
          { code: 'gone', variationId: 999_999, quantity: 100 },
          { code: 'ok', variationId: cards.id, quantity: 100, deliveryServiceId: 3 },
        ],
      }),
    );
    expect(result.lines[0]).toMatchObject({ code: 'gone', available: false, price: null, message: 'This product is no longer available.' });
    expect(result.allAvailable).toBe(false);
    expect(result.totals.total).toBe(result.lines[1]?.price?.total);
  });

  it.each([
    [DEMO_EMAILS.business, 'Business discount (5%)'],
    [DEMO_EMAILS.reseller, 'Reseller discount (15%)'],
  ])("charges %s's cart as checkout charges the order: the account's own discount once off the whole, VAT per rate", async (email, label) => {
    await shop.browser.login(email, DEMO_PASSWORD);
    const zeroRated = { code: 'flyers', variationId: flyers.id, quantity: 100, deliveryServiceId: 1 };
    // A zero-rated line among standard-rated ones, and a cart whose lines rounded apart lose a penny.
    for (const items of [[zeroRated, ...PENNY_CART], PENNY_CART]) {
      const cart = await json<CartQuote>(await shop.browser.request('/api/cart/quote', { method: 'POST', json: { items } }));
      const order = await json<CheckoutQuote>(
        await shop.browser.request('/api/checkout/quote', { method: 'POST', json: { items, orderPolicy: 'collection', postcode: null } }),
      );
      expect(order.accountDiscount.label).toBe(label);
      expect(cart.totals.accountDiscount).toEqual(order.accountDiscount);
      expect(cart.totals.net + cart.totals.extras + cart.totals.delivery).toBe(order.subTotal);
      const vatByRate = new Map<number, number>();
      for (const line of order.lines) vatByRate.set(line.vatPercent, (vatByRate.get(line.vatPercent) ?? 0) + line.vatAmount);
      expect(cart.totals.vatByRate).toEqual([...vatByRate].sort(([a], [b]) => b - a).map(([percent, amount]) => ({ percent, amount })));
      expect(cart.totals.vat).toBe(order.vatAmount);
      expect(cart.totals.total).toBe(order.total);
    }
  });

  it('takes the business discount off every line for a business account', async () => {
    const browser = createTestBrowser(shop.bff.app);
    await browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const response = await browser.request('/api/cart/quote', {
      method: 'POST',
      json: { items: [{ code: 'a', variationId: cards.id, quantity: 250, deliveryServiceId: 3 }] },
    });
    const result = await json<CartQuote>(response);
    const line = result.lines[0]?.price;
    expect(line?.accountDiscount).toEqual({ label: 'Business discount (5%)', percent: 5, amount: Math.round((line?.net ?? 0) * 0.05) });
    expect(result.totals.accountDiscount).toEqual(line?.accountDiscount);
    // This shopper's prices: no browser or shared cache may keep them.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const price = await browser.request(`/api/products/${cards.id}/price?quantity=250&deliveryServiceId=3`);
    expect((await json<PriceView>(price)).accountDiscount).not.toBeNull();
    expect(price.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses an empty cart and malformed lines with 400', async () => {
    const empty = await quote({ items: [] });
    expect(empty.status).toBe(400);
    expect((await json<ApiError>(empty)).error.message).toBe('Shopping cart empty!');
    const bad = await quote({ items: [{ code: 'a', variationId: cards.id, quantity: 0 }] });
    expect((await json<ApiError>(bad)).error.fields).toEqual({ 'items.0.quantity': ['Please enter a quantity of at least 1.'] });
    const huge = await quote({
      items: [
        { code: 'a', variationId: cards.id, quantity: 1e15 },
        { code: 'b', variationId: tee.id, quantity: 1, sizes: [{ name: 'M', quantity: 1e15 }] },
      ],
    });
    expect(huge.status).toBe(400);
    expect((await json<ApiError>(huge)).error.fields).toEqual({
      'items.0.quantity': ['The quantity can be at most 1,000,000.'],
      'items.1.sizes.0.quantity': ['The quantity can be at most 1,000,000.'],
    });
    expect(shop.upstream.requests).toEqual([]);
  });

  it("answers a line whose quantity its product's page would not take unavailable, in the rule's words, and prices the rest", async () => {
    const result = await json<CartQuote>(
      await quote({
        items: [
          { code: 'a', variationId: cards.id, quantity: 100, deliveryServiceId: 3 },
          { code: 'b', variationId: cards.id, quantity: 123, deliveryServiceId: 3 },
          { code: 'c', variationId: cards.id, quantity: 20_000, deliveryServiceId: 3 },
        ],
      }),
    );
    expect(result.lines.map(({ available, message }) => ({ available, message }))).toEqual([
      { available: true, message: null },
      { available: false, message: 'Please enter a quantity in steps of 50 (50, 100, 150…).' },
      { available: false, message: 'Please enter a quantity between 50 and 10,000.' },
    ]);
    expect(result.lines.map((line) => line.price?.quantity ?? null)).toEqual([100, null, null]);
    expect(result.allAvailable).toBe(false);
  });

  it("answers each line with its product's quantity rules, none for garment sizes", async () => {
    const result = await json<CartQuote>(
      await quote({
        items: [
          { code: 'a', variationId: cards.id, quantity: 150, deliveryServiceId: 3 },
          { code: 'b', variationId: tee.id, quantity: 2, sizes: [{ name: 'M', quantity: 2 }], colourId: 1, deliveryServiceId: 3 },
          { code: 'gone', variationId: 999_999, quantity: 7 },
        ],
      }),
    );
    expect(result.lines.map((line) => line.quantityRules)).toEqual([{ min: 50, max: 10_000, step: 50 }, null, null]);
    expect(result.lines[0]?.price?.quantity).toBe(150);
  });

  it('is CSRF-protected like every POST', async () => {
    const response = await quote({ items: [{ code: 'a', variationId: cards.id, quantity: 100 }] }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(shop.upstream.requests).toEqual([]);
  });
});
