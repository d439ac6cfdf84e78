import { afterEach, describe, expect, it, vi } from 'vitest';
import { findProduct, findVariation, primaryVariation } from '../data/catalogue';
import { call } from '../test-client';

// `call` sends each request through the mock upstream app and checks every answer against the contract.
const get = (path: string) => call('GET', path);
const id = (slug: string) => findVariation(slug)!.id;
const CARDS = id('standard-business-cards-400gsm-silk');
const TEE = id('gildan-heavy-cotton-t-shirt');
const MUG = id('11oz-white-ceramic-mug');
const BANNER = id('85-x-200-cm-economy-roller-banner');

afterEach(() => {
  vi.useRealTimers();
});

// [request path, expected status]
const cases: [string, number][] = [
  ['/top-selling-variations/all', 200],
  ['/top-selling-variations/signage-printing', 200],
  ['/top-selling-variations/no-such-category', 404],
  ['/resolve-slug/digital-litho-printing', 200],
  ['/resolve-slug/business-cards', 200],
  ['/resolve-slug/privacy-policy-cookies', 200],
  ['/resolve-slug/no-such-page', 404],
  ['/cat_subcat/menu/apparel-printing', 200],
  ['/cat_subcat/sub_menu/t-shirts', 200],
  ['/cat_subcat/sub_menu/apparel-printing', 404],
  ['/cat_subcat/brand/apparel-printing', 422],
  ['/cat_subcat_product/1', 200],
  ['/cat_subcat_product/9999', 404],
  ['/variations/get-primary-variation?variation_slug=printed-t-shirts', 200],
  ['/variations/get-primary-variation?variation_slug=a2-posters-170gsm-silk', 200],
  ['/variations/get-primary-variation?variation_slug=nothing-here', 404],
  ['/variations/get-primary-variation', 422],
  ['/variations/product-detail/1?page=1&page_limit=9&price_sort=high', 200],
  ['/variations/product-detail/1?page_limit=10', 422],
  ['/variations/product-detail/9999', 404],
  [`/variations/customise?variation_id=${CARDS}`, 200],
  ['/variations/customise?variation_id=99999', 404],
  [`/variations/customise?variation_id=${CARDS}&opt_att[1]=99999`, 422],
  ['/variations/customise/printed-t-shirts', 200],
  ['/variations/customise/printed-mugs/11oz-white-ceramic-mug', 200],
  ['/variations/customise/printed-mugs/gildan-heavy-cotton-t-shirt', 404],
  [`/variations/price/${CARDS}/250/1`, 200],
  [`/variations/price/${TEE}/10/2?size[M]=6&size[XL]=4&color_id=1`, 200],
  [`/variations/price/${MUG}/30/3`, 200],
  [`/variations/price/${MUG}/9999/3`, 422],
  ['/variations/price/99999/1/1', 404],
  [`/variations/colors/${TEE}`, 200],
  [`/variations/colors/${CARDS}`, 200],
  ['/variations/colors/99999', 404],
  [`/quantity/${CARDS}`, 200],
  [`/quantity/${TEE}`, 200],
  [`/quantity/${MUG}`, 200],
  ['/quantity/99999', 404],
  [`/variations/quantity-search/${MUG}/30`, 200],
  [`/variations/quantity-search/${MUG}/100000`, 200],
  [`/variations/similar/3?variation_id[]=${CARDS}`, 200],
  [`/variations/similar?variation_id[]=${CARDS}&variation_id[]=${TEE}`, 200],
  ['/variations/similar', 422],
  ['/variations/similar?variation_id[]=99999', 404],
  [`/variations/accessories?variation_id[]=${BANNER}`, 200],
  ['/estimate-date/1', 200],
  ['/estimate-date/99', 404],
  ['/delivery-service', 200],
  [`/delivery-service/${CARDS}`, 200],
  ['/delivery-service/99999', 404],
  ['/shipment-charge?order_policy=0&post_code=SW1A%201AA&sub_total=40.00', 200],
  ['/shipment-charge?order_policy=1', 200],
  ['/shipment-charge', 422],
];

