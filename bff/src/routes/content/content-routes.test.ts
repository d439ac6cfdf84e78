import { HttpResponse, http as rawHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@mocks/base';
import { handlers } from '@mocks/handlers';
import { resetStore } from '@mocks/store';
import { SAME_ORIGIN, createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import type { ApiError, Bootstrap, HomeData } from '@bff/view-models';

// Narrow, typed layout data: the assertions below depend on these names, not on the seed catalogue.
const entry = (name: string, slug: string, subs: [string, string][]) => ({
  menu: { name, slug },
  sub_menus: subs.map(([subName, subSlug]) => ({ name: subName, sub_menu_slug: subSlug })),
});
const MENUS = [
  entry('Digital & Litho Printing', 'digital-litho-printing', [
    ['Flyers', 'flyers'],
    ['Business Cards', 'business-cards'],
    ['banners', 'banners'],
    ['3D Printing', '3d-printing'],
  ]),
  entry('Apparel Printing', 'apparel-printing', [['T-Shirts', 't-shirts']]),
];
const ALL_MENUS = [...MENUS, entry('Gift Item Printing', 'gift-item-printing', [['Mugs', 'mugs'], ['Flyers', 'flyers']])];
const FOOTER = [{ name: 'Information', slug: 'information', pages: [{ name: 'About Us', slug: 'about-us' }] }];
const STATIC_INFO = { vat_percent: 20 };
const COMPANY_INFO = { contact_no: '020 7946 0123', email: 'hello@printshop.test', address: '1 Print St', rating_point: 4.7, rating_counter: 900 };

const PROFILE = {
  name: 'PrintShop London Ltd',
  contact_no: '020 7946 0123',
  contact_no_2: '020 7946 0456',
  email: 'hello@printshop.test',
  sales_email: 'sales@printshop.test',
  address: '1 Print St',
  city: 'London',
  post_code: 'E1 6AN',
  schedules: [
    { day: 'Monday to Friday', time: '9 AM - 6 PM' },
    { day: 'Saturday', time: '10 AM - 5 PM' },
    { day: 'Sunday', time: 'Closed' },
  ],
  social_links: [{ network: 'instagram' as const, url: 'https://instagram.com/printshop' }],
  rating_point: 4.8,
  rating_counter: 1234,
};

const layoutHandlers = [
  http.get('/app-initiate', ({ response }) =>
    response(200).json({
      success: true,
      data: { company_info: COMPANY_INFO, menus: MENUS, all_menus: ALL_MENUS, footer_pages: FOOTER, static_info: STATIC_INFO },
    }),
  ),
  http.get('/menus', ({ response }) => response(200).json({ success: true, data: MENUS })),
  http.get('/menus_all', ({ response }) => response(200).json({ success: true, data: ALL_MENUS })),
  http.get('/footerPages', ({ response }) => response(200).json({ success: true, data: FOOTER })),
  http.get('/static-info', ({ response }) => response(200).json({ success: true, data: STATIC_INFO })),
  http.get('/company-profile', ({ response }) => response(200).json({ success: true, data: PROFILE })),
];

const card = (id: number, name: string, minPrice: string, vat: string) => ({
  id,
  name,
  title: name,
  slug: `${name.toLowerCase().replace(/ /g, '-')}-v`,
  short_description: `${name} printed today`,
  image: `products/${name.toLowerCase().replace(/ /g, '-')}.svg`,
  min_price: minPrice,
  vat_percent: vat,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  product: {
    slug: name.toLowerCase().replace(/ /g, '-'),
    uuid: `00000000-0000-4000-8001-${String(id).padStart(12, '0')}`,
    front_sub_menu: { slug: 'business-cards' },
  },
});
// A field the contract does not name: it must stop at the BFF.
const MIN_DELIVERY = { day: 'Thursday', date: '12', suffix: 'th', month: 'June', internal_note: 'courier contract B' } as const;
const homeHandlers = [
  http.get('/slider', ({ response }) =>
    response(200).json({
      success: true,
      data: {
        sliders: [{ image: 'sliders/same-day.svg', title: 'Same Day Printing', sub_title: 'In London', content: 'Order by 4pm', url: '/same-day-printing' }],
        min_delivery: MIN_DELIVERY,
      },
    }),
  ),
  http.get('/reviews', ({ response }) => response(200).json({ success: true, data: { rating_point: 4.8, rating_counter: 1234, reviews: [] } })),
  http.get('/top-selling-variations/{menu_slug}', ({ response }) =>
    response(200).json({
      success: true,
      data: [
        card(1, 'Standard Business Cards', '12.50', '20.00'),
        card(2, 'A5 Leaflets', '8.99', '0.00'),
        ...Array.from({ length: 8 }, (_, i) => card(3 + i, `Product ${i}`, '1.00', '20.00')),
      ],
    }),
  ),
];

let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
});
beforeEach(() => {
  resetStore();
  // A fresh app per test: a fresh cache, so "cold" means cold.
  bff = createTestApp(upstream.url);
});
afterEach(async () => {
  upstream.reset();
  await bff.close();
});
afterAll(() => upstream.close());

