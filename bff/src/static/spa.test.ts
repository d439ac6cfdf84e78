// Pages rendered by the web app's server entry, here a stand-in written beside a throwaway WEB_DIST:
// what the BFF hands it (the request, an in-process fetch, the CSP nonce) and what it makes of the
// answer (assets added, status, redirects, never a shared cache).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { handlers } from '@mocks/handlers';
import { createTestBrowser } from '../session/test-browser';
import { createTestApp, startTestUpstream, type TestUpstream } from '../upstream/test-upstream';
import { ROUTE_STYLESHEETS_FILE } from '../shared/server-rendering';
import { serverBuildOf } from '../env';
import { ApiFailure } from '../http/errors';

const PRODUCT = '/business-cards/standard-business-cards';

const INDEX = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-Def456.js">
    <link rel="stylesheet" crossorigin href="/assets/style-Ghi789.css">
  </head><body></body></html>`;

// Reads the shell data through the fetch it is given, and shows what it got, the nonce and origin it was
// told and how many pages it has rendered; search results tell robots not to index them, as the app's do.
// Like the app's root, it asks who the shopper is unless told the browser will; the registration page
// asks anyway, as the app's guard of that page does. A product page shows the product's price, read
// after a pause when asked to (?later); a search page reads search results. Every page shows the query
// string it was rendered for, and names the routes it is made of: the product route for the product,
// the one-segment route otherwise.
// Like the app's entry, a page whose session read failed is a 503 page; /throws fails to render at all.
// The sample page has a part React gave up on the server and left to the browser.
// The blog list may read any parameter of its query string, the product reads ?later and ?edit; the
// other pages read none.
const SERVER_ENTRY = `let renders = 0;
export function searchParamsRead(pathname) {
  if (pathname === '/blogs') return 'every';
  return new Set(pathname === '${PRODUCT}' ? ['later', 'edit'] : []);
}
export async function renderPage(request, fetchBff, { nonce, origin, sessionInBrowser }) {
  const render = (renders += 1);
  const { pathname } = new URL(request.url);
  if (pathname === '/account') return new Response(null, { status: 307, headers: { location: '/login' } });
  if (pathname.length > 1 && pathname.endsWith('/')) return new Response(null, { status: 307, headers: { location: new URL(pathname.slice(0, -1) + new URL(request.url).search, request.url).href } });
  const read = async (path) => (await fetchBff(new URL(path, request.url))).json();
  const bootstrap = await read('/api/bootstrap');
  let session = 'asked in the browser';
  if (!sessionInBrowser || pathname === '/registration') {
    const answer = await fetchBff(new URL('/api/session', request.url));
    if (!answer.ok) return new Response('<!DOCTYPE html><html><head></head><body>Something went wrong</body></html>', { status: 503 });
    session = (await answer.json()).name ?? 'anonymous';
  }
  if (pathname === '/throws') throw new Error('the render failed');
  if (pathname === '/jobs' || new URL(request.url).searchParams.has('later')) await new Promise((resolve) => setTimeout(resolve, 100));
  const price = pathname === '${PRODUCT}' ? (await read('/api/products${PRODUCT}')).price.total : '';
  if (pathname.startsWith('/search/')) await fetchBff(new URL('/api/search?text=cards', request.url));
  const robots = pathname.startsWith('/search/') ? '<meta name="robots" content="noindex, follow"/>' : '';
  const gaveUp = pathname === '/sample' ? '<!--$!--><template data-dgst="timeout"></template><!--/$-->' : '';
  if (pathname === '/broken') return new Response('<!DOCTYPE html><html><head></head><body>error</body></html>', { status: 500 });
  const html = '<!DOCTYPE html><html><head><title>Rendered</title>' + robots + '</head><body>'
    + '<p id="company">' + bootstrap.company.name + '</p><p id="origin">' + origin + '</p><p id="render">' + render + '</p><p id="session">' + session + '</p><p id="price">' + price + '</p>'
    + '<p id="query">' + new URL(request.url).search + '</p>' + gaveUp
    + '<script nonce="' + nonce + '">window.$_TSR = {}</script></body></html>';
  const routes = '__root__ ' + (pathname === '${PRODUCT}' ? '/$first/$second' : '/$slug');
  return new Response(html, { status: pathname === '/no-such-page-here' ? 404 : 200, headers: { 'content-type': 'text/html', 'x-rendered-routes': routes } });
}`;

// The build's stylesheets for each route beyond the shell's; the root route needs none of its own.
const ROUTE_STYLESHEETS = {
  '/$first/$second': ['/assets/card-Jkl012.css', '/assets/product-Mno345.css'],
  '/$slug': ['/assets/card-Jkl012.css', '/assets/category-Pqr678.css'],
};

let webDist: string;
let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'ssr-'));
  webDist = join(folder, 'web');
  await mkdir(webDist);
  await mkdir(serverBuildOf(webDist));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, ROUTE_STYLESHEETS_FILE), JSON.stringify(ROUTE_STYLESHEETS));
  await writeFile(join(serverBuildOf(webDist), 'entry-server.js'), SERVER_ENTRY);
  upstream = await startTestUpstream(handlers);
  bff = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example.co.uk' });
});
afterAll(async () => {
  await bff.close();
  await upstream.close();
  await rm(join(webDist, '..'), { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('are rendered with data read from the BFF in-process and the public origin, and never kept by a shared cache', async () => {
    const response = await bff.app.request('/contact');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    const bootstrap = (await (await bff.app.request('/api/bootstrap')).json()) as { company: { name: string } };
    expect(html).toContain(`<p id="company">${bootstrap.company.name}</p>`);
    expect(html).toContain('<p id="origin">https://shop.example.co.uk</p>');
  });

  it("get the build's stylesheet and a starter for its scripts beside the head React rendered", async () => {
    const response = await bff.app.request('/contact');
    const html = await response.text();
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Rendered</title>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-Ghi789.css">');
    // The scripts are fetched only after the page is painted: no tag asks for them while it loads.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toMatch(/<link[^>]*modulepreload/);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(head).toContain(`<script nonce="${nonce}" data-entry="/assets/index-Abc123.js" data-preloads="/assets/chunk-Def456.js">`);
  });

  it("link the stylesheets of the routes they are made of after the shell's, in the build's order, and keep the route list to themselves", async () => {
    const stylesheets = async (path: string) => {
      const response = await bff.app.request(path);
      expect(response.headers.get('x-rendered-routes')).toBeNull();
      return [...(await response.text()).matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    };
    expect(await stylesheets(PRODUCT)).toEqual(['/assets/style-Ghi789.css', ...ROUTE_STYLESHEETS['/$first/$second']]);
    expect(await stylesheets('/contact')).toEqual(['/assets/style-Ghi789.css', ...ROUTE_STYLESHEETS['/$slug']]);
  });

  it("let only the page's own inline scripts run: their nonce is the one the CSP names, new on every answer", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await bff.app.request('/contact');
        const csp = response.headers.get('content-security-policy') ?? '';
        const nonce = /<script nonce="([^"]+)">/.exec(await response.text())?.[1];
        expect(nonce).toBeDefined();
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("are rendered once for visitors without the shop's cookies, each answer with its own nonce, and every time for a visitor with one", async () => {
    const visit = async (path: string, headers: Record<string, string> = {}) => {
      const response = await bff.app.request(path, { headers });
      const html = await response.text();
      const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
      return { render: /<p id="render">(\d+)<\/p>/.exec(html)?.[1], nonce };
    };
    const first = await visit('/business-cards');
    const second = await visit('/business-cards');
    expect(second.render).toBe(first.render);
    expect(second.nonce).not.toBe(first.nonce);

    // Other scripts' cookies change nothing the shop renders; its own session cookie, even one that no
    // longer opens, gets the page rendered without the session, kept apart.
    expect((await visit('/business-cards', { cookie: 'theme=dark; _ga=GA1.1.1' })).render).toBe(first.render);
    const withSession = await visit('/business-cards', { cookie: 'theme=dark; session=sealed-value' });
    expect(withSession.render).not.toBe(first.render);
    expect((await visit('/business-cards', { cookie: 'session=another-sealed-value' })).render).toBe(withSession.render);
    // A search result (noindex) is never kept, nor a page with a part left to the browser.
    const search = await visit('/search/cards');
    expect((await visit('/search/cards')).render).not.toBe(search.render);
    const gaveUp = await visit('/sample');
    expect((await visit('/sample')).render).not.toBe(gaveUp.render);

    // Visitors arriving together while a page is being rendered wait for that one render.
    const together = await Promise.all([1, 2, 3, 4].map(() => visit('/jobs')));
    expect(new Set(together.map((page) => page.render)).size).toBe(1);
    expect(new Set(together.map((page) => page.nonce)).size).toBe(4);
  });

  it('are sent to a browser as gzip made when kept, with the answer\'s own nonce in it', async () => {
    const visit = async () => {
      const response = await bff.app.request('/info/gzip', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
      return /<p id="render">(\d+)<\/p>/.exec(html)?.[1];
    };
    const rendered = await visit();
    expect(await visit()).toBe(rendered);
    expect(await visit()).toBe(rendered);
  });

  it("carry the server's time of each answer, a kept page's answers too, for the browser's clock", async () => {
    const visit = async (headers: Record<string, string>) => {
      const before = Date.now();
      const response = await bff.app.request('/info/served-at', { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      const html = (response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
      const servedAt = Number(/<meta name="served-at" content="(\d+)">/.exec(html)?.[1]);
      expect(servedAt).toBeGreaterThanOrEqual(before);
      expect(servedAt).toBeLessThanOrEqual(Date.now());
      return { render: /<p id="render">(\d+)<\/p>/.exec(html)?.[1], servedAt };
    };
    const first = await visit({});
    await new Promise((resolve) => setTimeout(resolve, 5));
    const plain = await visit({});
    await new Promise((resolve) => setTimeout(resolve, 5));
    const gzip = await visit({ 'accept-encoding': 'gzip' });
    expect(new Set([first.render, plain.render, gzip.render]).size).toBe(1);
    expect(plain.servedAt).toBeGreaterThan(first.servedAt);
    expect(gzip.servedAt).toBeGreaterThan(plain.servedAt);
  });

  it('are kept for a HEAD as for a GET, which link checkers and uptime monitors ask', async () => {
    const render = async (path: string) => Number(/<p id="render">(\d+)<\/p>/.exec(await (await bff.app.request(path)).text())?.[1]);
    const head = () => bff.app.request('/info/returns', { method: 'HEAD' });
    const last = await render('/info/shipping');
    const first = await head();
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('');
    // The first HEAD's render is kept: the GET after it gets that page, and another HEAD renders nothing.
    expect(await render('/info/returns')).toBe(last + 1);
    expect((await head()).status).toBe(200);
    expect(await render('/info/terms')).toBe(last + 2);
  });

  it('are rendered and kept for their address without the parameters they do not read, which a redirect carries on', async () => {
    const visit = async (path: string) => {
      const html = await (await bff.app.request(path)).text();
      return { render: /<p id="render">(\d+)<\/p>/.exec(html)?.[1], query: /<p id="query">([^<]*)<\/p>/.exec(html)?.[1] };
    };
    const plain = await visit('/blogs');
    expect(plain.query).toBe('');
    // An ad click (a new gclid each) or a mail campaign's link gets the page kept for the address without them.
    expect(await visit('/blogs?gclid=Cj0KCQiA-first-click&utm_source=google&utm_medium=cpc')).toEqual(plain);
    expect(await visit('/blogs?gclid=Cj0KCQiA-second-click')).toEqual(plain);
    expect(await visit('/blogs?srsltid=AfmBOor-shopping-result')).toEqual(plain);
    // The page's own parameters still make another page, rendered for them alone.
    const second = await visit('/blogs?utm_campaign=spring&page=2&fbclid=IwAR0abc');
    expect(second.query).toBe('?page=2');
    expect(second.render).not.toBe(plain.render);
    expect(await visit('/blogs?page=2')).toEqual(second);

    // A page that reads no query string is the same page whatever its address adds: a shared link's
    // ?ref=, a crawler's cache-buster, an ad platform's id not on the list.
    const contact = await visit('/contact');
    expect(contact.query).toBe('');
    expect(await visit('/contact?ref=newsletter&page=2')).toEqual(contact);
    expect(await visit('/contact?v=1764000000&gclid=Cj0KCQiA-fourth-click')).toEqual(contact);

    // A page that names the parameters it reads is rendered for those alone: a product reads ?edit=.
    const product = await visit(PRODUCT);
    expect(product.query).toBe('');
    expect(await visit(`${PRODUCT}?ref=newsletter`)).toEqual(product);
    const editing = await visit(`${PRODUCT}?ref=newsletter&edit=line-1`);
    expect(editing.query).toBe('?edit=line-1');
    expect(editing.render).not.toBe(product.render);

    const redirected = await bff.app.request('/account?gclid=Cj0KCQiA-third-click&utm_campaign=spring&ref=mail');
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe('/login?gclid=Cj0KCQiA-third-click&utm_campaign=spring&ref=mail');
  });

  it("set aside a long query string's parameters in one pass: a URL's own query is not rewritten for each", async () => {
    // Each delete or append on a URL's searchParams writes its whole query again: done for every one of
    // thousands of made-up parameters (?aa&ab&ac…), every such request would cost time squared.
    const names = Array.from({ length: 2_000 }, (_, index) => `p${index.toString(36)}`);
    const edits = vi.spyOn(URLSearchParams.prototype, 'delete');
    const appends = vi.spyOn(URLSearchParams.prototype, 'append');
    try {
      const html = await (await bff.app.request(`${PRODUCT}?${names.join('&')}&edit=line-2`)).text();
      expect(/<p id="query">([^<]*)<\/p>/.exec(html)?.[1]).toBe('?edit=line-2');
      const redirected = await bff.app.request(`/account?${names.join('&')}&ref=mail`);
      expect(redirected.headers.get('location')).toBe(`/login?${names.map((name) => `${name}=`).join('&')}&ref=mail`);
      expect(edits.mock.calls.length + appends.mock.calls.length).toBeLessThan(names.length / 10);
    } finally {
      edits.mockRestore();
      appends.mockRestore();
    }
  });

  /** Logs a new test browser in; visits then give what the page shows, which render it was and how it may be cached. */
  const signedIn = async (email: string) => {
    const browser = createTestBrowser(bff.app);
    await browser.login(email, DEMO_PASSWORD);
    const visit = async (path: string) => {
      const response = await browser.request(path);
      const html = await response.text();
      const shown = (id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];
      return { render: shown('render'), session: shown('session'), price: shown('price'), cacheControl: response.headers.get('cache-control') };
    };
    return Object.assign(visit, { browser });
  };

  it('are rendered once for signed-in shoppers at the same prices, without their session, and every time for a page that asked who they are', async () => {
    const olivia = await signedIn(DEMO_EMAILS.verified);
    const leo = await signedIn(DEMO_EMAILS.student);
    const james = await signedIn(DEMO_EMAILS.business);
    const sophie = await signedIn(DEMO_EMAILS.reseller);

    const shared = await olivia('/info/about-us');
    expect(shared.session).toBe('asked in the browser');
    expect(shared.cacheControl).toBe('private, no-cache');
    expect(await leo('/info/about-us')).toEqual(shared);
    expect(await (await bff.app.request('/info/about-us')).text()).toContain('<p id="session">anonymous</p>');

    // An account's prices carry its discount: its pages are kept for the accounts with that discount,
    // apart: a reseller's 15% is not a business account's 5%.
    const listPrices = await olivia(PRODUCT);
    const business = await james(PRODUCT);
    expect(business.session).toBe('asked in the browser');
    expect(business.render).not.toBe(listPrices.render);
    expect(Number(business.price)).toBeLessThan(Number(listPrices.price));
    expect(await james(PRODUCT)).toEqual(business);
    const reseller = await sophie(PRODUCT);
    expect(reseller.render).not.toBe(business.render);
    expect(Number(reseller.price)).toBeLessThan(Number(business.price));
    expect(await sophie(PRODUCT)).toEqual(reseller);
    expect(await leo(PRODUCT)).toEqual(listPrices);
    expect((await james('/info/about-us')).render).not.toBe(shared.render);

    // A page that read the shopper's own answer (Cache-Control: private) is theirs alone, and no cache keeps it.
    expect(await olivia('/registration')).toMatchObject({ session: 'Olivia Bennett', cacheControl: 'private, no-store' });
    expect((await leo('/registration')).session).toBe('Leo Nguyen');
    expect((await james('/registration')).session).toBe('James Carter');
  });

  it("keep no page for a business account's discount that was read after its session ended", async () => {
    const james = await signedIn(DEMO_EMAILS.business);
    const sameCookie = createTestBrowser(bff.app);
    for (const [name, value] of james.browser.cookies) sameCookie.cookies.set(name, value);
    const list = await (await signedIn(DEMO_EMAILS.verified))(`${PRODUCT}?later`);

    // Logged out elsewhere while the page waits to read the product: it is read at list prices.
    const page = james(`${PRODUCT}?later`);
    expect((await sameCookie.request('/api/session', { method: 'DELETE' })).status).toBeLessThan(300);
    const ended = await page;
    expect(ended.price).toBe(list.price);

    // The next business account still gets its discount, from a render of its own.
    const next = await (await signedIn(DEMO_EMAILS.business))(`${PRODUCT}?later`);
    expect(Number(next.price)).toBeLessThan(Number(list.price));
    expect(next.render).not.toBe(ended.render);
  });

  it("answer the router's status and redirects, and 503 with a time to come back when the page failed", async () => {
    expect((await bff.app.request('/no-such-page-here')).status).toBe(404);
    const broken = await bff.app.request('/broken');
    expect(broken.status).toBe(503);
    expect(broken.headers.get('retry-after')).toBe('120');
    const moved = await bff.app.request('/account');
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe('/login');
    // The same page without its trailing slash, for good: search engines keep one address.
    const slashed = await bff.app.request('/contact/?ref=mail');
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get('location')).toMatch(/^(https?:\/\/[^/]+)?\/contact\?ref=mail$/);
  });

  it('are pages whatever fails: the error page with its status when the session store does not answer, the shell when the render fails', async () => {
    const james = await signedIn(DEMO_EMAILS.business);
    const revoked = bff.shared.revokedSessions;
    const has = revoked.has.bind(revoked);
    revoked.has = () => Promise.reject(new ApiFailure(503, 'shared_state_unavailable', 'The shop is busy.'));
    try {
      // Whether the business account's session is live (for its prices) cannot be told.
      const page = await james.browser.request('/info/about-us');
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('retry-after')).toBe('120');
      expect(await page.text()).toContain('Something went wrong');
    } finally {
      revoked.has = has;
    }

    const failed = await bff.app.request('/throws');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await failed.text()).toContain('<script type="module" crossorigin src="/assets/index-Abc123.js"></script>');
  });

  it("log their in-process reads under the page's request id, marked as such", async () => {
    const raw: string[] = [];
    const logged = createTestApp(upstream.url, { WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example.co.uk' }, { write: (line: string) => void raw.push(line) });
    const page = await logged.app.request('/contact');
    await logged.close();
    const pageId = page.headers.get('x-request-id');
    const requestLines = raw.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    expect(requestLines.map(({ route, requestId, inProcess }) => ({ route, requestId, inProcess }))).toEqual([
      { route: '/api/bootstrap', requestId: pageId, inProcess: true },
      { route: '/api/session', requestId: pageId, inProcess: true },
      { route: '/*', requestId: pageId, inProcess: undefined },
    ]);
  });

  it('answer 429 with the time to come back when a read of theirs was refused for asking too often', async () => {
    const client = { incoming: { socket: { remoteAddress: '192.0.2.77' } } };
    const statuses = new Set<number>();
    // The search limit is 120 a minute for one client: the 121st search page finds its read refused.
    for (let page = 1; page <= 120; page += 1) statuses.add((await bff.app.request('/search/cards', {}, client)).status);
    expect([...statuses]).toEqual([200]);
    const refused = await bff.app.request('/search/cards', {}, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('<p id="company">');
    expect((await bff.app.request('/search/cards', {}, { incoming: { socket: { remoteAddress: '192.0.2.78' } } })).status).toBe(200);
  });
});
