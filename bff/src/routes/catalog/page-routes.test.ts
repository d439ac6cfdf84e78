import { HttpResponse, delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { LARGE_RANGE, largeRangeCards, largeRangeHandlers } from '@mocks/handlers/large-range';
import { findCategory, findSubCategory, productsOf, subCategoriesOf, topSellers } from '@mocks/data/catalogue';
import { createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import type { ApiError, CataloguePage } from '@bff/view-models';

let upstream: TestUpstream;
const apps: ReturnType<typeof createTestApp>[] = [];

/** A BFF with an empty cache, so each test counts its own upstream calls. */
function freshApp(settings: Record<string, string> = {}) {
  const bff = createTestApp(upstream.url, settings);
  apps.push(bff);
  return bff.app;
}

beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
});
afterEach(() => upstream.reset());
afterAll(async () => {
  await Promise.all(apps.map((bff) => bff.close()));
  await upstream.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;
const requestsTo = (path: string) => upstream.requests.filter((line) => line.startsWith(`GET /api/v1/${path}`));

describe('GET /api/pages/:slug', () => {
  it('answers a category with its sub-categories, every product of them and its top sellers', async () => {
    const response = await freshApp().request('/api/pages/digital-litho-printing');
    expect(response.status).toBe(200);
    const page = await json<CataloguePage>(response);
    if (page.kind !== 'category') throw new Error(`expected a category, got ${page.kind}`);

    const category = findCategory('digital-litho-printing')!;
    const subCategories = subCategoriesOf(category);
    expect(page.title).toBe('Digital & Litho Printing');
    expect(page.intro).toMatch(/^<p>.+<\/p>$/);
    expect(page.subCategories.map((sub) => sub.href)).toEqual(subCategories.map((sub) => `/${sub.slug}`));
    expect(page.products.items.map((card) => card.href)).toEqual(
      subCategories.flatMap((sub) => productsOf(sub).map((product) => `/${sub.slug}/${product.slug}`)),
    );
    expect(page.topSellers.map((card) => card.slug)).toEqual(topSellers(category).map((variation) => variation.slug));
    expect(page.breadcrumbs).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Digital & Litho Printing', href: '/digital-litho-printing' },
    ]);
    // A card's image comes in the three upstream sizes, and its price includes VAT.
    const card = page.products.items[0]!;
    expect(card.image.srcSet).toMatch(/small_.+ 400w, .+medium_.+ 800w, .+ 1200w$/);
    expect(Number.isInteger(card.fromPrice)).toBe(true);
    // A sub-category's 'From' price is its cheapest product's.
    const businessCards = page.subCategories.find((sub) => sub.slug === 'business-cards')!;
    const ownPrices = page.products.items.filter((p) => p.href.startsWith('/business-cards/')).map((p) => p.fromPrice);
    expect(businessCards.fromPrice).toBe(Math.min(...ownPrices));
  });

  it('answers a sub-category with its products, its parent and the parent category top sellers', async () => {
    const page = await json<CataloguePage>(await freshApp().request('/api/pages/business-cards'));
    if (page.kind !== 'subCategory') throw new Error(`expected a sub-category, got ${page.kind}`);
    const subCategory = findSubCategory('business-cards')!;
    expect(page.title).toBe('Business Cards');
    expect(page.category).toEqual({ name: 'Digital & Litho Printing', slug: 'digital-litho-printing' });
    expect(page.products.items.map((card) => card.slug)).toEqual(productsOf(subCategory).map((product) => product.slug));
    expect(page.topSellers.length).toBeGreaterThan(0);
    expect(page.breadcrumbs.map((crumb) => crumb.href)).toEqual(['/', '/digital-litho-printing', '/business-cards']);
  });

  it('answers a footer page with its HTML, stripped of scripts and event handlers', async () => {
    const app = freshApp();
    const about = await json<CataloguePage>(await app.request('/api/pages/about-us'));
    expect(about).toMatchObject({ kind: 'page', slug: 'about-us', title: 'About PrintShop London' });
    if (about.kind !== 'page') throw new Error('expected a page');
    expect(about.html).toContain('<h2>What we do</h2>');

    upstream.use(
      http.get('*/api/v1/get-static-page/:id', () =>
        HttpResponse.json({
          success: true,
          data: {
            id: 99,
            name: 'Offers',
            slug: 'offers',
            title: 'Offers',
            content: '<p onclick="steal()">Save <a href="javascript:steal()">now</a></p><script>steal()</script><img src="/media/x.png" onerror="steal()">',
          },
        }),
      ),
      http.get('*/api/v1/resolve-slug/:slug', () => HttpResponse.json({ success: true, data: { type: 'page', id: 99, name: 'Offers', slug: 'offers' } })),
    );
    const offers = await json<CataloguePage>(await app.request('/api/pages/offers'));
    if (offers.kind !== 'page') throw new Error('expected a page');
    expect(offers.html).toContain('Save');
    expect(offers.html).not.toMatch(/script|onclick|onerror|javascript:|steal/);
  });

  it('answers an unknown slug with 404 in the one error shape', async () => {
    const response = await freshApp().request('/api/pages/no-such-page');
    expect(response.status).toBe(404);
    expect(await json<ApiError>(response)).toEqual({ error: { code: 'not_found', message: 'Sorry, we could not find that page.' } });
    // A path that cannot be a slug never reaches the upstream.
    const before = upstream.requests.length;
    expect((await freshApp().request('/api/pages/Not_A_Slug')).status).toBe(404);
    expect(upstream.requests.length).toBe(before);
  });
});