const getJson = async <T>(path: string) => {
  const response = await bff.app.request(path);
  return { status: response.status, body: (await response.json()) as T };
};
const postJson = (path: string, body: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
  bff.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('with the mock upstream', () => {
  it('builds the layout from the seed catalogue: every category, letters in order, names sorted', async () => {
    const { status, body } = await getJson<Bootstrap>('/api/bootstrap');
    expect(status).toBe(200);
    expect(body.menus.map((menu) => menu.name)).toEqual(
      expect.arrayContaining(['Digital & Litho Printing', 'Apparel Printing', 'Signage Printing', 'Carrier Bag Printing', 'Gift Item Printing']),
    );
    for (const groups of [body.allProducts, ...body.menus.map((menu) => menu.groups)]) {
      const letters = groups.map((group) => group.letter);
      expect(letters).toEqual([...letters].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))));
      for (const group of groups) {
        const names = group.links.map((link) => link.name);
        expect(names.every((name) => name.toUpperCase().startsWith(group.letter) || group.letter === '#')).toBe(true);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base', numeric: true })));
      }
    }
    expect(body.allProducts.flatMap((group) => group.links).length).toBeGreaterThanOrEqual(30);
    expect(body.footer.length).toBeGreaterThan(0);
    expect(body.company.phones.length).toBeGreaterThan(0);
    expect(body.company.hours).toHaveLength(2);
    expect(body.vatPercent).toBe(20);
  });

  it('costs two parallel upstream calls when cold and none when warm', async () => {
    expect((await bff.app.request('/api/bootstrap')).status).toBe(200);
    expect([...upstream.requests].sort()).toEqual(['GET /api/v1/app-initiate', 'GET /api/v1/company-profile']);
    upstream.reset();
    expect((await bff.app.request('/api/bootstrap')).status).toBe(200);
    expect(upstream.requests).toEqual([]);
  });

  it('gives the home page 8 popular products linking to {sub-menu}/{product} with a from-price in pence', async () => {
    const { status, body } = await getJson<HomeData>('/api/home');
    expect(status).toBe(200);
    expect(body.slides.length).toBeGreaterThan(0);
    expect(body.popular).toHaveLength(8);
    for (const product of body.popular) {
      expect(product.href).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(Number.isInteger(product.fromPrice) && product.fromPrice > 0).toBe(true);
      expect(product.image.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '1200w']);
    }
    expect(body.rating.point).toBeGreaterThan(0);
  });
});

