import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { HttpResponse, delay, getResponse, http, type JsonBodyType } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '@mocks/handlers';
import { catalogue, findCategory, findSubCategory, productOf, productsOf, subCategoriesOf, subCategoryOf, variationsOf } from '@mocks/data/catalogue';
import { blogPosts } from '@mocks/data/blog';
import { footerColumns } from '@mocks/data/content-pages';
import { seedJobs } from '@mocks/data/jobs';
import { parseEnv } from '@bff/env';
import type { AppEnv } from '@bff/http/app-env';
import { createLogger } from '@bff/lib/logger';
import { BLOG_PAGE_SIZE, CATALOGUE_PAGE_SIZE, JOBS_PAGE_SIZE } from '@bff/static/web-paths';
import { alteredAnswer, createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import { createSeoRoutes } from './seo-routes';
import { SITEMAP_READS_AT_ONCE } from './sitemap';

const SHELL = '<!doctype html><html lang="en-GB"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://shop.example.co.uk';
// The sitemap reads the whole catalogue, an upstream answer per sub-category and per product: on a
// loaded machine that can outlast vitest's default 5 s.
const PATIENCE = { timeout: 20_000 };

let webDist: string;
let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'seo-web-'));
  await writeFile(join(webDist, 'index.html'), SHELL);
  upstream = await startTestUpstream(handlers);
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
const locationsOf = async (response: Response) => [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const premiumCards = catalogue.products.find((product) => product.slug === 'premium-business-cards')!;
const productPage = (product: (typeof catalogue.products)[number]) => `${ORIGIN}/${subCategoryOf(product).slug}/${product.slug}`;

/** Holds every upstream answer until the returned function is called. */
function holdUpstream(): () => void {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  // Answers nothing itself: once open, each request goes on to the other handlers.
  upstream.use(
    http.get('*', async () => {
      await opened;
    }),
  );
  return open;
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the shop, keeps crawlers out of the API, account and checkout, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /account/',
        'Disallow: /order-process/',
        // Payment (and its return) and the artwork upload are checkout's steps too.
        'Disallow: /payment',
        'Disallow: /artwork/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
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

  it('sitemap.xml lists every category, sub-category, product, variation, footer page, post and vacancy, the blog\'s and careers\' later list pages, and the pages that need no data, with absolute URLs', PATIENCE, async () => {
    const response = await page('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    const footerPages = footerColumns.flatMap((column) => column.pageSlugs);
    const jobs = seedJobs();
    const laterPages = (path: string, count: number, size: number) => Array.from({ length: Math.ceil(count / size) - 1 }, (_, index) => `${path}?page=${index + 2}`);
    const blogListPages = laterPages('/blogs', blogPosts.length, BLOG_PAGE_SIZE);
    const jobListPages = laterPages('/jobs', jobs.length, JOBS_PAGE_SIZE);
    expect(jobListPages).toEqual(['/jobs?page=2', '/jobs?page=3']);
    const expected = [
      '/',
      ...catalogue.categories.map((category) => `/${category.slug}`),
      ...catalogue.subCategories.map((sub) => `/${sub.slug}`),
      ...catalogue.products.map((product) => `/${subCategoryOf(product).slug}/${product.slug}`),
      ...catalogue.variations.map((variation) => `/${productOf(variation).slug}/${variation.slug}`),
      // The footer page whose slug is the app's same-day page's address is under /info alone.
      ...footerPages.map((slug) => (slug === 'same-day-printing-service-in-london' ? `/info/${slug}` : `/${slug}`)),
      '/blogs',
      ...blogListPages,
      ...blogPosts.map((post) => `/blogs/${post.slug}`),
      '/contact',
      '/order-tracking',
      '/jobs',
      '/same-day-printing-service-in-london',
      ...jobListPages,
      ...jobs.map((job) => `/job-details/${job.id}/${job.slug}`),
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
        blogListPages.length +
        blogPosts.length +
        4 +
        jobListPages.length +
        jobs.length,
    );

    // Cached: a second sitemap costs no upstream call.
    const before = upstream.requests.length;
    await page('/sitemap.xml');
    expect(upstream.requests.length).toBe(before);
  });

  it('past the most URLs one file may hold, is a sitemap index of files that list them all, in order', PATIENCE, async () => {
    const whole = await locationsOf(await page('/sitemap.xml'));
    const PER_FILE = 100;
    const files = Math.ceil(whole.length / PER_FILE);
    expect(files).toBeGreaterThan(2);
    // The protocol's limit is 50,000: these routes split at 100, over the same reads.
    const config = parseEnv({ NODE_ENV: 'test', UPSTREAM_URL: upstream.url, PUBLIC_URL: ORIGIN });
    const split = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('config', config);
        c.set('deadline', new AbortController().signal);
        await next();
      })
      .route('/', createSeoRoutes({ upstream: bff.upstream.upstream, log: createLogger('silent'), warm: false, urlsPerFile: PER_FILE }));

    const index = await split.request('/sitemap.xml');
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const filePaths = Array.from({ length: files }, (_, n) => `/sitemap-${n + 1}.xml`);
    expect([...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(filePaths.map((path) => `${ORIGIN}${path}`));
    const listed: typeof whole = [];
    for (const path of filePaths) {
      const file = await split.request(path);
      expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
      listed.push(...(await locationsOf(file)));
    }
    expect(listed).toEqual(whole);
    expect((await split.request(`/sitemap-${files + 1}.xml`)).status).toBe(404);
    // One file is enough for the mock's catalogue: no index, no numbered files.
    expect((await page('/sitemap-1.xml')).status).toBe(404);
  });

  it('serves the kept sitemap at once while it is built again in the background, then the new one', PATIENCE, async () => {
    // The app's caches follow this clock too: made after it, they see the hours pass.
    vi.useFakeTimers({ toFake: ['Date'] });
    const keeping = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: ORIGIN });
    let open = () => undefined as void;
    try {
      const kept = await (await keeping.app.request('/sitemap.xml')).text();
      expect(kept).toContain(productPage(premiumCards));

      // Due to be built again (and every upstream answer behind it expired); the new build sees one product fewer.
      vi.setSystemTime(Date.now() + 2 * 3600_000);
      upstream.use(
        alteredAnswer(`cat_subcat_product/${premiumCards.subCategoryId}`, (body: { data: { slug: string }[] }) => {
          body.data = body.data.filter((card) => card.slug !== premiumCards.slug);
        }),
      );
      open = holdUpstream();
      const asked = upstream.requests.length;
      for (const _ of [1, 2]) {
        const response = await keeping.app.request('/sitemap.xml');
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(kept);
      }
      // ...answered while the build they started is still waiting for the upstream.
      await vi.waitFor(() => expect(upstream.requests.length).toBeGreaterThan(asked));

      open();
      await vi.waitFor(async () => expect(await locationsOf(await keeping.app.request('/sitemap.xml'))).not.toContain(productPage(premiumCards)), PATIENCE);
    } finally {
      open();
      vi.useRealTimers();
      await keeping.close();
    }
  });

  it('answers 503 with Retry-After while the first build outlasts the request, and the whole sitemap once it is built', PATIENCE, async () => {
    const hasty = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: ORIGIN, REQUEST_DEADLINE_MS: '200' });
    const open = holdUpstream();
    try {
      const early = await hasty.app.request('/sitemap.xml');
      expect(early.status).toBe(503);
      expect(early.headers.get('retry-after')).toBe('300');
    } finally {
      open();
    }
    await vi.waitFor(async () => expect((await hasty.app.request('/sitemap.xml')).status).toBe(200), PATIENCE);
    const built = await hasty.app.request('/sitemap.xml');
    await hasty.close();
    expect(built.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await locationsOf(built)).toEqual(expect.arrayContaining(catalogue.products.map(productPage)));
  });

  it('in production, is built at start, before any crawler asks', PATIENCE, async () => {
    const production = createTestApp(upstream.url, { NODE_ENV: 'production', WEB_DIST: webDist, PUBLIC_URL: ORIGIN, SESSION_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789' });
    try {
      await vi.waitFor(() => expect(upstream.requests).toContain(`GET /api/v1/variations/customise/${premiumCards.slug}`), { timeout: 10_000 });
    } finally {
      await production.close();
    }
  });

  it("sitemap.xml lists a range's later pages of products and its category's, each its own canonical page", PATIENCE, async () => {
    // Business cards sell 50 products: their 4, and 46 more cards of the same products under other ids.
    const businessCards = findSubCategory('business-cards')!;
    upstream.use(
      alteredAnswer(`cat_subcat_product/${businessCards.id}`, (body: { data: { id: number }[] }) => {
        const own = body.data;
        body.data = Array.from({ length: 50 }, (_, index) => ({ ...own[index % own.length]!, id: index < own.length ? own[index]!.id : 80_000 + index }));
      }),
    );
    const xml = await (await page('/sitemap.xml')).text();
    const laterPages = [...xml.matchAll(/<loc>([^<]+\?page=\d+)<\/loc>/g)].map((match) => match[1]!.slice(ORIGIN.length)).filter((path) => !/^\/(blogs|jobs)\?/.test(path));
    // The category lists those 50 and the other ranges' products: 64 of them, on 3 pages.
    const category = findCategory('digital-litho-printing')!;
    const categoryCount = 50 + subCategoriesOf(category).filter((sub) => sub.id !== businessCards.id).reduce((sum, sub) => sum + productsOf(sub).length, 0);
    expect(Math.ceil(categoryCount / CATALOGUE_PAGE_SIZE)).toBe(3);
    expect(laterPages.sort()).toEqual(['/business-cards?page=2', '/business-cards?page=3', '/digital-litho-printing?page=2', '/digital-litho-printing?page=3']);
  });

  describe('when part of the catalogue cannot be read', () => {
    const businessCards = subCategoryOf(premiumCards);
    let logged: string[];

    /** The sitemap of a BFF with empty caches, with its log lines in `logged`. */
    async function sitemap() {
      logged = [];
      const logging = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: ORIGIN }, { write: (line: string) => void logged.push(line) });
      const response = await logging.app.request('/sitemap.xml');
      await logging.close();
      const locations = response.status === 200 ? await locationsOf(response) : [];
      return { response, locations };
    }
    const warnings = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 40);

    it('one listing that fails leaves out its own pages, is logged, and the sitemap is read again soon', PATIENCE, async () => {
      upstream.use(http.get(`*/api/v1/cat_subcat_product/${businessCards.id}`, () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })));
      const { response, locations } = await sitemap();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const [listed, unlisted] = [catalogue.products.filter((p) => p.subCategoryId !== businessCards.id), catalogue.products.filter((p) => p.subCategoryId === businessCards.id)];
      expect(locations).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/${businessCards.slug}`, `${ORIGIN}/contact`, ...listed.map(productPage)]));
      for (const product of unlisted) expect(locations).not.toContain(productPage(product));
      expect(warnings()).toContainEqual(
        expect.objectContaining({ msg: 'sitemap listing failed: its pages are left out', listing: 'products', subMenu: businessCards.slug, code: 'upstream_unavailable' }),
      );
    });

    it('a product card off the contract leaves out that product alone', PATIENCE, async () => {
      upstream.use(
        alteredAnswer(`cat_subcat_product/${businessCards.id}`, (body: { data: { slug: string; image: string | null }[] }) => {
          body.data.find((card) => card.slug === 'premium-business-cards')!.image = null;
        }),
      );
      const { response, locations } = await sitemap();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(locations).toEqual(expect.arrayContaining(catalogue.products.filter((p) => p.slug !== 'premium-business-cards').map(productPage)));
      expect(locations).not.toContain(`${ORIGIN}/business-cards/premium-business-cards`);
    });

    it("answers 503 and logs the failed build when the catalogue's outline cannot be read", async () => {
      upstream.use(http.get(/\/api\/v1\/(app-initiate|menus_all)$/, () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })));
      const { response } = await sitemap();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(warnings()).toContainEqual(expect.objectContaining({ msg: 'sitemap build failed: the last one built, if any, is served' }));
    });
  });

  describe('for a catalogue of thousands of products', () => {
    const model = premiumCards;
    const shelf = subCategoryOf(model);
    const extraSlugs = (count: number) => Array.from({ length: count }, (_, index) => `bulk-product-${index + 1}`);
    let reading = 0;
    let mostAtOnce = 0;

    /**
     * `count` products more on the model's shelf, each answering the model's configurator; every read
     * takes `latencyMs` and is counted while it is in flight.
     */
    function bigCatalogue(count: number, latencyMs: number) {
      reading = 0;
      mostAtOnce = 0;
      let configurator: Promise<JsonBodyType> | undefined;
      upstream.use(
        // Answers nothing itself: the request goes on to the handlers below once its time is up.
        http.get('*', async () => {
          mostAtOnce = Math.max(mostAtOnce, ++reading);
          await delay(latencyMs);
          reading -= 1;
        }),
        alteredAnswer(`cat_subcat_product/${shelf.id}`, (body: { data: { id: number; slug: string }[] }) => {
          body.data.push(...extraSlugs(count).map((slug, index) => ({ ...body.data[0]!, id: 100_000 + index, slug })));
        }),
        // Worked out once: the mock's configurator takes a while to answer, 2,000 times longer still.
        http.get(/\/variations\/customise\/bulk-product-\d+$/, async ({ request }) => {
          configurator ??= (await getResponse(handlers, new Request(request.url.replace(/bulk-product-\d+$/, model.slug))))!.json();
          return HttpResponse.json(await configurator);
        }),
      );
    }

    it(`lists every product and variation, reading at most ${SITEMAP_READS_AT_ONCE} upstream answers at once`, { timeout: 60_000 }, async () => {
      bigCatalogue(2_000, 2);
      const extraPaths = extraSlugs(2_000).flatMap((slug) => [`/${shelf.slug}/${slug}`, ...variationsOf(model).map((variation) => `/${slug}/${variation.slug}`)]);
      const patient = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: ORIGIN, REQUEST_DEADLINE_MS: '60000' });
      const response = await patient.app.request('/sitemap.xml');
      await patient.close();
      expect(response.status).toBe(200);
      expect(mostAtOnce).toBeGreaterThan(1);
      expect(mostAtOnce).toBeLessThanOrEqual(SITEMAP_READS_AT_ONCE);
      // Whole: no read waited so long in a queue that it timed out.
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await locationsOf(response)).toEqual(expect.arrayContaining(extraPaths.map((path) => `${ORIGIN}${path}`)));
    });

    it(`refreshes stale upstream answers ${SITEMAP_READS_AT_ONCE} at a time too when the kept sitemap is built again`, PATIENCE, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // Answers stay servable, stale, for two hours: when the sitemap is due, every one it read is stale, not gone.
      const patient = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: ORIGIN, REQUEST_DEADLINE_MS: '60000', CACHE_STALE_SECONDS: '7200' });
      try {
        bigCatalogue(300, 2);
        expect((await patient.app.request('/sitemap.xml')).status).toBe(200);
        vi.setSystemTime(Date.now() + 3600_000);
        const asked = upstream.requests.length;
        mostAtOnce = 0;
        expect((await patient.app.request('/sitemap.xml')).status).toBe(200);
        const refreshed = () => upstream.requests.slice(asked).filter((request) => request.includes('/variations/customise/bulk-product-'));
        await vi.waitFor(() => expect(refreshed()).toHaveLength(300), PATIENCE);
        expect(mostAtOnce).toBeLessThanOrEqual(SITEMAP_READS_AT_ONCE);
      } finally {
        vi.useRealTimers();
        await patient.close();
      }
    });
  });
});
