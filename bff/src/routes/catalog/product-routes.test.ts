import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { findProduct, primaryVariation, productOf, subCategoryOf, variationsOf } from '@mocks/data/catalogue';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { ACCOUNT_DISCOUNT_HEADER } from '@bff/lib/line-price';
import { createTestBrowser } from '@bff/session/test-browser';
import type { ApiError, DeliveryEstimateView, PriceView, ProductView } from '@bff/view-models';
import { useShopHarness } from '@bff/session/test-harness';

const shop = useShopHarness();

const get = (path: string) => shop.bff.app.request(path);
const json = async <T>(response: Response) => (await response.json()) as T;
const requestsTo = (path: string) => shop.upstream.requests.filter((line) => line.startsWith(`GET /api/v1/${path}`));

const tShirts = findProduct('printed-t-shirts')!;
const flyers = findProduct('flyers')!;
const cards = findProduct('standard-business-cards')!;
const cardVariation = primaryVariation(cards);

describe('GET /api/products/:first/:second', () => {
  it('opens /{sub_menu_slug}/{product slug} on the primary variation, with the whole configurator', async () => {
    const response = await get(`/api/products/${subCategoryOf(tShirts).slug}/${tShirts.slug}`);
    expect(response.status).toBe(200);
    const view = await json<ProductView>(response);
    const primary = primaryVariation(tShirts);

    expect(view).toMatchObject({ variationId: primary.id, name: 'Printed T-Shirts', canonicalPath: '/t-shirts/printed-t-shirts' });
    expect(view.breadcrumbs.map((crumb) => crumb.href)).toEqual(['/', '/apparel-printing', '/t-shirts', '/t-shirts/printed-t-shirts']);
    expect(view.images.length).toBeGreaterThan(0);
    expect(view.variations.map((link) => link.href)).toEqual(variationsOf(tShirts).map((v) => `/printed-t-shirts/${v.slug}`));
    // Quantity style 2: a quantity per garment size, with the big sizes' surcharge.
    expect(view.configurator.quantity).toMatchObject({ style: 2 });
    if (view.configurator.quantity.style !== 2) throw new Error('expected sized quantities');
    expect(view.configurator.quantity.sizes.map((size) => size.name)).toEqual(tShirts.garmentSizes);
    expect(view.configurator.quantity.sizes.find((size) => size.name === '3XL')?.extraEach).toBeGreaterThan(0);
    expect(view.configurator.colours.map((colour) => colour.id)).toEqual(tShirts.colours.map((colour) => colour.id));
    expect(view.configurator.attributes.length).toBe(tShirts.attributes.length);
    expect(view.configurator.deliveryServices.map((service) => service.cutOff)).toEqual(['16:00', '16:00', '16:00']);
    expect(view.configurator.initial.colourId).toBe(tShirts.colours[0]!.id);
    expect(view.price).toMatchObject({ variationId: primary.id, currency: 'GBP', accountDiscount: null });
    expect(view.price.total).toBe(view.price.net + view.price.extras + view.price.delivery + view.price.vat);
    expect(view.delivery).toMatchObject({ serviceId: view.configurator.initial.deliveryServiceId });
    expect(view.similar).toHaveLength(3);
  });

  it('shows an accessory once: one that is also a similar product is left out of the accessories', async () => {
    const view = await json<ProductView>(await get('/api/products/business-cards/standard-business-cards'));
    // The mock upstream lists the card holder both as similar to these cards and as their accessory.
    const holder = '/business-card-holders/aluminium-business-card-holder';
    expect(view.similar.map((card) => card.href)).toContain(holder);
    expect(view.accessories.map((card) => card.href)).not.toContain(holder);
  });

  it('opens /{product slug}/{variation slug} on that variation, with quantity ranges for style 3', async () => {
    const holders = findProduct('business-card-holders')!;
    const variation = primaryVariation(holders);
    const view = await json<ProductView>(await get(`/api/products/${holders.slug}/${variation.slug}`));
    expect(view).toMatchObject({ variationId: variation.id, name: variation.name, canonicalPath: `/${holders.slug}/${variation.slug}` });
    expect(view.isBundle).toBe(true);
    if (view.configurator.quantity.style !== 3) throw new Error('expected quantity ranges');
    expect(view.configurator.quantity.ranges.map((range) => [range.from, range.to])).toEqual(
      holders.quantityOptions.map((option) => [option.quantity, option.rangeTo]),
    );
    // The first segment is no sub-category: no sub-category reading is tried first.
    expect(requestsTo('variations/customise/')).toEqual([`GET /api/v1/variations/customise/${holders.slug}/${variation.slug}`]);
  });

  it("shows a product's From price as its listing card does, and a variation's as its search card does", async () => {
    const subCategory = subCategoryOf(cards);
    const listing = await json<{ kind: string; products: { items: { href: string; fromPrice: number }[] } }>(await get(`/api/pages/${subCategory.slug}`));
    const card = listing.products.items.find((product) => product.href === `/${subCategory.slug}/${cards.slug}`)!;
    const productPage = await json<ProductView>(await get(`/api/products${card.href}`));
    expect(productPage.fromPrice).toBe(card.fromPrice);
    // A product's From price is its cheapest variation's, which need not be the primary one it opens on.
    const variationPages = await Promise.all(
      variationsOf(cards).map(async (variation) => json<ProductView>(await get(`/api/products/${cards.slug}/${variation.slug}`))),
    );
    expect(card.fromPrice).toBe(Math.min(...variationPages.map((page) => page.fromPrice)));
    expect(variationPages.find((page) => page.variationId === cardVariation.id)!.fromPrice).toBeGreaterThan(card.fromPrice);

    const search = await json<{ items: { href: string; fromPrice: number }[] }>(await get(`/api/search?text=${encodeURIComponent(cards.name)}&sort=low`));
    for (const page of variationPages) {
      expect(search.items.find((item) => item.href === page.canonicalPath)?.fromPrice).toBe(page.fromPrice);
    }
  });

  it("labels each option with what it adds at the start, to the penny: what the total changes by, less the account's discount", async () => {
    const path = `/api/products/${cards.slug}/${cardVariation.slug}`;
    for (const shopper of ['list prices', DEMO_EMAILS.business, DEMO_EMAILS.reseller]) {
      const browser = createTestBrowser(shop.bff.app);
      if (shopper !== 'list prices') await browser.login(shopper, DEMO_PASSWORD);
      const view = await json<ProductView>(await browser.request(path));
      const { initial, attributes } = view.configurator;
      const total = async (options: Record<string, number>) => {
        const query = Object.entries(options).map(([attribute, option]) => `options[${attribute}]=${option}`);
        const response = await browser.request(
          `/api/products/${view.variationId}/price?quantity=${initial.quantity}&deliveryServiceId=${initial.deliveryServiceId}&${query.join('&')}`,
        );
        return (await json<PriceView>(response)).total;
      };
      const standard = await total(initial.options);
      const extras = attributes.flatMap((attribute) => attribute.options.filter((option) => option.extraFrom !== 0).map((option) => ({ attribute, option })));
      expect(extras.length, shopper).toBeGreaterThan(2);
      for (const { attribute, option } of extras) {
        const difference = (await total({ ...initial.options, [attribute.id]: option.id })) - standard;
        expect(option.extraFrom, `${option.name} for ${shopper}`).toBe(difference);
      }
    }
  });

  it("labels a big garment size with what it adds to each item on the option labels' basis: with VAT, less a business account's discount", async () => {
    const browser = createTestBrowser(shop.bff.app);
    const path = `/api/products/${subCategoryOf(tShirts).slug}/${tShirts.slug}`;
    const count = 10;
    for (const shopper of ['list prices', 'a business account'] as const) {
      if (shopper === 'a business account') await browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
      const view = await json<ProductView>(await browser.request(path));
      const { initial, quantity } = view.configurator;
      if (quantity.style !== 2) throw new Error('expected sized quantities');
      const total = async (size: string) => {
        const response = await browser.request(`/api/products/${view.variationId}/price?sizes[${size}]=${count}&deliveryServiceId=${initial.deliveryServiceId}`);
        return (await json<PriceView>(response)).total;
      };
      const standard = await total('M');
      const big = quantity.sizes.filter((size) => size.extraEach > 0);
      expect(big.map((size) => size.name), shopper).toEqual(['2XL', '3XL']);
      for (const size of big) {
        // The totals round VAT (and the discount) once each, the label once: a penny an item apart at most.
        const each = ((await total(size.name)) - standard) / count;
        expect(Math.abs(size.extraEach - each), `${size.name} for ${shopper}: ${size.extraEach} against ${each}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("gives a business account its own From price, as its price panel prices the same smallest choice, and says so", async () => {
    const browser = createTestBrowser(shop.bff.app);
    const path = `/api/products/${cards.slug}/${cardVariation.slug}`;
    const list = await json<ProductView>(await browser.request(path));
    // On a variation's page the From price is the smallest quantity with the standard options, as the panel opens on.
    expect(list).toMatchObject({ fromPrice: list.price.total, fromPriceNote: null });
    await browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const business = await json<ProductView>(await browser.request(path));
    expect(business.price.accountDiscount?.percent).toBe(5);
    expect(business).toMatchObject({ fromPrice: business.price.total, fromPriceNote: 'your business price' });
    expect(business.fromPrice).toBeLessThan(list.fromPrice);
    // The cards stay at list prices, as every listing answers them for everyone.
    expect(business.similar).toEqual(list.similar);
  });

  it('answers 404 for an unknown product in either shape', async () => {
    for (const path of ['/api/products/business-cards/no-such-product', '/api/products/no-such-product/no-such-variation']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await json<ApiError>(response)).toEqual({ error: { code: 'not_found', message: 'Sorry, we could not find that product.' } });
    }
    // A variation of another product is not found either.
    const otherVariation = primaryVariation(flyers);
    expect((await get(`/api/products/${cards.slug}/${otherVariation.slug}`)).status).toBe(404);
  });

  it("sends a product asked for under another sub-category on to its own address for good, for shoppers and business accounts alike", async () => {
    const own = `/api/products/${subCategoryOf(cards).slug}/${cards.slug}`;
    const elsewhere = `/api/products/${subCategoryOf(tShirts).slug}/${cards.slug}`;
    const response = await get(elsewhere);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(own);
    const browser = createTestBrowser(shop.bff.app);
    await browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const business = await browser.request(elsewhere);
    expect(business.status).toBe(308);
    expect(business.headers.get('location')).toBe(own);
    // The product's own address is unchanged.
    expect((await json<ProductView>(await get(own))).canonicalPath).toBe(`/${subCategoryOf(cards).slug}/${cards.slug}`);
  });
});

describe('GET /api/products/:variationId/price', () => {
  const price = async (query: string) => {
    const response = await get(`/api/products/${cardVariation.id}/price?${query}`);
    expect(response.status).toBe(200);
    return json<PriceView>(response);
  };

  it('changes with the quantity, the options and the delivery service', async () => {
    const base = await price('quantity=100&deliveryServiceId=3');
    const more = await price('quantity=250&deliveryServiceId=3');
    expect(more.net).toBeGreaterThan(base.net);
    expect(more.unitNet).toBeLessThan(base.unitNet);
    expect(base).toMatchObject({ quantity: 100, vatPercent: 20, delivery: 0, currency: 'GBP' });
    expect(base.vat).toBe(Math.round(base.net * 0.2));

    const sidesAttribute = productOf(cardVariation).attributes.find((attribute) => attribute.name === 'Sides')!;
    const doubleSided = sidesAttribute.options.find((option) => option.name === 'Double sided')!;
    const withOption = await price(`quantity=100&deliveryServiceId=3&options[${sidesAttribute.id}]=${doubleSided.id}`);
    expect(withOption.net).toBeGreaterThan(base.net);

    const sameDay = await price('quantity=100&deliveryServiceId=1');
    expect(sameDay.delivery).toBe(1995);
    expect(sameDay.total).toBe(base.total + 1995 + Math.round(1995 * 0.2));
  });

  it("charges every quantity in a range the price per item its range card shows", async () => {
    const holders = findProduct('business-card-holders')!;
    const variation = primaryVariation(holders);
    const view = await json<ProductView>(await get(`/api/products/${holders.slug}/${variation.slug}`));
    if (view.configurator.quantity.style !== 3) throw new Error('expected quantity ranges');
    for (const range of view.configurator.quantity.ranges) {
      for (const quantity of [range.from, range.to]) {
        const response = await get(`/api/products/${variation.id}/price?quantity=${quantity}&quantityId=${range.id}&deliveryServiceId=3`);
        expect(await json<PriceView>(response), `${quantity} in ${range.from} – ${range.to}`).toMatchObject({ unitNet: range.unitNet, net: range.unitNet * quantity });
      }
    }
  });

  it('prices zero-rated print without VAT', async () => {
    const response = await get(`/api/products/${primaryVariation(flyers).id}/price?quantity=100&deliveryServiceId=3`);
    expect(await json<PriceView>(response)).toMatchObject({ vatPercent: 0, vat: 0 });
  });

  it('sums the garment sizes when the quantity is left out', async () => {
    const tee = primaryVariation(tShirts);
    const response = await get(`/api/products/${tee.id}/price?deliveryServiceId=3&sizes[M]=6&sizes[3XL]=4`);
    const view = await json<PriceView>(response);
    expect(view.quantity).toBe(10);
    expect(view.extras).toBe(4 * 250);
  });

  it('refuses a bad query with 400 and a message per field, without asking the upstream', async () => {
    const response = await get(`/api/products/${cardVariation.id}/price?quantity=0&options[x]=1&colourId=red`);
    expect(response.status).toBe(400);
    const { error } = await json<ApiError>(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['colourId', 'deliveryServiceId', 'options.x', 'quantity']);
    expect(error.fields?.deliveryServiceId).toEqual(['Please choose a delivery service.']);
    expect(shop.upstream.requests).toEqual([]);
  });

  it("gives the upstream's refusal of an option under the query's own field name", async () => {
    const response = await get(`/api/products/${cardVariation.id}/price?quantity=100&deliveryServiceId=3&options[1]=999`);
    expect(response.status).toBe(400);
    const { error } = await json<ApiError>(response);
    expect(error.fields).toEqual({ 'options.1': ['The selected paper is invalid.'] });
    expect(error.message).toBe('The selected paper is invalid.');
  });

  it('asks the upstream once for a configuration, however many shoppers price it at once', async () => {
    const query = 'quantity=500&deliveryServiceId=2';
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`/api/products/${cardVariation.id}/price?${query}`)));
    expect(new Set(await Promise.all(answers.map((response) => response.text()))).size).toBe(1);
    await get(`/api/products/${cardVariation.id}/price?${query}`);
    expect(requestsTo('variations/price/')).toHaveLength(1);
  });

  it('shows a business account its 5% discount, taken before VAT, and says so on the answer', async () => {
    const browser = createTestBrowser(shop.bff.app);
    const listAnswer = await browser.request(`/api/products/${cardVariation.id}/price?quantity=250&deliveryServiceId=3`);
    expect(listAnswer.headers.get(ACCOUNT_DISCOUNT_HEADER)).toBeNull();
    const anonymous = await json<PriceView>(listAnswer);
    await browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const businessAnswer = await browser.request(`/api/products/${cardVariation.id}/price?quantity=250&deliveryServiceId=3`);
    expect(businessAnswer.headers.get(ACCOUNT_DISCOUNT_HEADER)).toBe('Business discount (5%)');
    const business = await json<PriceView>(businessAnswer);
    const discount = Math.round(anonymous.net * 0.05);
    expect(business.accountDiscount).toEqual({ label: 'Business discount (5%)', percent: 5, amount: discount });
    expect(business.vat).toBe(Math.round((anonymous.net - discount) * 0.2));
    expect(business.total).toBe(anonymous.net - discount + business.vat);
    expect(anonymous.accountDiscount).toBeNull();
  });

  it("shows a reseller the account's own discount (15%), the one its orders are charged, named for a reseller", async () => {
    const browser = createTestBrowser(shop.bff.app);
    const anonymous = await json<PriceView>(await browser.request(`/api/products/${cardVariation.id}/price?quantity=250&deliveryServiceId=3`));
    await browser.login(DEMO_EMAILS.reseller, DEMO_PASSWORD);
    const answer = await browser.request(`/api/products/${cardVariation.id}/price?quantity=250&deliveryServiceId=3`);
    expect(answer.headers.get(ACCOUNT_DISCOUNT_HEADER)).toBe('Reseller discount (15%)');
    const reseller = await json<PriceView>(answer);
    const discount = Math.round(anonymous.net * 0.15);
    expect(reseller.accountDiscount).toEqual({ label: 'Reseller discount (15%)', percent: 15, amount: discount });
    expect(reseller.total).toBe(anonymous.net - discount + Math.round((anonymous.net - discount) * 0.2));
    const page = await json<ProductView>(await browser.request(`/api/products/${cards.slug}/${cardVariation.slug}`));
    expect(page).toMatchObject({ fromPrice: page.price.total, fromPriceNote: 'your reseller price' });
    expect(page.price.accountDiscount?.percent).toBe(15);
  });

  it('answers 404 for an unknown variation', async () => {
    expect((await get('/api/products/999999/price?quantity=100&deliveryServiceId=3')).status).toBe(404);
  });
});

describe('GET /api/products/:variationId/delivery', () => {
  it('gives the estimated date as ISO and as London words, valid until the next cut-off', async () => {
    const response = await get(`/api/products/${cardVariation.id}/delivery?serviceId=2`);
    expect(response.status).toBe(200);
    const estimate = await json<DeliveryEstimateView>(response);
    expect(estimate.serviceId).toBe(2);
    expect(estimate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(estimate.text).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2}(st|nd|rd|th) [A-Z][a-z]+$/);
    expect(new Date(estimate.cutOffAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a service the product does not offer', async () => {
    shop.upstream.use(
      http.get('*/api/v1/delivery-service/:param', () =>
        HttpResponse.json({ success: true, data: [{ id: 3, title: 'Standard', days: 5, price: '0.00', cut_off: '16:00', is_same_day: false, is_collection: false }] }),
      ),
    );
    const response = await get(`/api/products/${cardVariation.id}/delivery?serviceId=1`);
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error.fields).toEqual({ serviceId: ['Please choose a delivery service for this product.'] });
  });
});