describe('GET /api/bootstrap', () => {
  beforeEach(() => upstream.use(...layoutHandlers));

  it('gives the layout: company, menus grouped by letter, all products, footer, VAT', async () => {
    const { status, body } = await getJson<Bootstrap>('/api/bootstrap');
    expect(status).toBe(200);
    expect(body.company).toEqual({
      name: 'PrintShop London Ltd',
      phones: ['020 7946 0123', '020 7946 0456'],
      email: 'hello@printshop.test',
      salesEmail: 'sales@printshop.test',
      address: '1 Print St, London, E1 6AN',
      postalAddress: { street: '1 Print St', locality: 'London', postCode: 'E1 6AN' },
      hours: ['Monday to Friday 9 AM - 6 PM', 'Saturday 10 AM - 5 PM'],
      rating: { point: 4.8, count: 1234 },
      social: [{ network: 'instagram', url: 'https://instagram.com/printshop' }],
    });
    expect(body.menus.map((menu) => menu.slug)).toEqual(['digital-litho-printing', 'apparel-printing']);
    expect(body.menus[0]?.groups).toEqual([
      { letter: 'B', links: [{ name: 'banners', slug: 'banners' }, { name: 'Business Cards', slug: 'business-cards' }] },
      { letter: 'F', links: [{ name: 'Flyers', slug: 'flyers' }] },
      { letter: '#', links: [{ name: '3D Printing', slug: '3d-printing' }] },
    ]);
    // Every sub-category of every category once, A to Z.
    expect(body.allProducts.map((group) => [group.letter, group.links.map((link) => link.slug)])).toEqual([
      ['B', ['banners', 'business-cards']],
      ['F', ['flyers']],
      ['M', ['mugs']],
      ['T', ['t-shirts']],
      ['#', ['3d-printing']],
    ]);
    // Every category's own page, in the upstream's order, including those the navbar leaves out.
    expect(body.categories).toEqual([
      { name: 'Digital & Litho Printing', slug: 'digital-litho-printing' },
      { name: 'Apparel Printing', slug: 'apparel-printing' },
      { name: 'Gift Item Printing', slug: 'gift-item-printing' },
    ]);
    expect(body.footer).toEqual([{ name: 'Information', slug: 'information', pages: [{ name: 'About Us', slug: 'about-us' }] }]);
    expect(body.vatPercent).toBe(20);
    expect(body.contextMenuOff).toBe(false);
  });

  it('keeps only the social links to http(s) addresses, and says once which it left out', async () => {
    const logLines: { msg: string; dropped?: string[] }[] = [];
    await bff.close();
    bff = createTestApp(upstream.url, {}, { write: (line: string) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]) });
    upstream.use(
      http.get('/company-profile', ({ response }) =>
        response(200).json({
          success: true,
          data: {
            ...PROFILE,
            social_links: [
              { network: 'facebook', url: 'javascript:alert(document.cookie)' },
              { network: 'instagram', url: 'https://instagram.com/printshop' },
              { network: 'x', url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
              { network: 'youtube', url: 'http://youtube.com/@printshop' },
            ],
          },
        }),
      ),
    );
    for (let load = 0; load < 3; load++) {
      expect((await getJson<Bootstrap>('/api/bootstrap')).body.company.social).toEqual([
        { network: 'instagram', url: 'https://instagram.com/printshop' },
        { network: 'youtube', url: 'http://youtube.com/@printshop' },
      ]);
    }
    expect(logLines.filter((line) => line.msg.includes('social links'))).toEqual([
      expect.objectContaining({ dropped: ['facebook', 'x'] }),
    ]);
  });

  it("passes on the operator's setting that turns the context menu off", async () => {
    upstream.use(
      http.get('/app-initiate', ({ response }) =>
        response(200).json({
          success: true,
          data: { company_info: COMPANY_INFO, menus: MENUS, all_menus: ALL_MENUS, footer_pages: FOOTER, static_info: { ...STATIC_INFO, disable_right_click: true } },
        }),
      ),
    );
    expect((await getJson<Bootstrap>('/api/bootstrap')).body.contextMenuOff).toBe(true);
  });

  it('costs one parallel upstream round when cold, none when warm, even for 10 page loads at once', async () => {
    const loads = await Promise.all(Array.from({ length: 10 }, () => bff.app.request('/api/bootstrap')));
    expect(loads.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect([...upstream.requests].sort()).toEqual(['GET /api/v1/app-initiate', 'GET /api/v1/company-profile']);

    upstream.reset();
    expect((await bff.app.request('/api/bootstrap')).status).toBe(200);
    expect(upstream.requests).toEqual([]);
  });

  it('falls back to menus, menus_all, footerPages and static-info when app-initiate fails', async () => {
    upstream.use(http.get('/app-initiate', ({ response }) => response('5XX').json({ success: false, message: 'Server Error' }, { status: 500 })));
    const { status, body } = await getJson<Bootstrap>('/api/bootstrap');
    expect(status).toBe(200);
    expect(body.allProducts.flatMap((group) => group.links)).toHaveLength(6);
    expect(upstream.requests).toEqual(expect.arrayContaining(['GET /api/v1/menus', 'GET /api/v1/menus_all', 'GET /api/v1/footerPages', 'GET /api/v1/static-info']));
  });

  it('uses the short contact block with the static hours when the company profile fails', async () => {
    upstream.use(http.get('/company-profile', ({ response }) => response('5XX').json({ success: false, message: 'Server Error' }, { status: 503 })));
    const { status, body } = await getJson<Bootstrap>('/api/bootstrap');
    expect(status).toBe(200);
    expect(body.company).toMatchObject({ phones: ['020 7946 0123'], hours: ['Monday to Friday 9 AM - 6 PM', 'Saturday 10 AM - 5 PM'] });
  });

  it('answers the one error shape when the upstream is down, and does not cache the failure', async () => {
    const down = rawHttp.get('*/api/v1/*', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 503 }));
    upstream.use(down);
    const { status, body } = await getJson<ApiError>('/api/bootstrap');
    expect(status).toBe(502);
    expect(body).toEqual({
      error: { code: 'upstream_unavailable', message: "The shop's service is not answering right now. Please try again in a moment." },
    });

    upstream.reset();
    upstream.use(...layoutHandlers);
    expect((await bff.app.request('/api/bootstrap')).status).toBe(200);
  });
});

