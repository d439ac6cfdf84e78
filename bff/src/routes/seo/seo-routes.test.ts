import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { catalogue, findProduct, productOf, subCategoryOf } from '@mocks/data/catalogue';
import { blogPosts } from '@mocks/data/blog';
import { footerColumns } from '@mocks/data/content-pages';
import type { components } from '@bff/generated/upstream';
import { createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import type { ProductView } from '@bff/view-models';

const SHELL = '<!doctype html><html lang="en-GB"><head><title>Shell</title><!--ssr-head--></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://shop.example.co.uk';
const cards = findProduct('standard-business-cards')!;

type CustomiseData = components['schemas']['CustomiseResponse']['data'];

let webDist: string;
/** The mock's configurator answer for the business cards, to rename in the escaping test. */
let customiseSample: CustomiseData;
let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'seo-web-'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  upstream = await startTestUpstream(handlers);
  const response = await fetch(`${upstream.url}/variations/customise/${cards.slug}`);
  customiseSample = ((await response.json()) as { data: CustomiseData }).data;
  upstream.reset();
});
beforeEach(() => {
  bff = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: ORIGIN });
});
afterEach(async () => {
  upstream.reset();
  await bff.close();
});
afterAll(async () => {
  await upstream.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (path: string) => bff.app.request(path);

/** The JSON-LD objects of a page, parsed the way a crawler would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('product pages', () => {
  it('name the product in <title>, description, Open Graph and JSON-LD (the curl check)', async () => {
    const response = await page('/business-cards/standard-business-cards');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();

    expect(html).toContain('<title>Standard Business Cards | PrintShop London</title>');
    expect(meta(html, 'description')).toBe(cards.shortDescription);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/business-cards/standard-business-cards" />`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe('Standard Business Cards | PrintShop London');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/business-cards/standard-business-cards`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/products/[a-z0-9-]+\\.svg$`));

    const view = (await (await page('/api/products/business-cards/standard-business-cards')).json()) as ProductView;
    const [product, trail] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Standard Business Cards',
      description: cards.shortDescription,
      url: `${ORIGIN}/business-cards/standard-business-cards`,
      offers: {
        '@type': 'Offer',
        price: (view.fromPrice / 100).toFixed(2),
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/business-cards/standard-business-cards`,
      },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail?.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/digital-litho-printing`,
      `${ORIGIN}/business-cards`,
      `${ORIGIN}/business-cards/standard-business-cards`,
    ]);
  });

  it('escapes what the upstream writes, so it cannot close the JSON-LD script or break out of an attribute', async () => {
    const evil = 'Cards</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const data = structuredClone(customiseSample);
    data.product = { ...data.product, name: evil, meta_title: null };
    upstream.use(http.get('*/api/v1/variations/customise/:productSlug', () => HttpResponse.json({ success: true, data })));
    const html = await (await page('/business-cards/standard-business-cards')).text();

    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html).toContain(
      '<title>Cards&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt; | PrintShop London</title>',
    );
    expect(jsonLd(html)[0]?.name).toBe(evil);
  });

  it('answers an unknown product with 404 and the SPA shell', async () => {
    const response = await page('/business-cards/no-such-card');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<title>Page not found | PrintShop London</title>');
    expect(meta(html, 'robots')).toBe('noindex');
  });
});

describe('catalogue and footer pages', () => {
  it('give a category its title, description, canonical link, absolute og:image and BreadcrumbList', async () => {
    const html = await (await page('/digital-litho-printing')).text();
    expect(html).toContain('<title>Digital &amp; Litho Printing | PrintShop London</title>');
    expect(meta(html, 'description')).toMatch(/^Business cards, flyers/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/digital-litho-printing" />`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/media/categories/digital-litho-printing.svg`);
    expect(jsonLd(html).map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  it('give a sub-category a three-step BreadcrumbList', async () => {
    const html = await (await page('/business-cards')).text();
    expect(html).toContain('<title>Business Cards | PrintShop London</title>');
    const [trail] = jsonLd(html);
    expect((trail?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Digital & Litho Printing', 'Business Cards']);
  });

  it('give a footer page its own title, without naming the shop twice', async () => {
    const html = await (await page('/about-us')).text();
    expect(html).toContain('<title>About PrintShop London</title>');
    expect(meta(html, 'og:type')).toBe('article');
  });

  it('answer an unknown slug with 404, and leave the SPA its own pages without asking the upstream', async () => {
    expect((await page('/no-such-page')).status).toBe(404);
    upstream.reset();
    for (const path of ['/login', '/forget-password', '/account/orders', '/order-process/shopping-cart', '/registration/bussiness-account']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>PrintShop London | Same-day printing</title>');
    }
    expect(upstream.requests.filter((line) => !line.includes('company-profile'))).toEqual([]);
  });

  it('answer 503 with the SPA shell when the upstream is down, so crawlers come back instead of indexing an empty page', async () => {
    upstream.use(http.get('*/api/v1/resolve-slug/:slug', () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })));
    const response = await page('/business-cards');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('search pages', () => {
  it('say what was searched and how many results there are, and are kept out of the index', async () => {
    const html = await (await page('/search/business%20cards')).text();
    expect(html).toContain('<title>Showing result for &quot;business cards&quot; | PrintShop London</title>');
    expect(meta(html, 'description')).toMatch(/^Total \d+ results found for &quot;business cards&quot;/);
    expect(meta(html, 'robots')).toBe('noindex, follow');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/search/business%20cards" />`);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the shop, keeps crawlers out of the API, account and checkout, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /account/', 'Disallow: /order-process/', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'),
    );
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('without PUBLIC_URL (development), builds links from the Host header but lets no cache keep them', async () => {
    const local = createTestApp(upstream.url, { WEB_DIST: webDist });
    const response = await local.app.request('http://attacker.example/robots.txt');
    await local.close();
    expect(await response.text()).toContain('Sitemap: http://attacker.example/sitemap.xml');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sitemap.xml lists every category, sub-category, product, variation, footer page, the blog and its posts, with absolute URLs', async () => {
    const response = await page('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    const footerPages = footerColumns.flatMap((column) => column.pageSlugs);
    const expected = [
      '/',
      ...catalogue.categories.map((category) => `/${category.slug}`),
      ...catalogue.subCategories.map((sub) => `/${sub.slug}`),
      ...catalogue.products.map((product) => `/${subCategoryOf(product).slug}/${product.slug}`),
      ...catalogue.variations.map((variation) => `/${productOf(variation).slug}/${variation.slug}`),
      ...footerPages.map((slug) => `/${slug}`),
      '/blogs',
      ...blogPosts.map((post) => `/blogs/${post.slug}`),
    ].map((path) => `${ORIGIN}${path}`);
    expect(locations.sort()).toEqual([...new Set(expected)].sort());
    expect(locations).toHaveLength(
      1 +
        catalogue.categories.length +
        catalogue.subCategories.length +
        catalogue.products.length +
        catalogue.variations.length +
        footerPages.length +
        1 +
        blogPosts.length,
    );

    // Cached: a second sitemap costs no upstream call.
    const before = upstream.requests.length;
    await page('/sitemap.xml');
    expect(upstream.requests.length).toBe(before);
  });

  it('sitemap.xml answers 503 rather than a partial list when the upstream fails', async () => {
    upstream.use(http.get('*/api/v1/cat_subcat_product/:id', () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })));
    const response = await page('/sitemap.xml');
    expect(response.status).toBe(503);
  });
});
