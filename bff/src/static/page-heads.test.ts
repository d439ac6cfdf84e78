// The heads and statuses of the pages the BFF serves, rendered by the web app itself (its source,
// compiled by vitest) against the mock upstream: what search engines and link previews read.
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { LARGE_RANGE, largeRangeCards, largeRangeHandlers } from '@mocks/handlers/large-range';
import { blogPosts } from '@mocks/data/blog';
import { findProduct, variationsOf } from '@mocks/data/catalogue';
import type { components } from '@bff/generated/upstream';
import type { ProductView } from '@bff/view-models';
import { createTestApp, startTestUpstream, type TestUpstream } from '../upstream/test-upstream';
import { createSourceWebDist } from './source-web-app';

const ORIGIN = 'https://shop.example.co.uk';
const cards = findProduct('standard-business-cards')!;

type CustomiseData = components['schemas']['CustomiseResponse']['data'];

let web: Awaited<ReturnType<typeof createSourceWebDist>>;
let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;
/** The mock's configurator answer for the business cards, to rename in the escaping test. */
let customiseSample: CustomiseData;

beforeAll(async () => {
  web = await createSourceWebDist();
  upstream = await startTestUpstream(handlers);
  const response = await fetch(`${upstream.url}/variations/customise/${cards.slug}`);
  customiseSample = ((await response.json()) as { data: CustomiseData }).data;
  // The first page compiles the web app's source: seconds on a busy machine, paid here rather than in a test.
  const warmUp = createTestApp(upstream.url, { WEB_DIST: web.webDist });
  await warmUp.app.request('/contact');
  await warmUp.close();
}, 60_000);
beforeEach(() => {
  upstream.reset();
  bff = createTestApp(upstream.url, { WEB_DIST: web.webDist, PUBLIC_URL: ORIGIN });
});
afterEach(async () => {
  await bff.close();
});
afterAll(async () => {
  await upstream.close();
  await web.remove();
});

/** A page as a crawler reads it: status, the head's tags (whatever other attributes they carry) and JSON-LD. */
async function visit(path: string) {
  const response = await bff.app.request(path);
  const html = await response.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1];
  return {
    response,
    status: response.status,
    html,
    head,
    meta,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    robots: meta('robots'),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    ),
  };
}