describe('GET /api/home', () => {
  beforeEach(() => upstream.use(...homeHandlers));

  it('gives slides, the earliest delivery, the rating and 8 popular products priced in pence with VAT', async () => {
    const { status, body } = await getJson<HomeData>('/api/home');
    expect(status).toBe(200);
    // The upstream's link to the same-day page's short name names its own address: no redirect on the way.
    expect(body.slides[0]).toMatchObject({ title: 'Same Day Printing', href: '/same-day-printing-service-in-london' });
    expect(body.slides[0]?.image.srcSet).toContain('/media/sliders/small_same-day.svg 400w');
    expect(body.minDelivery).toEqual({ day: 'Thursday', date: '12', suffix: 'th', month: 'June' });
    expect(body.rating).toEqual({ point: 4.8, count: 1234 });
    expect(body.popular).toHaveLength(8);
    // A card opens the page of the variation it shows, whose From price it is.
    expect(body.popular[0]).toMatchObject({
      name: 'Standard Business Cards',
      href: '/standard-business-cards/standard-business-cards-v',
      fromPrice: 1500,
      image: { src: '/media/products/medium_standard-business-cards.svg' },
    });
    // Leaflets are zero-rated: the line's own rate, not the shop's 20%.
    expect(body.popular[1]?.fromPrice).toBe(899);
    expect(upstream.requests).toContain('GET /api/v1/top-selling-variations/all');
  });
});

describe('POST /api/newsletter', () => {
  it.each([
    ['', 'Email filled is required'],
    ['not-an-email', 'Please enter a valid email address'],
    [`${'a'.repeat(60)}@example.com`, 'Please enter a valid email address'],
  ])('refuses %j with 400 and the spec message', async (email, message) => {
    const response = await postJson('/api/newsletter', { email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message, fields: { email: [message] } } });
    expect(upstream.requests).toEqual([]);
  });

  it("subscribes in Europe/London time and answers the upstream's message", async () => {
    let sent: unknown;
    upstream.use(
      http.post('/subscriber', async ({ request, response }) => {
        sent = await request.clone().json();
        return response(200).json({ success: true, message: 'Thank you for subscribing!' });
      }),
    );
    const response = await postJson('/api/newsletter', { email: ' new.reader@example.co.uk ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Thank you for subscribing!' });
    expect(sent).toEqual({ email: 'new.reader@example.co.uk', timezone: 'Europe/London' });
  });

  it('mails one recipient at most 3 welcomes an hour, however many clients ask', async () => {
    upstream.use(http.post('/subscriber', ({ response }) => response(200).json({ success: true, message: 'Thank you for subscribing!' })));
    const subscribe = (email: string, from: string) =>
      bff.app.request('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN }, body: JSON.stringify({ email }) }, {
        incoming: { socket: { remoteAddress: from } },
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await subscribe('reader@example.co.uk', `192.0.2.${attempt}`)).status).toBe(200);
    const fourth = await subscribe('Reader@Example.co.uk', '192.0.2.4');
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as ApiError).error.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect((await subscribe('another.reader@example.co.uk', '192.0.2.4')).status).toBe(200);
  });

  it("turns the upstream's refusal into 400 with its field messages", async () => {
    expect((await postJson('/api/newsletter', { email: 'twice@example.co.uk' })).status).toBe(200);
    const again = await postJson('/api/newsletter', { email: 'twice@example.co.uk' });
    expect(again.status).toBe(400);
    const body = (await again.json()) as ApiError;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.email?.[0]).toMatch(/already subscribed/);
  });
});

describe('CSRF protection of /api', () => {
  it('refuses a cross-origin POST, even with the custom header', async () => {
    const response = await postJson('/api/newsletter', { email: 'a@example.co.uk' }, { origin: 'https://evil.example', 'x-requested-with': 'storefront' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiError).error.code).toBe('csrf_refused');
  });

  it('refuses a same-origin POST without the custom header', async () => {
    const response = await postJson('/api/newsletter', { email: 'a@example.co.uk' }, { origin: 'http://localhost' });
    expect(response.status).toBe(403);
  });

  it('refuses a form post that gives no origin at all', async () => {
    const response = await bff.app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'storefront' },
      body: 'email=a%40example.co.uk',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiError).error.code).toBe('csrf_refused');
  });

  it('refuses a cross-site form post', async () => {
    const response = await bff.app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'email=a%40example.co.uk',
    });
    expect(response.status).toBe(403);
    expect(upstream.requests).toEqual([]);
  });
});

describe('the rest of /api', () => {
  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const response = await bff.app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as ApiError).error.code).toBe('not_found');
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await postJson('/api/newsletter', { email: 'a@example.co.uk', padding: 'x'.repeat(200 * 1024) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiError).error.code).toBe('payload_too_large');
  });

  it('answers /healthz with secure headers and a request id', async () => {
    const response = await bff.app.request('/healthz');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });
});
