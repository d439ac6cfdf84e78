import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogPosts } from '@mocks/data/blog';
import { handlers } from '@mocks/handlers';
import { createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';

// The HTML heads of the info, contact and same-day pages: a real status, title and canonical link each.
const SHELL = '<!doctype html><html lang="en-GB"><head><title>Shell</title><!--ssr-head--></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://shop.example.co.uk';

let webDist: string;
let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'content-heads-'));
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

async function head(path: string) {
  const response = await bff.app.request(path);
  const html = await response.text();
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1],
  };
}

describe('info pages', () => {
  it('answer a footer page under /info with its title and the footer link as canonical', async () => {
    expect(await head('/info/privacy-policy-cookies')).toEqual({
      status: 200,
      title: 'Privacy Policy &amp; Cookies | PrintShop London',
      canonical: `${ORIGIN}/privacy-policy-cookies`,
      robots: undefined,
    });
    // The footer's own URL names the same canonical, so crawlers index the page once.
    expect((await head('/privacy-policy-cookies')).canonical).toBe(`${ORIGIN}/privacy-policy-cookies`);
  });

  it('answer 404 for an unknown page and for a category, which is not an info page', async () => {
    for (const path of ['/info/no-such-page', '/info/business-cards', '/info/Not_A_Slug']) {
      expect(await head(path)).toMatchObject({ status: 404, title: 'Page not found | PrintShop London', robots: 'noindex' });
    }
  });
});

describe('same-day printing', () => {
  it('has its own title and canonical URL', async () => {
    expect(await head('/same-day-printing-service-in-london')).toMatchObject({
      status: 200,
      title: 'Same Day Printing in London | PrintShop London',
      canonical: `${ORIGIN}/same-day-printing-service-in-london`,
    });
  });

  it('moves /same-day-printing there for good, keeping the query', async () => {
    const response = await bff.app.request('/same-day-printing?utm_source=flyer');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/same-day-printing-service-in-london?utm_source=flyer');
  });
});

describe('contact', () => {
  it('has its own title and canonical URL without asking the upstream', async () => {
    expect(await head('/contact')).toMatchObject({ status: 200, title: 'Contact us | PrintShop London', canonical: `${ORIGIN}/contact` });
    expect(upstream.requests).toEqual([]);
  });
});

describe('blog', () => {
  it('gives each post its own title, description, canonical link and BlogPosting', async () => {
    const post = blogPosts[0]!;
    const response = await bff.app.request(`/blogs/${post.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await head(`/blogs/${post.slug}`)).toEqual({
      status: 200,
      title: `${post.title} | PrintShop London`,
      canonical: `${ORIGIN}/blogs/${post.slug}`,
      robots: undefined,
    });
    expect(html).toContain(`<meta name="description" content="${post.excerpt}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain(`"datePublished":"${post.published_at}"`);
  });

  it('gives the list its title and canonical link, page 1 at /blogs', async () => {
    expect(await head('/blogs')).toMatchObject({ status: 200, title: 'Blog | PrintShop London', canonical: `${ORIGIN}/blogs` });
    expect(await head('/blogs?page=1')).toMatchObject({ canonical: `${ORIGIN}/blogs` });
  });

  it('answers 404 for a post that does not exist', async () => {
    for (const path of ['/blogs/no-such-post', '/blogs/Not_A_Slug']) {
      expect(await head(path)).toMatchObject({ status: 404, title: 'Page not found | PrintShop London', robots: 'noindex' });
    }
  });
});

describe('private pages', () => {
  it('keep /sample and the unsubscribe pages out of search engines, naming no canonical address', async () => {
    for (const [path, title] of [
      ['/sample', 'Sample page | PrintShop London'],
      ['/unsubscribe/a-token', 'Unsubscribe | PrintShop London'],
      ['/request-unsubscribe/olivia.bennett%40example.com', 'Unsubscribe | PrintShop London'],
    ] as const) {
      const response = await bff.app.request(path);
      const html = await response.text();
      expect(await head(path)).toEqual({ status: 200, title, canonical: undefined, robots: 'noindex, nofollow' });
      // A subscriber's address or token never lands in a link preview.
      expect(html).not.toContain('og:url');
      expect(html).not.toContain('olivia');
    }
    expect(upstream.requests).toEqual([]);
  });
});