describe('product pages', () => {
  it('name the product in <title>, description, Open Graph and JSON-LD', async () => {
    const page = await visit('/business-cards/standard-business-cards');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Standard Business Cards | PrintShop London');
    expect(page.meta('description')).toBe(cards.shortDescription);
    expect(page.canonical).toBe(`${ORIGIN}/business-cards/standard-business-cards`);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe('Standard Business Cards | PrintShop London');
    expect(page.meta('og:url')).toBe(`${ORIGIN}/business-cards/standard-business-cards`);
    expect(page.meta('og:image')).toMatch(new RegExp(`^${ORIGIN}/media/products/[a-z0-9-]+\\.webp$`));
    expect(page.meta('og:site_name')).toBe('PrintShop London');
    expect(page.robots).toBeUndefined();
    // Each tag once: the page's own replace the shop's defaults.
    expect(page.head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page.head.match(/<title>/g)).toHaveLength(1);

    const view = (await (await bff.app.request('/api/products/business-cards/standard-business-cards')).json()) as ProductView;
    const [product, trail] = page.jsonLd;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Standard Business Cards',
      description: cards.shortDescription,
      url: `${ORIGIN}/business-cards/standard-business-cards`,
      // The product's page offers every variation from the cheapest's price: no one sku at that price.
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: (view.fromPrice / 100).toFixed(2),
        offerCount: view.variations.length,
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/business-cards/standard-business-cards`,
      },
    });
    expect(product).not.toHaveProperty('sku');
    expect(view.variations.length).toBeGreaterThan(1);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail?.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/digital-litho-printing`,
      `${ORIGIN}/business-cards`,
      `${ORIGIN}/business-cards/standard-business-cards`,
    ]);
  });

  it("of one variation offer that variation's sku at its own From price, the one its page shows", async () => {
    for (const variation of variationsOf(cards)) {
      const path = `/${cards.slug}/${variation.slug}`;
      const view = (await (await bff.app.request(`/api/products${path}`)).json()) as ProductView;
      const [product] = (await visit(path)).jsonLd;
      expect(product, path).toMatchObject({
        '@type': 'Product',
        sku: String(variation.id),
        url: `${ORIGIN}${path}`,
        offers: { '@type': 'Offer', price: (view.fromPrice / 100).toFixed(2), priceCurrency: 'GBP', url: `${ORIGIN}${path}` },
      });
    }
  });

  it('that edit a cart line (?edit=) are drawn in the browser, kept out of the index and never served from the kept pages', async () => {
    const product = '/business-cards/standard-business-cards';
    const editing = await visit(`${product}?edit=10-m3k2x1-a1b2c3`);
    expect(editing).toMatchObject({ status: 200, robots: 'noindex, nofollow', canonical: undefined });
    // The cart is the browser's: the server sends the product's skeleton, with the product in the query cache.
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(editing.html)?.[1] ?? '';
    expect(main).toContain('aria-busy="true"');
    expect(main).not.toContain('Add to cart');
    expect(editing.html).toContain(cards.name);
    // A noindex page is never kept for other visitors; the product's own page is, for a shared link's ?ref= too.
    const plain = await visit(`${product}?ref=newsletter`);
    expect(plain).toMatchObject({ robots: undefined, canonical: `${ORIGIN}${product}` });
    expect(plain.html).toContain('Add to cart');
  });

  it('escape what the upstream writes, so it cannot close the JSON-LD script or break out of an attribute', async () => {
    const evil = 'Cards</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const data = structuredClone(customiseSample);
    data.product = { ...data.product, name: evil, meta_title: null };
    upstream.use(http.get('*/api/v1/variations/customise/:productSlug', () => HttpResponse.json({ success: true, data })));
    const page = await visit('/business-cards/standard-business-cards');

    expect(page.html).not.toContain('</script><script>alert(1)');
    expect(page.html).not.toContain('<img src=x');
    expect(page.head).toContain('\\u003c/script\\u003e');
    expect(page.title).toMatch(/^Cards&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;(&quot;|")&gt;&lt;img src=x onerror=alert\(2\)&gt; \| PrintShop London$/);
    expect(page.jsonLd[0]?.name).toBe(evil);
  });

  it('move a product asked for under another sub-category to its own address for good', async () => {
    for (const [path, location] of [
      ['/t-shirts/standard-business-cards', '/business-cards/standard-business-cards'],
      ['/flyers-leaflets/standard-business-cards?utm_source=mail', '/business-cards/standard-business-cards?utm_source=mail'],
    ] as const) {
      const response = await bff.app.request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('answer an unknown product with 404 and the not-found page, kept out of the index', async () => {
    const page = await visit('/business-cards/no-such-card');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found | PrintShop London');
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
  });
});

describe('catalogue and footer pages', () => {
  it('give a category its title, description, canonical link, absolute og:image and BreadcrumbList', async () => {
    const page = await visit('/digital-litho-printing');
    expect(page.title).toBe('Digital &amp; Litho Printing | PrintShop London');
    expect(page.meta('description')).toMatch(/^Business cards, flyers/);
    expect(page.canonical).toBe(`${ORIGIN}/digital-litho-printing`);
    expect(page.meta('og:image')).toBe(`${ORIGIN}/media/categories/digital-litho-printing.webp`);
    expect(page.jsonLd.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  it('give a sub-category a three-step BreadcrumbList', async () => {
    const page = await visit('/business-cards');
    expect(page.title).toBe('Business Cards | PrintShop London');
    const [trail] = page.jsonLd;
    expect((trail?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Digital & Litho Printing', 'Business Cards']);
  });

  it("send one page of a large sub-category's products, each later page its own canonical page, one past the last out of the index", async () => {
    upstream.use(...largeRangeHandlers);
    const path = `/${LARGE_RANGE.slug}`;
    const names = (page: { html: string }) => largeRangeCards.filter((card) => page.html.includes(`>${card.name}<`)).map((card) => card.name);
    const cardNames = (from: number, to: number) => largeRangeCards.slice(from, to).map((card) => card.name);

    const first = await visit(path);
    expect(first).toMatchObject({ status: 200, title: 'Print Essentials | PrintShop London', canonical: `${ORIGIN}${path}`, robots: undefined });
    expect(names(first)).toEqual(cardNames(0, 24));
    expect(first.html).toMatch(/<strong>100<\/strong> (<!-- -->)?products/);
    expect(first.html).toContain(`href="${path}?page=2"`);

    const second = await visit(`${path}?page=2`);
    expect(second).toMatchObject({ status: 200, title: 'Print Essentials, page 2 | PrintShop London', canonical: `${ORIGIN}${path}?page=2`, robots: undefined });
    expect(names(second)).toEqual(cardNames(24, 48));
    // Back to page 1 is the plain path.
    expect(/<a [^>]*aria-label="Previous page"[^>]*>/.exec(second.html)?.[0]).toContain(`href="${path}"`);

    expect(await visit(`${path}?page=99`)).toMatchObject({ status: 200, canonical: undefined, robots: 'noindex, follow' });
    // A page that is no whole number from 1 to the bound of pages is the first, moved to its plain path
    // as the blog's and search's are.
    for (const query of ['?page=two', '?page=0', '?page=1', '?page=1000000']) {
      const malformed = await visit(`${path}${query}`);
      expect(malformed.status, query).toBe(301);
      expect(malformed.response.headers.get('location'), query).toBe(path);
    }
    for (const [address, location] of [
      ['/blogs?page=two', '/blogs'],
      ['/blogs?page=1000000', '/blogs'],
      ['/search/cards?page=1000000', '/search/cards'],
    ] as const) {
      const moved = await visit(address);
      expect([moved.status, moved.response.headers.get('location')], address).toEqual([301, location]);
    }
  });

  it("move a footer page's later pages to its plain path, as it has only one", async () => {
    for (const query of ['?page=7', '?page=2', '?page=1000000']) {
      const moved = await visit(`/about-us${query}`);
      expect([moved.status, moved.response.headers.get('location')], query).toEqual([301, '/about-us']);
    }
  });

  it('give a footer page its own title without naming the shop twice, at its footer URL under /info too', async () => {
    const page = await visit('/about-us');
    expect(page.title).toBe('About PrintShop London');
    expect(page.meta('og:type')).toBe('article');
    const info = await visit('/info/privacy-policy-cookies');
    expect(info).toMatchObject({ status: 200, title: 'Privacy Policy &amp; Cookies | PrintShop London', robots: undefined });
    // The footer's own URL is canonical for both, so crawlers index the page once.
    expect(info.canonical).toBe(`${ORIGIN}/privacy-policy-cookies`);
    expect((await visit('/privacy-policy-cookies')).canonical).toBe(`${ORIGIN}/privacy-policy-cookies`);
  });

  it("name a footer page's /info address canonical where the app has a page of its own at its slug", async () => {
    const info = await visit('/info/same-day-printing-service-in-london');
    expect(info).toMatchObject({ status: 200, canonical: `${ORIGIN}/info/same-day-printing-service-in-london`, robots: undefined });
    const view = (await (await bff.app.request('/api/pages/same-day-printing-service-in-london')).json()) as { path: string; breadcrumbs: { href: string }[] };
    expect(view.path).toBe('/info/same-day-printing-service-in-london');
    expect(view.breadcrumbs.at(-1)?.href).toBe('/info/same-day-printing-service-in-london');
    // The app's same-day page names itself.
    expect((await visit('/same-day-printing-service-in-london')).canonical).toBe(`${ORIGIN}/same-day-printing-service-in-london`);
  });

  it('answer an unknown slug, a category under /info and a path that is no slug with 404 and the not-found page', async () => {
    for (const path of ['/no-such-page', '/info/no-such-page', '/info/business-cards', '/info/Not_A_Slug', '/Not_A_Slug', '/business-cards/a/b']) {
      const page = await visit(path);
      expect(page, path).toMatchObject({ status: 404, title: 'Page not found | PrintShop London', robots: 'noindex' });
    }
    // A path that can be no catalogue page is answered without asking the upstream what it is.
    expect(upstream.requests.filter((line) => line.includes('Not_A_Slug'))).toEqual([]);
  });

  it('answer 503 when the upstream is down, so crawlers come back instead of indexing an error', async () => {
    upstream.use(http.get('*/api/v1/resolve-slug/:slug', () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })));
    const page = await visit('/business-cards');
    expect(page.status).toBe(503);
    expect(page.response.headers.get('retry-after')).toBe('120');
    // Shoppers still get the shop around the message.
    expect(page.html).toContain('<header');
  });
});

describe('search pages', () => {
  it('say what was searched and are kept out of the index', async () => {
    const page = await visit('/search/business%20cards');
    expect(page.title).toMatch(/^Search results for (&quot;|")business cards(&quot;|") \| PrintShop London$/);
    expect(page.robots).toBe('noindex, follow');
    expect(page.canonical).toBe(`${ORIGIN}/search/business%20cards`);
  });
});

describe('content pages', () => {
  it('give the home page its canonical link and the shop as a schema.org organisation', async () => {
    const page = await visit('/');
    expect(page.title).toBe('PrintShop London | Same-day printing');
    expect(page.canonical).toBe(`${ORIGIN}/`);
    expect(page.meta('description')).toMatch(/^Online printing in London/);
    expect(page.jsonLd).toEqual([expect.objectContaining({ '@type': 'Organization', url: `${ORIGIN}/`, address: expect.objectContaining({ addressCountry: 'GB' }) })]);
  });

  it("answer 503 with a time to come back when the data they need failed, though they render around it: home's offers", async () => {
    upstream.use(http.get('*/api/v1/slider', () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })));
    const page = await visit('/');
    expect(page.status).toBe(503);
    expect(page.response.headers.get('retry-after')).toBe('120');
    expect(page.html).toContain('<header');
  });

  it("answer 503 with a time to come back when the shop's own data failed: the upstream down with nothing cached yet", async () => {
    upstream.use(http.all('*/api/v1/*', () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })));
    for (const path of ['/', '/contact']) {
      const page = await visit(path);
      expect(page.status, path).toBe(503);
      expect(page.response.headers.get('retry-after'), path).toBe('120');
    }
  });

  it('answer 200 when only a read the page shows itself whole without failed: the delivery estimates beside the price', async () => {
    upstream.use(http.get('*/api/v1/delivery-service/:param', () => HttpResponse.json({ success: false, message: 'down' }, { status: 503 })));
    const page = await visit('/business-cards/standard-business-cards');
    expect(page.status).toBe(200);
    expect(upstream.requests.some((line) => line.startsWith('GET /api/v1/delivery-service/'))).toBe(true);
  });

  it('give the same-day page and the contact page their titles and canonical links', async () => {
    expect(await visit('/same-day-printing-service-in-london')).toMatchObject({
      status: 200,
      title: 'Same Day Printing in London | PrintShop London',
      canonical: `${ORIGIN}/same-day-printing-service-in-london`,
    });
    expect(await visit('/contact')).toMatchObject({ status: 200, title: 'Contact us | PrintShop London', canonical: `${ORIGIN}/contact` });
  });

  it('move /same-day-printing to the same-day page for good, keeping the query', async () => {
    const response = await bff.app.request('/same-day-printing?utm_source=flyer');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/same-day-printing-service-in-london?utm_source=flyer');
  });

  it('move a page asked for at another of its addresses there for good', async () => {
    for (const [path, location] of [
      ['/registration/business-account', '/registration/bussiness-account'],
      ['/search/business%20cards%28%29', '/search/business%20cards'],
      ['/search/cards?size=9', '/search/cards'],
    ] as const) {
      const response = await bff.app.request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    // Sent elsewhere for now (to log in first), not another address of the page: temporary.
    const account = await bff.app.request('/account');
    expect(account.status).toBe(307);
    expect(account.headers.get('location')).toBe('/login?redirect=%2Faccount');
  });

  it('give each blog post its title, description, canonical link and BlogPosting', async () => {
    const post = blogPosts[0]!;
    const page = await visit(`/blogs/${post.slug}`);
    expect(page).toMatchObject({ status: 200, title: `${post.title} | PrintShop London`, canonical: `${ORIGIN}/blogs/${post.slug}`, robots: undefined });
    expect(page.meta('description')).toBe(post.excerpt);
    expect(page.meta('og:type')).toBe('article');
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.published_at });
    expect(await visit('/blogs/no-such-post')).toMatchObject({ status: 404, title: 'Page not found | PrintShop London', robots: 'noindex' });
  });

  it('give the blog list its title and canonical link, and keep a page past the last out of the index', async () => {
    expect(await visit('/blogs')).toMatchObject({ status: 200, title: 'Blog | PrintShop London', canonical: `${ORIGIN}/blogs`, robots: undefined });
    expect(await visit('/blogs?page=99')).toMatchObject({ status: 200, canonical: undefined, robots: 'noindex, follow' });
  });

  it('keep /sample and the unsubscribe pages out of search engines, naming no canonical address', async () => {
    for (const [path, title] of [
      ['/sample', 'Sample page | PrintShop London'],
      ['/unsubscribe/a-token', 'Unsubscribe | PrintShop London'],
      ['/request-unsubscribe/olivia.bennett%40example.com', 'Unsubscribe | PrintShop London'],
    ] as const) {
      const page = await visit(path);
      expect(page, path).toMatchObject({ status: 200, title, canonical: undefined, robots: 'noindex, nofollow' });
      // A subscriber's address or token never lands in a link preview.
      expect(page.head).not.toContain('og:url');
      expect(page.head).not.toContain('olivia');
    }
  });

  it("keep an account's verification outcome out of search engines: the expired screen names its email", async () => {
    const uuid = 'c47b1e90-2d8f-4a35-8e6c-9b0a5d1f3c33';
    const expired = await visit(`/login?uuid=${uuid}&account_status=expired`);
    expect(expired).toMatchObject({ status: 200, title: 'Log in | PrintShop London', canonical: undefined, robots: 'noindex, nofollow' });
    expect(expired.html).toContain('amelia.hughes@example.com');
    expect(await visit(`/login?account_status=success&uuid=${uuid}`)).toMatchObject({ status: 200, robots: 'noindex, nofollow' });
    expect(await visit(`/check-verification-token?account_status=expired&uuid=${uuid}`)).toMatchObject({
      status: 200,
      title: 'Email verification | PrintShop London',
      canonical: undefined,
      robots: 'noindex, nofollow',
    });
    // The plain login page is the shop's.
    expect((await visit('/login')).robots).toBeUndefined();
  });

  it("give the app's other pages their titles and the shop's description", async () => {
    for (const [path, title] of [
      ['/login', 'Log in | PrintShop London'],
      ['/forget-password', 'Forget Password | PrintShop London'],
      ['/registration/bussiness-account', 'Business account registration | PrintShop London'],
    ] as const) {
      const page = await visit(path);
      expect(page, path).toMatchObject({ status: 200, title });
      expect(page.meta('description')).toMatch(/^Online printing in London/);
    }
  });

  it('send a page decided in the browser as its skeleton, the first time it is asked for too', async () => {
    for (const [path, step] of [
      ['/payment', 'Payment'],
      ['/artwork/upload-artwork', 'Upload artwork'],
      ['/order-process/checkout/order-policy', 'Delivery details'],
    ] as const) {
      const page = await visit(path);
      expect(page, path).toMatchObject({ status: 200 });
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(page.html)?.[1] ?? '';
      expect(main, path).toContain(`>${step}</h1>`);
      expect(main, path).toContain('aria-busy="true"');
    }
  });

  it("answer a page's address in other letter case with 404 and the not-found page, as the catalogue's", async () => {
    for (const path of ['/CONTACT', '/Jobs', '/Login', '/Info/faqs', '/Search/cards', '/BUSINESS-CARDS', '/Business-cards/standard-business-cards']) {
      const page = await visit(path);
      expect(page, path).toMatchObject({ status: 404, title: 'Page not found | PrintShop London', robots: 'noindex', canonical: undefined });
    }
  });

  it('move an address with repeated slashes to the one with single slashes and no trailing slash for good, in one hop, never to another site', async () => {
    for (const [path, location] of [
      ['//contact', '/contact'],
      ['///', '/'],
      ['//business-cards/standard-business-cards?ref=x', '/business-cards/standard-business-cards?ref=x'],
      ['/business-cards//standard-business-cards', '/business-cards/standard-business-cards'],
      ['/blogs//a-post/', '/blogs/a-post'],
      ['//evil.example', '/evil.example'],
      ['//evil.example/', '/evil.example'],
      ['/\\/evil.example', '/evil.example'],
    ] as const) {
      // As a browser sends it: the path after the host, whatever it holds.
      const response = await bff.app.request(new Request(`${ORIGIN}${path}`));
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('move an address that escapes what the shop spells plainly to its own spelling for good, and leave other escapes be', async () => {
    for (const [path, location] of [
      ['/business-cards/st%61ndard-business-cards', '/business-cards/standard-business-cards'],
      ['/busin%65ss-cards?ref=x', '/business-cards?ref=x'],
      ['/%62%75%73%69%6E%65%73%73%2D%63%61%72%64%73', '/business-cards'],
      ['//info/f%61qs/', '/info/faqs'],
      ["/search/it%27s%20a%2Dcard", "/search/it's%20a-card"],
      ['/%2F%2Fevil.%65xample', '/%2F%2Fevil.example'],
    ] as const) {
      const response = await bff.app.request(new Request(`${ORIGIN}${path}`));
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    // What only an escape can say (a space, a letter outside ASCII) is the address as the shop writes it.
    for (const path of ['/search/business%20cards', '/search/caf%C3%A9']) {
      expect((await visit(path)).status, path).toBe(200);
    }
  });

  it('answer a path that is no page of the app with a real 404 and the not-found page', async () => {
    for (const path of ['/order-process/checkout-typo', '/order-process/shopping-cart/extra', '/account/nothing', '/a/b/c']) {
      expect(await visit(path), path).toMatchObject({ status: 404, title: 'Page not found | PrintShop London', robots: 'noindex' });
    }
  });
});