describe('paging a large sub-category', () => {
  const pageOf = async (app: ReturnType<typeof freshApp>, query: string) => {
    const response = await app.request(`/api/pages/${LARGE_RANGE.slug}${query}`);
    expect(response.status).toBe(200);
    const page = await json<CataloguePage>(response);
    if (page.kind !== 'subCategory') throw new Error(`expected a sub-category, got ${page.kind}`);
    return page;
  };
  const slugs = (from: number, to: number) => largeRangeCards.slice(from, to).map((card) => card.slug);

  it('answers one page of 24 products with the count of all, and the next page with the next ones', async () => {
    upstream.use(...largeRangeHandlers);
    const app = freshApp();
    const first = await pageOf(app, '');
    expect(first.products).toMatchObject({ total: 100, page: 1, pageSize: 24, pageCount: 5 });
    expect(first.products.items.map((card) => card.slug)).toEqual(slugs(0, 24));
    // The header's 'From' price is the cheapest of all 100, on whichever page it is.
    const pages = await Promise.all([2, 3, 4, 5].map((n) => pageOf(app, `?page=${n}`)));
    const prices = [first, ...pages].flatMap((page) => page.products.items.map((card) => card.fromPrice));
    expect(prices).toHaveLength(100);
    expect(first.fromPrice).toBe(Math.min(...prices));
    expect(Math.min(...first.products.items.map((card) => card.fromPrice))).toBeGreaterThan(Math.min(...prices));

    const second = await pageOf(app, '?page=2');
    expect(second.products).toMatchObject({ total: 100, page: 2, pageCount: 5 });
    expect(second.products.items.map((card) => card.slug)).toEqual(slugs(24, 48));
    expect((await pageOf(app, '?page=5')).products.items.map((card) => card.slug)).toEqual(slugs(96, 100));
    // Past the last page: no products, and the count that says where the last one is.
    expect((await pageOf(app, '?page=6')).products).toMatchObject({ items: [], total: 100, page: 6, pageCount: 5 });

    // Every page is cut from the one cached listing: the upstream was asked for it once.
    expect(requestsTo(`cat_subcat_product/${LARGE_RANGE.id}`)).toHaveLength(1);
  });

  it('keeps no ready answer for a page past the last or a footer page past its first, however many are asked for', async () => {
    upstream.use(...largeRangeHandlers);
    const bff = createTestApp(upstream.url);
    apps.push(bff);
    // The slugs' own pages, kept: each later page of the range once.
    for (const query of ['', '?page=2', '?page=5']) expect((await bff.app.request(`/api/pages/${LARGE_RANGE.slug}${query}`)).status).toBe(200);
    expect((await bff.app.request('/api/pages/about-us')).status).toBe(200);
    const kept = bff.answers.size;
    expect((await bff.app.request(`/api/pages/${LARGE_RANGE.slug}?page=2`)).headers.get('cache-control')).toMatch(/^public, /);

    const madeUp = [
      ...Array.from({ length: 100 }, (_, index) => `/api/pages/${LARGE_RANGE.slug}?page=${6 + index}`),
      ...Array.from({ length: 20 }, (_, index) => `/api/pages/about-us?page=${2 + index}`),
    ];
    for (const path of madeUp) {
      const response = await bff.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    expect(bff.answers.size).toBe(kept);
    // Still the page asked for: past the last, no products; a footer page as it is.
    expect((await pageOf(bff.app, '?page=999999')).products).toMatchObject({ items: [], page: 999_999, pageCount: 5 });
    expect(await json<CataloguePage>(await bff.app.request('/api/pages/about-us?page=7'))).toMatchObject({ kind: 'page', slug: 'about-us' });
  });

  it('refuses a page that is not a whole number from 1, without asking the upstream', async () => {
    upstream.use(...largeRangeHandlers);
    const app = freshApp();
    for (const query of ['?page=0', '?page=two', '?page=-1', '?page=1.5', '?page=1000000']) {
      const response = await app.request(`/api/pages/${LARGE_RANGE.slug}${query}`);
      expect(response.status, query).toBe(400);
    }
    expect(upstream.requests).toEqual([]);
  });

  it('answers a category with one page of its products, and every range of the demo catalogue on one page', async () => {
    const page = await json<CataloguePage>(await freshApp().request('/api/pages/digital-litho-printing'));
    if (page.kind !== 'category') throw new Error(`expected a category, got ${page.kind}`);
    expect(page.products).toMatchObject({ page: 1, pageSize: 24, pageCount: 1 });
    expect(page.products.items).toHaveLength(page.products.total);
  });
});

describe('catalogue caching', () => {
  it('turns 20 concurrent misses into one upstream call per read, and serves the next request from memory', async () => {
    const app = freshApp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request('/api/pages/business-cards')));
    expect(answers.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(requestsTo('resolve-slug/business-cards')).toHaveLength(1);
    expect(requestsTo('cat_subcat/sub_menu/business-cards')).toHaveLength(1);
    expect(requestsTo('cat_subcat_product/')).toHaveLength(1);
    expect(requestsTo('top-selling-variations/')).toHaveLength(1);

    const warmBefore = upstream.requests.length;
    expect((await app.request('/api/pages/business-cards')).status).toBe(200);
    expect(upstream.requests.length).toBe(warmBefore);
  });

  it('reads every sub-category listing of a category once, however many shoppers ask', async () => {
    const app = freshApp();
    await Promise.all(Array.from({ length: 20 }, () => app.request('/api/pages/apparel-printing')));
    const subCategories = subCategoriesOf(findCategory('apparel-printing')!);
    expect(requestsTo('cat_subcat_product/')).toHaveLength(subCategories.length);
    expect(new Set(requestsTo('cat_subcat_product/')).size).toBe(subCategories.length);
  });
});

