import type { Locator, Page } from '@playwright/test';
import type { CataloguePage, PriceView, ProductView } from '../../bff/src/view-models';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/data/users';
import { expect, expectNoSeriousA11yViolations, expectValueShownWhole, test, waitForHydration, waitForShell } from '../fixtures';
import { accountMenu, logInInModal } from './auth-helpers';

// The catalogue journeys: category and sub-category pages, the product configurator with
// its live price and delivery date, Add to cart, and the not-found page. Test data comes from the BFF,
// so the assertions follow whatever the mock catalogue holds.

const SUB_CATEGORY = 'business-cards';
const PRODUCT_PATH = '/business-cards/standard-business-cards';
const CATEGORY = 'digital-litho-printing';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pricePanel = (page: Page) => page.getByRole('region', { name: 'Your price' });
const priceTotal = (page: Page) => pricePanel(page).getByTestId('price-total');
const deliveryDate = (page: Page) => pricePanel(page).getByTestId('delivery-date');

/** Clicks an option card as a shopper does: on the card (its radio input is visually hidden inside it). */
async function choose(scope: Page | Locator, name: RegExp | string): Promise<void> {
  // `has` is matched inside each label, so it is built from the page, not from the scope again.
  const page = 'goto' in scope ? scope : scope.page();
  await scope.locator('label').filter({ has: page.getByRole('radio', { name, exact: typeof name === 'string' }) }).click();
}

