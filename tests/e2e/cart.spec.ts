import type { Page, Response } from '@playwright/test';
import type { CartQuote, ProductView } from '../../bff/src/view-models';
import { expect, expectNoSeriousA11yViolations, expectValueShownWhole, test } from '../fixtures';
import { CARDS, addToCart, summary } from './checkout-helpers';

// The shopper's cart: added on the product page, edited and priced on the
// cart page by the BFF's quote, kept across reloads and tabs, removed down to the empty state.

const TEES = { path: '/printed-t-shirts/gildan-heavy-cotton-t-shirt', name: 'Gildan Heavy Cotton T-Shirt' };
const CART = '/order-process/shopping-cart';

const gbp = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

const isQuote = (response: Response) => response.url().endsWith('/api/cart/quote') && response.request().method() === 'POST';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
const line = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** The summary shows exactly the quote's totals (the browser's own prices are never used). */
async function expectSummaryOf(page: Page, quote: CartQuote) {
  await expect(summary(page).getByRole('status')).toHaveText('Prices checked');
  const value = (label: string) => summary(page).locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(value('Total')).toHaveText(gbp(quote.totals.total));
  await expect(value('Subtotal')).toHaveText(gbp(quote.totals.net + quote.totals.extras));
}

test('a product goes into the cart, is edited and re-priced, survives a reload and is removed', async ({ page }) => {
  await addToCart(page, CARDS);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  const firstQuote = page.waitForResponse(isQuote);
  await page.goto(CART);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await expect(line(page, CARDS.name)).toBeVisible();
  await expectSummaryOf(page, (await (await firstQuote).json()) as CartQuote);

  // A new quantity is priced again by the BFF, and the summary follows its answer.
  const quantity = line(page, CARDS.name).getByRole('textbox', { name: 'Quantity' });
  const editedQuote = page.waitForResponse(isQuote);
  await quantity.fill('500');
  await quantity.press('Enter');
  const edited = (await (await editedQuote).json()) as CartQuote;
  expect(edited.lines[0]?.price?.quantity).toBe(500);
  await expectSummaryOf(page, edited);
  // The shopper chose the new price: it is not flagged as a change since adding.
  await expect(page.getByText('Price updated')).toHaveCount(0);

  await page.reload();
  await expect(line(page, CARDS.name).getByRole('textbox', { name: 'Quantity' })).toHaveValue('500');
  await expectSummaryOf(page, edited);
  await expectNoSeriousA11yViolations(page);

  await line(page, CARDS.name).getByRole('button', { name: `Remove ${CARDS.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Shopping cart empty!' })).toBeVisible();
  // The pressed button went with its line: focus is on the page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeFocused();
  const checkout = page.getByRole('link', { name: 'Checkout' });
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  await expect(checkout).not.toHaveAttribute('href');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping cart empty!' })).toBeVisible();
});

test('a line is edited on its product page, opened as the line is: another paper and quantity replace it in its place at the new price', async ({ page }) => {
  await addToCart(page, CARDS);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const firstQuote = page.waitForResponse(isQuote);
  await page.goto(CART);
  await firstQuote;
  const cardsLine = line(page, CARDS.name);
  // The line is no longer the product's defaults: 250 cards, chosen in the cart.
  const repriced = page.waitForResponse(isQuote);
  const quantity = cardsLine.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('250');
  await quantity.press('Enter');
  const before = (await (await repriced).json()) as CartQuote;
  const code = before.lines[0]!.code;

  await cardsLine.getByRole('link', { name: `Edit ${CARDS.name}` }).click();
  await expect(page).toHaveURL(`${CARDS.path}?edit=${code}`);
  const panel = page.getByRole('region', { name: 'Your price' });
  await expect(panel.getByRole('button', { name: 'Update item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Paper' }).getByRole('radio', { name: '400gsm Silk', checked: true })).toHaveCount(1);
  await expect(page.getByRole('radiogroup', { name: 'Popular quantities' }).getByRole('radio', { name: '250', checked: true })).toHaveCount(1);
  await expect(panel).toContainText('Printing, 250 items');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radiogroup', { name: 'Paper' }).locator('label').filter({ hasText: '450gsm Matt' }).click();
  const ownQuantity = page.getByRole('textbox', { name: 'Or enter your own quantity' });
  await ownQuantity.fill('500');
  await ownQuantity.press('Enter');
  await expect(panel).toContainText('Printing, 500 items');
  const updatedQuote = page.waitForResponse(isQuote);
  await panel.getByRole('button', { name: 'Update item' }).click();

  await expect(page).toHaveURL(CART);
  await expect(page.getByText('Updated in your cart')).toBeVisible();
  const updated = (await (await updatedQuote).json()) as CartQuote;
  // One line, the same one (its code, which the checkout files its artwork under), with the new choices and price.
  expect(updated.lines.map((each) => each.code)).toEqual([code]);
  expect(updated.lines[0]?.price?.quantity).toBe(500);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await expect(cardsLine.getByText('450gsm Matt', { exact: true })).toBeVisible();
  await expect(cardsLine.getByText('400gsm Silk', { exact: true })).toHaveCount(0);
  await expect(quantity).toHaveValue('500');
  const price = updated.lines[0]!.price!;
  expect(price.net).not.toBe(before.lines[0]!.price!.net);
  await expect(cardsLine.getByText(gbp(price.net + price.extras + price.delivery), { exact: true })).toBeVisible();
  await expectSummaryOf(page, updated);
});

test("a line's quantity keeps to its product's step and limits, as on the product page", async ({ page }) => {
  await addToCart(page, CARDS);
  const firstQuote = page.waitForResponse(isQuote);
  await page.goto(CART);
  await firstQuote;
  const quantity = line(page, CARDS.name).getByRole('textbox', { name: 'Quantity' });
  // The first quote brings the product's step: until it is drawn, the field knows only the line's own limit.
  await expect(line(page, CARDS.name).getByText('In steps of 50')).toBeVisible();

  // 123 business cards are not sold: the field takes the nearest quantity on the step, as the product page's does.
  const repriced = page.waitForResponse(isQuote);
  await quantity.fill('123');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('100');
  expect(((await (await repriced).json()) as CartQuote).lines[0]?.price?.quantity).toBe(100);
  await expect(line(page, CARDS.name).getByText('In steps of 50')).toBeVisible();

});

test('a line kept from before its product took steps says what to change, and is priced once changed', async ({ page }) => {
  await addToCart(page, CARDS);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  // The cart as a browser kept it when 123 cards could still be ordered.
  await page.evaluate((key) => {
    const cart = JSON.parse(window.localStorage.getItem(key)!) as { items: { quantity: { customQuantity: number | null; id: number | null } }[] };
    cart.items[0]!.quantity = { ...cart.items[0]!.quantity, customQuantity: 123, id: null };
    window.localStorage.setItem(key, JSON.stringify(cart));
  }, 'printshop.cart');
  await page.goto(CART);
  const cardsLine = line(page, CARDS.name);
  await expect(cardsLine.getByRole('alert')).toHaveText('Please enter a quantity in steps of 50 (50, 100, 150…).');
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');

  const repriced = page.waitForResponse(isQuote);
  const quantity = cardsLine.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('150');
  await quantity.press('Enter');
  expect(((await (await repriced).json()) as CartQuote).lines[0]?.price?.quantity).toBe(150);
  await expect(cardsLine.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Checkout' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('garment sizes adding up past the line limit say so at the sizes and keep what was typed', async ({ page }) => {
  await page.goto(TEES.path);
  await page.getByRole('textbox', { name: 'L', exact: true }).fill('3');
  await page.getByRole('textbox', { name: 'L', exact: true }).press('Tab');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const firstQuote = page.waitForResponse(isQuote);
  await page.goto(CART);
  await firstQuote;

  const sizes = line(page, TEES.name).getByRole('group', { name: 'Quantity per size' });
  const [first, second] = [sizes.getByRole('textbox').nth(0), sizes.getByRole('textbox').nth(1)];
  const repriced = page.waitForResponse(isQuote);
  await first.fill('600000');
  await first.press('Tab');
  const saved = (await (await repriced).json()) as CartQuote;
  await expectSummaryOf(page, saved);
  const savedTotal = saved.lines[0]!.price!.quantity.toLocaleString('en-GB');
  await expect(sizes.getByText(/^Total/)).toHaveText(`Total ${savedTotal}`);
  await second.fill('600000');
  await second.press('Tab');
  await expect(sizes.getByRole('alert')).toHaveText('The quantity can be at most 1,000,000.');
  await expect(second).toHaveValue('600,000');
  await expect(summary(page).getByRole('status')).toHaveText('Prices checked');
  // The total is the line's as saved and priced, not the refused sizes' sum.
  await expect(sizes.getByText(/^Total/)).toHaveText(`Total still ${savedTotal}`);

  // The largest number a size takes reads whole, on a wide screen and a phone.
  await first.fill('1000000');
  await first.press('Tab');
  await expect(first).toHaveValue('1,000,000');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectValueShownWhole(first);
  }
});

test('garment sizes are edited one by one, and clearing the cart asks first', async ({ page }) => {
  await addToCart(page, CARDS);
  await addToCart(page, TEES);
  // The page's own first quote comes before the edit, so the edit's is the one waited for below.
  const firstQuote = page.waitForResponse(isQuote);
  await page.goto(CART);
  await firstQuote;
  const tees = line(page, TEES.name);
  const sizes = tees.getByRole('group', { name: 'Quantity per size' });
  await expect(sizes).toBeVisible();
  const size = sizes.getByRole('textbox').first();
  const repriced = page.waitForResponse(isQuote);
  await size.fill('12');
  await size.press('Tab');
  const quote = (await (await repriced).json()) as CartQuote;
  expect(quote.lines[1]?.price?.quantity).toBe(12);
  await expectSummaryOf(page, quote);

  await page.getByRole('button', { name: 'Clear cart' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await confirm.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(confirm).toBeHidden();
  await expect(tees).toBeVisible();
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await confirm.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping cart empty!' })).toBeVisible();
  // The dialog and the button that opened it are gone: focus is on the page's heading, not lost.
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeFocused();
});

test('the header cart is a dropdown on wide screens and a dialog at 375 px, and navigation closes it', async ({ page }) => {
  await addToCart(page, CARDS);
  await cartButton(page).click();
  const dropdown = page.getByRole('dialog', { name: 'Shopping cart (1)' });
  await expect(dropdown).toHaveAttribute('data-presentation', 'dropdown');
  await expect(dropdown.getByText(CARDS.name)).toBeVisible();
  await expect(dropdown.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/order-process/checkout');
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  await page.setViewportSize({ width: 375, height: 800 });
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Shopping cart (1)' });
  await expect(dialog).toHaveAttribute('data-presentation', 'dialog');
  await dialog.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(CART);
  await expect(dialog).toBeHidden();
  await expect(line(page, CARDS.name)).toBeVisible();
});

test('a second tab sees the cart change without reloading', async ({ page, context }) => {
  // Two pages, each loading the shop: twice the work of a one-page test on a busy machine.
  test.slow();
  await addToCart(page, CARDS);
  const other = await context.newPage();
  await other.goto(CART);
  await expect(line(other, CARDS.name)).toBeVisible();

  // The shopper goes back to the first tab: a tab in the background gets no animation frames, and
  // a click waits for the button to hold still across frames.
  await page.bringToFront();
  await addToCart(page, TEES);
  await expect(line(other, TEES.name)).toBeVisible();
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 2 items');

  await page.goto(CART);
  await line(page, CARDS.name).getByRole('button', { name: `Remove ${CARDS.name}` }).click();
  await expect(line(other, CARDS.name)).toHaveCount(0);
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 1 item');
});

test('the empty cart offers somewhere to start and keeps checkout disabled', async ({ page, bootstrap }) => {
  await page.goto(CART);
  await expect(page.getByRole('heading', { name: 'Shopping cart empty!' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link');
  await expect(categories).toHaveText(bootstrap.menus.map((menu) => menu.name));
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yViolations(page);
});

test('a price that changed since the line was added is shown, highlighted, and the browser\'s old price is not used', async ({ page }) => {
  const product = (await (await page.request.get(`/api/products${CARDS.path}`)).json()) as ProductView;
  const { initial } = product.configurator;
  const stale = product.price.net - 150;
  // The cart as a browser stored it earlier, priced lower than the shop prices it now.
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [
      'printshop.cart',
      JSON.stringify({
        version: 1,
        items: [
          {
            code: 'stored-line',
            uuid: product.uuid,
            productName: CARDS.name,
            variationId: product.variationId,
            variationDetails: { image: product.images[0]!.src },
            quantityStyle: 1,
            quantity: { customQuantity: initial.quantity, rangeTo: null, id: initial.quantityId },
            size: [],
            variationNetPrice: stale,
            extraTotalPrice: product.price.extras + product.price.delivery,
            bundle: false,
            href: CARDS.path,
            options: initial.options,
            attributes: [],
            colour: null,
            deliveryService: initial.deliveryServiceId === null ? null : { id: initial.deliveryServiceId, title: 'Standard' },
          },
        ],
      }),
    ] as const,
  );
  const quote = page.waitForResponse(isQuote);
  await page.goto(CART);
  const answer = (await (await quote).json()) as CartQuote;
  await expectSummaryOf(page, answer);
  await expect(line(page, CARDS.name).getByText(`Price updated, was ${gbp(stale + product.price.extras + product.price.delivery)}`)).toBeVisible();
  await expect(summary(page).getByText('Some prices have changed since you added the items.')).toBeVisible();
});
