import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { alteredAnswer, createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import type { Bootstrap, CataloguePage, PriceView, ProductView } from '@bff/view-models';

// An upstream list that holds one item off the contract: the shop serves the rest of the list and
// logs the item it left out; an answer whose envelope (or a list whose every entry counts) is off
// the contract is refused as a whole.

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  item?: string;
  error?: string;
}

const WARN = 40;
let upstream: TestUpstream;
const apps: ReturnType<typeof createTestApp>[] = [];
let logged: string[];

beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
});
afterEach(async () => {
  upstream.reset();
  await Promise.all(apps.splice(0).map((bff) => bff.close()));
});
afterAll(async () => {
  await upstream.close();
});

/** A BFF with empty caches whose log lines are kept in `logged`. */
function shop() {
  logged = [];
  const bff = createTestApp(upstream.url, {}, { write: (line: string) => void logged.push(line) });
  apps.push(bff);
  return bff.app;
}

/** The status of a read by a BFF with empty caches: 200 as the mock answers it, then `refused` once altered. */
async function refusedOnceAltered(path: string, alteration: RequestHandler, refused = 502) {
  expect((await shop().request(path)).status).toBe(200);
  upstream.use(alteration);
  expect((await shop().request(path)).status).toBe(refused);
  expect(droppedItems()).toEqual([]);
}

const droppedItems = () =>
  logged
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.level === WARN && line.item !== undefined)
    .map(({ path, item, error }) => ({ path, item, error }));

interface SubMenu {
  sub_menu_slug: string;
}
interface MenuEntry {
  sub_menus: SubMenu[];
}
interface Card {
  slug: string;
  image: string | null;
  min_price: string;
}

/** Gives the business cards sub-menu of every listed category the slug 'Business Cards'. */
function badSubMenuSlug(entries: MenuEntry[]) {
  for (const entry of entries) {
    for (const sub of entry.sub_menus) if (sub.sub_menu_slug === 'business-cards') sub.sub_menu_slug = 'Business Cards';
  }
}

function productSlugs(page: CataloguePage) {
  if (page.kind === 'page') throw new Error(`expected a listing, got ${page.kind}`);
  return page.products.items.map((card) => card.href.split('/').pop());
}

describe('a list item off the contract is left out, the rest served', () => {
  it("a sub-menu with a slug that is not a slug leaves the layout's menus without it, on every page", async () => {
    upstream.use(
      alteredAnswer('app-initiate', (body: { data: { menus: MenuEntry[]; all_menus: MenuEntry[] } }) => {
        badSubMenuSlug(body.data.menus);
        badSubMenuSlug(body.data.all_menus);
      }),
      alteredAnswer('menus', (body: { data: MenuEntry[] }) => badSubMenuSlug(body.data)),
    );
    const app = shop();
    const response = await app.request('/api/bootstrap');
    expect(response.status).toBe(200);
    const layout = (await response.json()) as Bootstrap;
    const navbarSlugs = layout.menus.flatMap((menu) => menu.groups.flatMap((group) => group.links.map((link) => link.slug)));
    expect(navbarSlugs).toContain('flyers-leaflets');
    expect(navbarSlugs).not.toContain('business-cards');
    expect(navbarSlugs).not.toContain('Business Cards');

    // Each item is named by where it was in the answer and what broke, never by what it held.
    const drops = droppedItems();
    expect(drops).toContainEqual({ path: 'app-initiate', item: '/data/menus/0/sub_menus/0', error: expect.stringMatching(/sub_menu_slug must match pattern/) });
    expect(drops.map((drop) => drop.item)).toContain('/data/all_menus/0/sub_menus/0');
    expect(logged.join('\n')).not.toContain('Business Cards');

    // The sub-category's own page reads its own answer, which keeps the contract.
    expect((await app.request('/api/pages/business-cards')).status).toBe(200);
  });

  it.each([
    ['a null image', (card: Card) => (card.image = null), /image must be string/],
    ['a slug that is not a slug', (card: Card) => (card.slug = 'Premium_Business_Cards'), /slug must match pattern/],
    ['a negative price', (card: Card) => (card.min_price = '-5.00'), /min_price must match pattern/],
  ])('a product card with %s leaves the listings without it', async (_name, breakCard, message) => {
    upstream.use(alteredAnswer('cat_subcat_product/1', (body: { data: Card[] }) => breakCard(body.data[1]!)));
    const app = shop();

    const subCategory = await app.request('/api/pages/business-cards');
    expect(subCategory.status).toBe(200);
    expect(productSlugs((await subCategory.json()) as CataloguePage)).toEqual(['standard-business-cards', 'square-business-cards', 'business-card-holders']);
    const category = await app.request('/api/pages/digital-litho-printing');
    expect(category.status).toBe(200);
    expect(productSlugs((await category.json()) as CataloguePage)).not.toContain('premium-business-cards');

    expect(droppedItems()).toEqual([{ path: 'cat_subcat_product/{id}', item: '/data/1', error: expect.stringMatching(message) }]);
  });

  it('a sub-category card off the contract leaves its category page (a menu or a sub-menu page) without it', async () => {
    upstream.use(
      alteredAnswer('cat_subcat/menu/digital-litho-printing', (body: { data: { sub_menus: SubMenu[] } }) => {
        body.data.sub_menus[0]!.sub_menu_slug = 'Business Cards';
      }),
    );
    const response = await shop().request('/api/pages/digital-litho-printing');
    expect(response.status).toBe(200);
    const page = (await response.json()) as CataloguePage;
    if (page.kind !== 'category') throw new Error(`expected a category, got ${page.kind}`);
    expect(page.subCategories.map((card) => card.slug)).not.toContain('Business Cards');
    expect(page.subCategories.length).toBeGreaterThan(0);
    expect(droppedItems()).toEqual([{ path: 'cat_subcat/{type}/{slug}', item: '/data/sub_menus/0', error: expect.stringMatching(/sub_menu_slug must match pattern/) }]);
  });
});

