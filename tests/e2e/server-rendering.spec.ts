import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';
import { nextCutOff } from '../../bff/src/shared/cut-off';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/data/users';
import { accountMenu, loginOnPage } from './auth-helpers';

// Pages come rendered from the server: with JavaScript off a crawler (or a shopper on a failing
// connection) still gets headings, names, prices and links, and with it on the browser takes over
// the same HTML without asking again for what the page was rendered from, and without a warning.

const PRODUCT = { name: 'Standard Business Cards', path: '/business-cards/standard-business-cards' };
const PRICE = /£\d+\.\d{2}/;
const SHOPPER = { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, firstName: 'Olivia', lastName: 'Bennett', businessDiscount: false };
const BUSINESS_SHOPPER = { email: DEMO_EMAILS.business, password: DEMO_PASSWORD, firstName: 'James', lastName: 'Carter', businessDiscount: true };

/** Collects the page's console errors and warnings and its uncaught errors from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** True once React has taken over the server's HTML: hydrated elements carry its fiber. */
const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')));

/** Holds the app's scripts back from the page (the server's HTML works alone meanwhile); answers what lets them load. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home has its heading, popular products with prices, and links into the catalogue', async ({ page, bootstrap }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('PrintShop London | Same-day printing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online printing, printed same day in London');
    const popular = page.getByRole('region', { name: 'Popular products' });
    await expect(popular.getByText(PRICE).first()).toBeAttached();
    expect(await popular.locator('a[href*="/"]').count()).toBeGreaterThan(2);
    // The footer's page links come from the shell data, rendered in too.
    const footerPage = bootstrap.footer[0]?.pages[0];
    await expect(page.getByRole('contentinfo').getByRole('link', { name: footerPage?.name ?? '', exact: true })).toHaveAttribute('href', `/${footerPage?.slug}`);
    // Every category page is linked, those the navbar leaves out too (in All Products' closed panel).
    const navbarSlugs = new Set(bootstrap.menus.map((menu) => menu.slug));
    expect(bootstrap.categories.some((category) => !navbarSlugs.has(category.slug))).toBe(true);
    for (const category of bootstrap.categories) {
      await expect(page.locator(`nav[aria-label="Main"] a[href="/${category.slug}"]`).first()).toBeAttached();
    }
  });

  test('a category lists its products by name, with prices and links', async ({ page }) => {
    await page.goto('/business-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Cards' })).toBeVisible();
    const card = page.getByRole('link').filter({ has: page.getByText(PRODUCT.name, { exact: true }) });
    await expect(card).toHaveAttribute('href', PRODUCT.path);
    await expect(card).toContainText(PRICE);
  });

  test('a product has its name, price and breadcrumb links', async ({ page }) => {
    await page.goto(PRODUCT.path);
    await expect(page).toHaveTitle(`${PRODUCT.name} | PrintShop London`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(page.getByRole('main').locator('p').filter({ hasText: /^From £[\d,.]+ inc\. VAT$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Business Cards' })).toHaveAttribute('href', '/business-cards');
  });

  test('a search lists its results with prices and links to them', async ({ page }) => {
    await page.goto('/search/cards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing result for "cards"');
    const results = page.getByRole('main').getByRole('link').filter({ hasText: PRICE });
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first()).toHaveAttribute('href', /^\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  test("a page is styled by its route's own stylesheet, after the shell's", async ({ page }) => {
    await page.goto('/contact');
    // The message box's own rules (taller, padded) come after the text field's it composes.
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCSS('min-height', '160px');
  });

  test('an unknown address is a 404 with the not-found page in the HTML', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Something is wrong!' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | PrintShop London');
  });
});

test('a first product visit reads the product and its delivery estimates on the server: the browser asks for none of them', async ({ page }) => {
  const productReads: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/products/')) productReads.push(`${pathname}${search}`);
  });
  await page.goto(PRODUCT.path);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(productReads).toEqual([]);
});

for (const path of ['/', '/business-cards', PRODUCT.path, '/search/cards', '/contact']) {
  test(`${path} hydrates without an error or warning in the console`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto(path);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

// The browser's clock is not the server's: a minute ahead (the price the page was rendered with is
// past its 30 s then), a year ahead (another year in the footer), hours behind.
for (const [path, ahead, off] of [
  [PRODUCT.path, 60_000, 'a minute ahead'],
  ['/', 365 * 24 * 3600_000, 'a year ahead'],
  [PRODUCT.path, -2 * 3600_000, '2 h behind'],
] as const) {
  test(`${path} hydrates without an error with the browser's clock ${off}`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.clock.install({ time: new Date(Date.now() + ahead) });
    await page.goto(path);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

// What a page was rendered from is as fresh as the server's clock says: a browser whose clock is a
// day ahead would otherwise find every answer in the page a day old, and ask for each again at once.
for (const [ahead, off] of [
  [0, 'right'],
  [24 * 3600_000, 'a day ahead'],
] as const) {
  test(`with the browser's clock ${off}, the browser asks again for nothing its pages were rendered from`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
    });
    const paths = ['/', '/business-cards', PRODUCT.path, '/search/cards'];
    // A server just started may answer its first pages past a read's deadline (read again in the browser, rightly).
    for (const path of paths) expect((await page.request.get(path)).ok()).toBe(true);
    if (ahead) await page.clock.install({ time: new Date(Date.now() + ahead) });
    for (const path of paths) {
      await page.goto(path);
      await expect.poll(() => isHydrated(page)).toBe(true);
      await page.waitForLoadState('networkidle');
    }
    expect(asked).toEqual([]);
  });
}

test("a kept page hydrates as it was rendered and counts down by its answer's time, not its render's", async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/');
  const rendered = await page.locator('meta[name="served-at"]').getAttribute('content');
  // Answered again from the kept page (PAGE_CACHE_SECONDS) a few seconds after it was rendered.
  await page.waitForTimeout(4000);
  await page.goto('/');
  const answered = Number(await page.locator('meta[name="served-at"]').getAttribute('content'));
  expect(answered - Number(rendered)).toBeGreaterThanOrEqual(4000);
  await expect.poll(() => isHydrated(page)).toBe(true);
  // The countdown's seconds left against the 16:00 London cut-off as the test's own clock has it.
  const timer = page.getByRole('timer').first();
  const [shown, now] = await Promise.all([timer.textContent(), Date.now()]);
  const [hours = 0, minutes = 0, seconds = 0] = (shown?.match(/\d{2}/g) ?? []).map(Number);
  const cutOff = nextCutOff(undefined, new Date(now)).getTime();
  expect(Math.abs(hours * 3600 + minutes * 60 + seconds - (cutOff - now) / 1000)).toBeLessThan(2);
  expect(problems).toEqual([]);
});

test('an address in another letter case is the not-found page, from the server and once the app runs', async ({ page }) => {
  const problems = consoleProblems(page);
  const response = await page.goto('/Contact');
  expect(response?.status()).toBe(404);
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Something is wrong!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Contact us' })).toHaveCount(0);
  // The browser reports the document's own 404; nothing else may complain.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

test('a product opened in place under another sub-category than its own lands on its own address', async ({ page }) => {
  await page.goto('/business-cards');
  await waitForHydration(page);
  // A mark that a full page load would wipe.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.evaluate(() =>
    (window as unknown as { __TSR_ROUTER__: { navigate(options: { href: string }): Promise<void> } }).__TSR_ROUTER__.navigate({
      href: '/t-shirts/standard-business-cards',
    }),
  );
  await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
});

for (const width of [1280, 375]) {
  test.describe(`pages decided in the browser at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ['/registration', '/order-process/shopping-cart']) {
      test(`${path} arrives as a skeleton and moves nothing in view when it comes`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const served = await (await page.request.get(path)).text();
        expect(served).toContain('data-decided-in-browser');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
        expect(shifted).toBeLessThanOrEqual(0.01);
      });
    }
  });
}

test('a page reached in the browser has loaded every stylesheet its served HTML links', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  const card = page.getByRole('region', { name: 'Popular products' }).getByRole('link').filter({ hasText: PRICE }).first();
  const path = (await card.getAttribute('href')) ?? '';
  await card.click();
  await page.waitForURL(`**${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page itself, not its loading skeleton, which the address already names.
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  const served = await (await page.request.get(path)).text();
  const linked = [...served.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  expect(linked.length, 'the product page links stylesheets of its own').toBeGreaterThan(1);
  const loaded = await page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : '')));
  expect(loaded).toEqual(expect.arrayContaining(linked));
});

test("an ad's or a shared link's landing address (parameters the page does not read) hydrates without a warning and keeps its parameters for analytics", async ({ page }) => {
  const problems = consoleProblems(page);
  const campaign = '?gclid=Cj0KCQiA-e2e-click&utm_source=google&utm_medium=cpc&ref=newsletter';
  await page.goto(`${PRODUCT.path}${campaign}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).search).toBe(campaign);
  expect(problems).toEqual([]);
});

// A signed-in shopper gets the page every shopper at the same prices shares (rendered once, kept a
// few seconds; business accounts' apart, at their discount): nothing of theirs is in its HTML, and the
// browser fills in the header's account corner.
for (const shopper of [SHOPPER, BUSINESS_SHOPPER]) {
  const prices = shopper.businessDiscount ? 'a business discount' : 'list prices';
  test(`a signed-in shopper at ${prices} gets a page with those prices and nothing of theirs in it, and the header names them once the page runs`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto('/login');
    await loginOnPage(page, shopper.email, shopper.password);
    await expect(accountMenu(page)).toBeVisible();

    for (const path of [PRODUCT.path, '/']) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('</html>');
      for (const own of [shopper.email, shopper.firstName, shopper.lastName]) expect(html, `${path} names the shopper`).not.toContain(own);
      if (path === PRODUCT.path) expect(html.includes('Business discount (5%)'), 'the product shows the discount').toBe(shopper.businessDiscount);
      await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${shopper.firstName} ${shopper.lastName}`);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
}

test('a page whose content depends on who the shopper is asks on the server itself', async ({ page }) => {
  await page.goto('/login');
  await loginOnPage(page, SHOPPER.email, SHOPPER.password);
  await expect(accountMenu(page)).toBeVisible();
  const html = await (await page.request.get('/order-process/order-confirmation/9412')).text();
  // The page's own part: the footer links every visitor to order tracking.
  const confirmation = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(confirmation).toMatch(/<a[^>]*href="\/account\/orders"[^>]*>[^<]*My Orders/);
  expect(confirmation).not.toContain('Track your order');
});

// Every form is sent by the app. One submitted before the app runs must neither leave the page (and
// drop what was typed) nor put what was typed, a password included, into the address.
test.describe('a form sent before the app runs', () => {
  test('with the scripts still loading, Enter keeps the page and what was typed', async ({ context }) => {
    // A page of its own, not the fixture's: that one waits for a hydration that never comes here.
    const page = await context.newPage();
    // The app's scripts never arrive; the page's inline starter is all that runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });
    const email = page.getByLabel('Email', { exact: true });
    await email.fill(SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // A submission would start its navigation well within this.
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    await expect(page).toHaveURL(/\/login$/);
    await expect(email).toHaveValue(SHOPPER.email);
  });

  test('typed while the scripts load, the boxes keep it once the app runs, and logging in sends it', async ({ context }) => {
    const page = await context.newPage();
    const release = await holdAppScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Log in' });
    const email = form.getByLabel('Email', { exact: true });
    const password = form.getByLabel('Password', { exact: true });
    await email.fill(SHOPPER.email);
    await password.fill(SHOPPER.password);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // A render of the fields after hydration (a keystroke in one of them) keeps what both hold.
    await email.press('End');
    await email.press('Space');
    await email.press('Backspace');
    await expect(email).toHaveValue(SHOPPER.email);
    await expect(password).toHaveValue(SHOPPER.password);
    await form.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
  });

  test('LOGIN pressed while the scripts load logs the shopper in once the app runs, without a second press', async ({ context }) => {
    const page = await context.newPage();
    const release = await holdAppScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email', { exact: true }).fill(SHOPPER.email);
    await form.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    const login = form.getByRole('button', { name: 'LOGIN' });
    await login.click();
    // The press is taken, and said to be, while the page stays.
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/login$/);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome' })).toHaveCount(1);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts, so nothing typed goes into the address', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(SHOPPER.email);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill(SHOPPER.password);
      const [request] = await Promise.all([page.waitForRequest((sent) => sent.isNavigationRequest()), password.press('Enter')]);
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).search).toBe('');
    });
  });
});