describe('upstream failures', () => {
  it('maps an upstream 500 to 502 with a clear message, and does not cache it', async () => {
    const app = freshApp();
    upstream.use(http.get('*/api/v1/resolve-slug/:slug', () => HttpResponse.json({ success: false, message: 'SQLSTATE[HY000]' }, { status: 500 }), { once: true }));
    const response = await app.request('/api/pages/business-cards');
    expect(response.status).toBe(502);
    const body = await json<ApiError>(response);
    expect(body.error.code).toBe('upstream_unavailable');
    expect(body.error.message).toBe("The shop's service is not answering right now. Please try again in a moment.");
    expect(JSON.stringify(body)).not.toContain('SQLSTATE');
    expect((await app.request('/api/pages/business-cards')).status).toBe(200);
  });

  it.each([
    ['a category', 'digital-litho-printing', 'menu', 'sub_menu/business-cards'],
    ['a sub-category', 'business-cards', 'sub_menu', 'menu/digital-litho-printing'],
  ])('answers 502 when %s slug reads as another kind of page than the slug said', async (_kind, slug, type, other) => {
    const app = freshApp();
    // The upstream's answer for another kind of page, as it might send while it moves a slug from one to the other.
    const otherPage: unknown = await (await fetch(`${upstream.url}/cat_subcat/${other}`)).json();
    upstream.use(http.get(`*/api/v1/cat_subcat/${type}/${slug}`, () => HttpResponse.json(otherPage as never), { once: true }));
    const response = await app.request(`/api/pages/${slug}`);
    expect(response.status).toBe(502);
    expect((await json<ApiError>(response)).error.code).toBe('upstream_bad_response');
  });

  it('maps an upstream that does not answer in time to 504', async () => {
    const app = freshApp({ UPSTREAM_TIMEOUT_MS: '200' });
    upstream.use(
      http.get('*/api/v1/resolve-slug/:slug', async () => {
        await delay(1000);
        return HttpResponse.json({ success: true, data: { type: 'menu', id: 1, name: 'x', slug: 'x' } });
      }),
    );
    const response = await app.request('/api/pages/business-cards');
    expect(response.status).toBe(504);
    expect((await json<ApiError>(response)).error).toEqual({
      code: 'upstream_timeout',
      message: "The shop's service took too long to answer. Please try again.",
    });
  });
});