describe('catalog handlers match the contract', () => {
  it.each(cases)('GET %s → %i', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  it('POST /variations/price-check prices each line or says why not', async () => {
    const { body } = await call('POST', '/variations/price-check', {
      json: {
        lines: [
          { code: 'a', variation_id: CARDS, quantity: 250, delivery_service_id: 3 },
          { code: 'b', variation_id: 99999, quantity: 1 },
          { code: 'c', variation_id: MUG, quantity: 9999 },
        ],
      },
    });
    const lines = body.data.lines as { code: string; available: boolean; price: unknown }[];
    expect(lines.map((l) => [l.code, l.available, l.price !== null])).toEqual([
      ['a', true, true],
      ['b', false, false],
      ['c', true, false],
    ]);
    expect((await call('POST', '/variations/price-check', { json: { lines: [] } })).status).toBe(422);
  });
});

describe('catalog behaviour', () => {
  it('resolves a slug to its kind', async () => {
    const kinds = await Promise.all(['gift-item-printing', 'mugs', 'delivery-information'].map(async (slug) => (await get(`/resolve-slug/${slug}`)).body.data.type));
    expect(kinds).toEqual(['menu', 'sub_menu', 'page']);
  });

  it('gives the primary variation for a product slug and the variation itself for a variation slug', async () => {
    const byProduct = (await get('/variations/get-primary-variation?variation_slug=printed-t-shirts')).body;
    expect(byProduct.data.variation.slug).toBe(primaryVariation(findProduct('printed-t-shirts')!).slug);
    const byVariation = (await get('/variations/get-primary-variation?variation_slug=a2-posters-170gsm-silk')).body;
    expect(byVariation.data).toMatchObject({ variation: { slug: 'a2-posters-170gsm-silk' }, product: { slug: 'paper-posters' } });
  });

  it('re-prices the configurator when an option changes', async () => {
    type Attribute = { id: number; name: string; options: { id: number; name: string }[] };
    const base = (await get(`/variations/customise?variation_id=${CARDS}`)).body;
    const sides = (base.data.attributes as Attribute[]).find((a) => a.name === 'Sides')!;
    const double = sides.options.find((o) => o.name === 'Double sided')!;
    const changed = (await get(`/variations/customise?variation_id=${CARDS}&opt_att[${sides.id}]=${double.id}`)).body;
    expect(changed.data.selected[String(sides.id)]).toBe(double.id);
    expect(Number(changed.data.price.net_price)).toBeGreaterThan(Number(base.data.price.net_price));
  });

  it('prices more for more and quotes total = net + extra + delivery + VAT', async () => {
    const price = async (q: number) => (await get(`/variations/price/${CARDS}/${q}/2`)).body.data as Record<string, string>;
    const [small, large] = [await price(250), await price(1000)];
    expect(Number(large.net_price)).toBeGreaterThan(Number(small.net_price));
    const pence = (s: string | undefined) => Math.round(Number(s) * 100);
    expect(pence(large.total_price)).toBe(pence(large.net_price) + pence(large.extra_price) + pence(large.delivery_price) + pence(large.vat_amount));
    expect(large.vat_percent).toBe('20.00');
  });

  it('estimates same-day delivery as today before 16:00 London time and tomorrow after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T14:00:00Z')); // 15:00 BST
    const before = (await get('/estimate-date/1')).body;
    vi.setSystemTime(new Date('2026-06-10T15:30:00Z')); // 16:30 BST
    const after = (await get('/estimate-date/1')).body;
    expect([before.data.delivery_date, after.data.delivery_date]).toEqual(['2026-06-10', '2026-06-11']);
  });

  it('finds the quantity range a typed quantity falls in', async () => {
    expect((await get(`/variations/quantity-search/${MUG}/30`)).body.data).toMatchObject({ range_from: 25, range_to: 49 });
  });

  it('offers accessories that go with a roller banner, and three similar products', async () => {
    const accessories = (await get(`/variations/accessories?variation_id[]=${BANNER}`)).body.data as { slug: string }[];
    expect(accessories.map((v) => v.slug)).toContain('padded-roller-banner-carry-bag');
    const similar = (await get(`/variations/similar/3?variation_id[]=${CARDS}`)).body.data as { id: number }[];
    expect(similar).toHaveLength(3);
    expect(similar.map((v) => v.id)).not.toContain(CARDS);
  });

  it('charges the remote-area surcharge, named for its area, and flags same-day London postcodes', async () => {
    const charge = async (postCode: string) => (await get(`/shipment-charge?order_policy=0&post_code=${encodeURIComponent(postCode)}`)).body.data;
    expect(await charge('EC1V 9HL')).toMatchObject({ shipment_cost: '0.00', shipment_name: null, same_day_delivery: true });
    expect(await charge('M1 1AE')).toMatchObject({ shipment_cost: '0.00', shipment_name: null, same_day_delivery: false });
    expect(await charge('BT1 5GS')).toMatchObject({ shipment_cost: '9.95', shipment_name: 'Northern Ireland delivery', same_day_delivery: false });
    expect(await charge('IV2 3PY')).toMatchObject({ shipment_cost: '9.95', shipment_name: 'Highlands and islands delivery' });
  });

  it('promises free delivery in mainland UK only with the mainland areas that pay the surcharge named', async () => {
    const services = (await get(`/delivery-service/${CARDS}`)).body.data as { price: string; description: string }[];
    const free = services.filter((service) => service.price === '0.00');
    expect(free.length).toBeGreaterThan(0);
    for (const service of free) {
      expect(service.description).toMatch(/mainland UK/);
      expect(service.description).toMatch(/except the Scottish Highlands and islands \(£9\.95 surcharge\)/);
    }
  });
});