async function productView(page: Page, path: string): Promise<ProductView> {
  const response = await page.request.get(`/api/products${path}`);
  expect(response.ok(), `GET /api/products${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ProductView;
}

/** Every live price from now on answers with these figures, e.g. a total of many digits. */
async function livePricesWith(page: Page, figures: Partial<PriceView>): Promise<void> {
  await page.route(/\/api\/products\/\d+\/price\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as PriceView), ...figures } });
  });
}

/** £999,999,999,999.99: a total that reads whole on no panel at the type's full size. */
const HUGE_PRICE = { unitNet: 9_999_999_999_999, net: 99_999_999_999_999, vat: 0, total: 99_999_999_999_999 } satisfies Partial<PriceView>;
const HUGE_TOTAL = '£999,999,999,999.99';

/** Fails unless `inner` lies within `outer`'s box, left to right. */
async function expectWithin(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) throw new Error('not on the page');
  expect(a.x, 'left edge').toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width, 'right edge').toBeLessThanOrEqual(b.x + b.width);
}

async function cataloguePage(page: Page, slug: string): Promise<CataloguePage> {
  const response = await page.request.get(`/api/pages/${slug}`);
  expect(response.ok(), `GET /api/pages/${slug} answered ${response.status()}`).toBe(true);
  return (await response.json()) as CataloguePage;
}

test.describe("the delivery promise with the browser's clock off", () => {
  const cutOffLine = (page: Page) => pricePanel(page).getByText(/^Order in the next|cut-off has passed/);
  /** The minutes the cut-off line gives, or the line itself once the cut-off has passed. */
  const minutesLeft = async (page: Page) => {
    const text = (await cutOffLine(page).textContent()) ?? '';
    const match = /Order in the next (?:(\d+) h )?(\d+) m/.exec(text);
    return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : text;
  };

  test("says what the server's clock says, and asks for the estimate again only at its cut-off, however far ahead the browser's is", async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const right = await minutesLeft(page);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/products\/\d+\/delivery/.test(request.url())) asked.push(request.url());
    });
    await page.clock.install({ time: new Date(Date.now() + 24 * 3600_000) });
    await page.goto(PRODUCT_PATH);
    const shown = await minutesLeft(page);
    // Minutes round up, and a page the server kept reads up to 10 s early: one minute either way.
    if (typeof right === 'number' && typeof shown === 'number') expect(Math.abs(shown - right)).toBeLessThanOrEqual(1);
    else expect(shown).toEqual(right);
    asked.length = 0;
    await page.waitForTimeout(5000);
    expect(asked).toEqual([]);
  });
});

test.describe('catalogue, 1280 px', () => {
  test('home -> mega menu -> sub-category -> product -> configure -> add to cart', async ({ page, bootstrap }) => {
    const menu = bootstrap.menus.find((entry) => entry.groups.some((group) => group.links.some((link) => link.slug === SUB_CATEGORY)));
    expect(menu, `a navbar menu lists /${SUB_CATEGORY}`).toBeDefined();
    const subCategory = menu!.groups.flatMap((group) => group.links).find((link) => link.slug === SUB_CATEGORY)!;

    await page.goto('/');
    await waitForShell(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: menu!.name }).click();
    await nav.getByRole('link', { name: subCategory.name, exact: true }).click();

    await expect(page).toHaveURL(`/${SUB_CATEGORY}`);
    await expect(page.getByRole('heading', { level: 1, name: subCategory.name })).toBeVisible();
    await expect(page).toHaveTitle(`${subCategory.name} | PrintShop London`);
    const listing = page.getByRole('region', { name: `All ${subCategory.name}` });
    await listing.getByRole('link', { name: /^Standard Business Cards/ }).click();

    await expect(page).toHaveURL(PRODUCT_PATH);
    const product = await productView(page, PRODUCT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(
      product.breadcrumbs.slice(0, -1).map((step) => step.name),
    );

    // An option: the price changes in place, with no reload.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const firstTotal = (await priceTotal(page).textContent()) ?? '';
    expect(firstTotal).toMatch(/^£\d/);
    await choose(page, /^Double sided/);
    await expect(priceTotal(page)).not.toHaveText(firstTotal);

    // The quantity: a preset, then a quantity typed in.
    const afterOption = (await priceTotal(page).textContent()) ?? '';
    const presets = page.getByRole('radiogroup', { name: 'Popular quantities' });
    await choose(presets, '250');
    await expect(priceTotal(page)).not.toHaveText(afterOption);
    await expect(pricePanel(page)).toContainText('Printing, 250 items');
    const ownQuantity = page.getByRole('textbox', { name: 'Or enter your own quantity' });
    await ownQuantity.fill('300');
    await ownQuantity.press('Enter');
    await expect(pricePanel(page)).toContainText('Printing, 300 items');
    await expect(presets.getByRole('radio', { checked: true })).toHaveCount(0);

    // Another delivery service: its own estimated date.
    const firstDate = (await deliveryDate(page).textContent()) ?? '';
    const current = product.configurator.deliveryServices.find((service) => service.id === product.configurator.initial.deliveryServiceId);
    const other = product.configurator.deliveryServices
      .filter((service) => service.id !== current?.id)
      .sort((a, b) => Math.abs(b.days - (current?.days ?? 0)) - Math.abs(a.days - (current?.days ?? 0)))[0]!;
    await choose(page, new RegExp(`^${escapeRegExp(other.title)}`));
    await expect(deliveryDate(page)).not.toHaveText(firstDate);
    await expect(pricePanel(page)).toContainText(`Delivery: ${other.title}`);
    await expect(pricePanel(page)).toContainText(/Order in the next \d+ h \d+ m|Order in the next \d+ m|cut-off has passed/);
    expect(navigations).toEqual([]);

    await pricePanel(page).getByRole('button', { name: 'Add to cart' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Added to your cart' });
    await expect(toast).toContainText(`300 × ${product.name}`);
    await toast.getByRole('button', { name: 'View cart' }).click();
    await expect(page).toHaveURL('/order-process/shopping-cart');
  });

  test('a new price never blanks the old one: it stays, marked as updating, until the answer lands', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const before = (await priceTotal(page).textContent()) ?? '';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/products\/\d+\/price\?/, async (route) => {
      await held;
      await route.continue();
    });

    await choose(page, /^Rounded corners/);
    await expect(pricePanel(page)).toHaveAttribute('aria-busy', 'true');
    await expect(priceTotal(page)).toHaveText(before);
    // Add to cart pressed meanwhile waits for the new price, then adds.
    const add = pricePanel(page).getByRole('button', { name: 'Add to cart' });
    await add.click();
    await expect(add).toHaveAttribute('data-pending', 'true');
    const toast = page.getByRole('listitem').filter({ hasText: 'Added to your cart' });
    await expect(toast).toHaveCount(0);

    release();
    await expect(pricePanel(page)).toHaveAttribute('aria-busy', 'false');
    await expect(priceTotal(page)).not.toHaveText(before);
    await expect(toast).toBeVisible();
    await expect(add).not.toHaveAttribute('data-pending', 'true');
  });

  test('a total of many digits fits the price panel: every amount stays inside it, the page is not widened', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await waitForHydration(page);
    await livePricesWith(page, HUGE_PRICE);
    await choose(page, /^Rounded corners/);
    await expect(priceTotal(page)).toHaveText(HUGE_TOTAL);
    for (const amount of await pricePanel(page).locator('dd').all()) await expectWithin(amount, pricePanel(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  });

  test('a quantity typed and then Add to cart clicked at once adds that quantity on the first click', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await waitForShell(page);
    const product = await productView(page, PRODUCT_PATH);
    const ownQuantity = page.getByRole('textbox', { name: 'Or enter your own quantity' });
    await ownQuantity.fill('1200');
    // No Enter, no Tab: the click itself commits the quantity.
    await pricePanel(page).getByRole('button', { name: 'Add to cart' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Added to your cart' });
    await expect(toast).toContainText(`1,200 × ${product.name}`);
    await expect(pricePanel(page)).toContainText('Printing, 1,200 items');
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  });

  test("a quantity in a range costs the range's price for each item, as its card says", async ({ page }) => {
    const path = '/business-card-holders/aluminium-business-card-holder';
    await page.goto(path);
    await waitForShell(page);
    const { configurator } = await productView(page, path);
    if (configurator.quantity.style !== 3) throw new Error('expected quantity ranges');
    const gbp = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
    const ranges = page.getByRole('radiogroup', { name: 'Quantity range' });
    const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
    const printing = (count: number) => pricePanel(page).locator('dt', { hasText: `Printing, ${count} items` }).locator('+ dd');
    // The last quantity of the first and of the last range: the furthest from where each range's price is set.
    for (const range of [configurator.quantity.ranges[0]!, configurator.quantity.ranges.at(-1)!]) {
      await expect(ranges.locator('label').filter({ hasText: `${gbp(range.unitNet)} each + VAT` })).toContainText(`${range.from.toLocaleString('en-GB')} – ${range.to.toLocaleString('en-GB')}`);
      await quantity.fill(String(range.to));
      await quantity.press('Enter');
      await expect(printing(range.to)).toHaveText(gbp(range.unitNet * range.to));
      await expect(pricePanel(page)).toContainText(`${gbp(range.unitNet)} per item + VAT`);
    }
  });

  test('garment sizes take up to the line limit added up, as the cart does, and read whole', async ({ page }) => {
    await page.goto('/printed-t-shirts/gildan-heavy-cotton-t-shirt');
    await waitForShell(page);
    const [medium, large] = [page.getByRole('textbox', { name: 'M', exact: true }), page.getByRole('textbox', { name: 'L', exact: true })];
    await medium.fill('600000');
    await medium.press('Tab');
    await expect(medium).toHaveValue('600,000');
    await expect(pricePanel(page)).toContainText('Printing, 600,000 items');
    await large.fill('600000');
    await large.press('Tab');
    await expect(large).toHaveValue('600,000');
    await expect(pricePanel(page)).toContainText('The quantity can be at most 1,000,000.');
    await expect(pricePanel(page).getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    await large.fill('0');
    await large.press('Tab');
    await medium.fill('1000000');
    await medium.press('Tab');
    await expect(medium).toHaveValue('1,000,000');
    await expect(pricePanel(page)).toContainText('Printing, 1,000,000 items');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectValueShownWhole(medium);
    }
  });

  test('a category lists its ranges, every product with a from-price, and its top sellers', async ({ page }) => {
    const category = await cataloguePage(page, CATEGORY);
    if (category.kind !== 'category') throw new Error(`/${CATEGORY} is a ${category.kind}`);
    await page.goto(`/${CATEGORY}`);
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();

    const ranges = page.getByRole('region', { name: 'Shop by type' }).getByRole('link');
    await expect(ranges).toHaveCount(category.subCategories.length);
    await expect(ranges.first()).toHaveAttribute('href', category.subCategories[0]!.href);

    const products = page.getByRole('region', { name: `All ${category.title}` }).getByRole('link');
    await expect(products).toHaveCount(category.products.items.length);
    for (const card of (await products.all()).slice(0, 4)) {
      await expect(card).toContainText(/From £\d{1,3}(,\d{3})*\.\d{2}\s*inc\. VAT/);
      await expect(card.locator('img')).toHaveAttribute('srcset', /small_.* 400w, .*medium_.* 800w, .* 1200w/);
      await expect(card.locator('img')).toHaveAttribute('width', /\d+/);
    }

    const topSellers = page.getByRole('region', { name: 'Top sellers' }).getByRole('listitem');
    await expect(topSellers).toHaveCount(category.topSellers.length);
    expect(category.topSellers.length).toBeGreaterThan(0);
    await expect(topSellers.first().getByRole('link')).toHaveAttribute('href', category.topSellers[0]!.href);
  });

  test('a footer page renders its text as prose under its title', async ({ page, bootstrap }) => {
    const link = bootstrap.footer[0]!.pages[0]!;
    const footerPage = await cataloguePage(page, link.slug);
    if (footerPage.kind !== 'page') throw new Error(`/${link.slug} is a ${footerPage.kind}`);
    await page.goto(`/${link.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: footerPage.title })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(footerPage.html.replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 4).join(' '));
  });

  // The list prices a browser fetched (and may keep a while) are not the account's: logging in on the
  // product page shows the business prices there and then, from an answer asked for the new session.
  test('a business account logging in on a product page the browser fetched at list prices sees its prices at once', async ({ page }) => {
    await page.goto(`/${SUB_CATEGORY}`);
    const listPrices = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/products${PRODUCT_PATH}`);
    // Opened in the app, so the browser itself fetches the product's answer (a first visit reads it on the server).
    await page.locator(`main a[href="${PRODUCT_PATH}"]`).first().click();
    expect((await listPrices).status()).toBe(200);
    const fromPrice = page.getByRole('main').locator('p').filter({ hasText: /^From £/ });
    await expect(fromPrice).toHaveText(/ inc\. VAT$/);
    const discount = pricePanel(page).getByText('Business discount (5%)');
    await expect(discount).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await logInInModal(page, DEMO_EMAILS.business, DEMO_PASSWORD);
    await expect(accountMenu(page)).toHaveAccessibleName('Account menu for James Carter');

    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(PRODUCT_PATH)}$`));
    await expect(discount).toBeVisible();
    await expect(fromPrice).toHaveText(/ inc\. VAT, your business price$/);
  });

  test('an unknown page or product shows the not-found page', async ({ page }) => {
    expect((await page.request.get('/api/pages/no-such-range-here')).status()).toBe(404);
    for (const path of ['/no-such-range-here', '/business-cards/no-such-product']) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} is served as a 404`).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Something is wrong!' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found | PrintShop London');
    }
  });
});

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // axe walks the whole page; on a busy machine one scan can take many seconds.
    test.setTimeout(120_000);

    test('a category page has no serious or critical axe violations', async ({ page }) => {
      await page.goto(`/${CATEGORY}`);
      await expect(page.getByRole('region', { name: 'Top sellers' })).toBeVisible();
      await waitForShell(page);
      await expectNoSeriousA11yViolations(page);
    });

    for (const path of [PRODUCT_PATH, '/t-shirts/printed-t-shirts']) {
      test(`the product page ${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(priceTotal(page)).toHaveText(/^£\d/);
        await waitForShell(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe('product page, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the bottom bar shows the live total and adds to the cart while the price panel is off screen', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const bar = page.getByRole('complementary', { name: 'Price summary' });
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
    await expect(bar).toContainText((await priceTotal(page).textContent()) ?? 'missing');

    await bar.getByRole('button', { name: 'Add to cart' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Added to your cart' });
    await expect(toast).toBeVisible();
    // Opening the cart clears the toast from over the dialog's title and close button.
    await page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ }).click();
    await expect(page.getByRole('dialog', { name: /^Shopping cart/ })).toBeVisible();
    // By its element (the modal hides the rest of the page from the accessibility tree, not from the eye),
    // and well before the 4 s after which it would have gone by itself.
    await expect(page.locator('[data-sonner-toast]:not([data-removed="true"])')).toHaveCount(0, { timeout: 1_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /^Shopping cart/ })).toHaveCount(0);

    // Once the full panel is on screen the bar steps aside, out of the way of keyboard and screen reader.
    await pricePanel(page).scrollIntoViewIfNeeded();
    await expect(page.locator('aside[aria-label="Price summary"]')).toHaveAttribute('inert', '');
  });

  test('with the quantity cleared the bottom bar shows no price: it says what is missing, as the quantity field does', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const bar = page.getByRole('complementary', { name: 'Price summary' });
    await choose(page.getByRole('radiogroup', { name: 'Popular quantities' }), '1,000');
    await expect(bar).toContainText(/£[\d,.]+inc\. VAT · 1,000 items/);

    const ownQuantity = page.getByRole('textbox', { name: 'Or enter your own quantity' });
    await ownQuantity.fill('');
    await ownQuantity.blur();
    await expect(page.getByRole('main').getByText('Please choose or enter a quantity.').first()).toBeVisible();
    await expect(bar).toHaveText(/^Please choose or enter a quantity\.\s*Add to cart$/);
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  test('a total of many digits fits the bottom bar beside its button, and the price panel', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await waitForHydration(page);
    await livePricesWith(page, HUGE_PRICE);
    await choose(page, /^Rounded corners/);
    const bar = page.getByRole('complementary', { name: 'Price summary' });
    const barTotal = bar.getByText(HUGE_TOTAL);
    await expect(barTotal).toBeVisible();
    const [total, button] = await Promise.all([barTotal.boundingBox(), bar.getByRole('button', { name: 'Add to cart' }).boundingBox()]);
    expect(total!.x + total!.width, 'the total ends before the button').toBeLessThanOrEqual(button!.x);
    await expectWithin(barTotal, bar);

    await pricePanel(page).scrollIntoViewIfNeeded();
    for (const amount of await pricePanel(page).locator('dd').all()) await expectWithin(amount, pricePanel(page));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  test('a product with a long name fits the screen: its breadcrumb is cut short, the page is not widened', async ({ page }) => {
    await page.goto('/stapled-brochures/a4-stapled-brochures-16-pages-with-laminated-cover');
    const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
    await expect(current).toHaveText('A4 Stapled Brochures 16 Pages with Laminated Cover');
    expect(await current.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
