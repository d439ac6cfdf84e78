import type { Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../mocks/data/users';
import { expect, test } from '../fixtures';
import config from '../playwright.config';
import { uniqueEmail } from './auth-helpers';
import { CARDS, choose, continueFromDetails, continueToPayment, guestAtPayment, loggedInAtCheckout, ordersFor, sendArtworkLater } from './checkout-helpers';

// Placing an order on a phone's line: an answer lost on the way back, a reload before it comes, and
// the browser's Back from the payment provider. A phone keeps pages in its back-forward cache, which
// Playwright turns off by default: this file's browser has it on, as a phone's has.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });
// One after the other: the invoice journeys count the orders of one demo account.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/**
 * The next POST to `path` reaches the shop, which answers it (and sets its cookies), but the answer
 * never reaches the page; `answered` resolves once the shop has answered.
 */
async function loseNextAnswer(page: Page, path: string): Promise<{ answered: Promise<void> }> {
  let lost = false;
  let markAnswered = () => {};
  const answered = new Promise<void>((resolve) => (markAnswered = resolve));
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    await route.fetch();
    markAnswered();
    await route.abort('connectionreset');
  });
  return { answered };
}

/** A trade customer (the reseller, whose orders no other journey counts) at the payment step, paying by invoice. */
async function tradePayingByInvoice(page: Page) {
  await loggedInAtCheckout(page, DEMO_EMAILS.reseller, 'order-policy');
  await continueFromDetails(page);
  await sendArtworkLater(page, CARDS.name);
  await continueToPayment(page);
  await choose(page, /^Pay by invoice/);
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });

test('an invoice order whose answer was lost is the same order when Place order is pressed again', async ({ page }) => {
  await tradePayingByInvoice(page);
  const before = (await ordersFor(page, DEMO_EMAILS.reseller)).length;
  const { answered } = await loseNextAnswer(page, '/api/checkout/orders');

  await page.getByRole('button', { name: 'Place order' }).click();
  await answered;
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  expect((await ordersFor(page, DEMO_EMAILS.reseller)).length - before).toBe(1);
});

test('a reload while Place order is on its way ends on that order’s confirmation, with the cart emptied', async ({ page }) => {
  await tradePayingByInvoice(page);
  const before = (await ordersFor(page, DEMO_EMAILS.reseller)).length;
  const { answered } = await loseNextAnswer(page, '/api/checkout/orders');

  await page.getByRole('button', { name: 'Place order' }).click();
  await answered;
  await page.reload();

  await expect(page).toHaveURL(/\/order-process\/order-confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  expect((await ordersFor(page, DEMO_EMAILS.reseller)).length - before).toBe(1);
});

test('a phone order whose answer was lost is the same order when it is sent again', async ({ page }) => {
  await loggedInAtCheckout(page, DEMO_EMAILS.phoneAccount, 'phonecall-order-receive');
  const before = (await ordersFor(page, DEMO_EMAILS.phoneAccount)).length;
  const { answered } = await loseNextAnswer(page, '/api/checkout/phone-orders');

  await page.getByRole('button', { name: 'Send my order' }).click();
  await answered;
  await expect(page.getByRole('alert').filter({ hasText: 'We could not send your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Send my order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, we will call you back' })).toBeVisible();
  expect((await ordersFor(page, DEMO_EMAILS.phoneAccount)).length - before).toBe(1);
});

/** Notes on the page whether it was shown again from the back-forward cache. */
const notePageShow = (page: Page) =>
  page.evaluate(() => addEventListener('pageshow', (event) => document.documentElement.setAttribute('data-restored', String(event.persisted))));

test('Back from the payment provider, restored from the back-forward cache, leaves Place order usable for the same order', async ({ page }) => {
  const email = uniqueEmail('back-from-provider');
  await guestAtPayment(page, email);
  await notePageShow(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await expect(place).not.toHaveAttribute('data-pending');

  await place.click();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  expect(await ordersFor(page, email)).toHaveLength(1);
});

test('the payment step restored from the back-forward cache after paying goes to the order’s confirmation', async ({ page }) => {
  const email = uniqueEmail('back-after-paying');
  await guestAtPayment(page, email);
  await notePageShow(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const confirmation = page.url();

  await page.goBack({ waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
  await expect(page).toHaveURL(confirmation);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  expect(await ordersFor(page, email)).toHaveLength(1);
});