describe('what is refused whole', () => {
  it('a listing whose data is not a list at all', async () => {
    await refusedOnceAltered(
      '/api/pages/business-cards',
      alteredAnswer('cat_subcat_product/1', (body: { data: unknown }) => (body.data = { products: body.data })),
    );
  });

  it('a listing whose every card breaks the contract: an upstream format change, not a bad card', async () => {
    await refusedOnceAltered(
      '/api/pages/business-cards',
      alteredAnswer('cat_subcat_product/1', (body: { data: Card[] }) => body.data.forEach((card) => (card.image = null))),
    );
  });

  it('is logged with the pointers and rules the answer broke, never the values', async () => {
    upstream.use(alteredAnswer('cat_subcat_product/1', (body: { data: Card[] }) => body.data.forEach((card) => (card.slug = 'Secret_Slug_Value'))));
    expect((await shop().request('/api/pages/business-cards')).status).toBe(502);
    const refusal = logged.map((line) => JSON.parse(line) as LogLine & { reason?: string }).find((line) => line.msg === 'upstream call failed');
    expect(refusal).toMatchObject({ path: 'cat_subcat_product/{id}', reason: expect.stringMatching(/^\/data would lose 4 of its 4 entries; \/data\/0\/slug must match pattern/) });
    expect(logged.join('\n')).not.toContain('Secret_Slug_Value');
  });

  it('a configurator answer with a negative price: the price is for the whole answer, not an item of a list', async () => {
    await refusedOnceAltered(
      '/api/products/business-cards/standard-business-cards',
      alteredAnswer('variations/customise/standard-business-cards', (body: { data: { price: Record<string, string> } }) =>
        Object.assign(body.data.price, { net_price: '-99.82', total_price: '-99.82' }),
      ),
    );
  });

  it('a live price that is negative', async () => {
    const app = shop();
    const page = await app.request('/api/products/business-cards/standard-business-cards');
    expect(page.status, await page.clone().text()).toBe(200);
    const product = (await page.json()) as ProductView;
    upstream.use(alteredAnswer('variations/price/*', (body: { data: Record<string, string> }) => (body.data.total_price = '-99.82')));
    const { initial } = product.configurator;
    const query = new URLSearchParams({ quantity: String(initial.quantity), deliveryServiceId: String(initial.deliveryServiceId) });
    for (const [attribute, option] of Object.entries(initial.options)) query.set(`options[${attribute}]`, String(option));
    const price = await app.request(`/api/products/${product.variationId}/price?${query.toString()}`);
    expect(price.status, `answered ${JSON.stringify((await price.clone().json()) as PriceView)}`).toBe(502);
  });

  it('a quantity range off the contract: the range list is a price table, and one left out would price its quantities by another', async () => {
    await refusedOnceAltered(
      '/api/products/business-cards/business-card-holders',
      alteredAnswer('variations/customise/business-card-holders', (body: { data: { quantity: { ranges: { unit_price: string }[] } } }) => {
        body.data.quantity.ranges[1]!.unit_price = '7.5';
      }),
    );
  });

  it('an option of the configurator off the contract: its selection and price name the options', async () => {
    await refusedOnceAltered(
      '/api/products/business-cards/standard-business-cards',
      alteredAnswer('variations/customise/standard-business-cards', (body: { data: { attributes: { options: { name: unknown }[] }[] } }) => {
        body.data.attributes[0]!.options[1]!.name = null;
      }),
    );
  });
});
