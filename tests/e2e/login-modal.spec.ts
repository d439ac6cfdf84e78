import type { Page, Response } from '@playwright/test';
import type { CartQuote } from '../../bff/src/view-models';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { accountMenu, logInInModal, loginModal, loginOnPage, toast } from './auth-helpers';

// The stand-alone login modal: a shopper logs in where they are. From the cart's "log in for your
// account prices", and when a session runs out in the middle of changing the cart.

const DEMO_PASSWORD = 'PrintShop123';
const BUSINESS = 'james.carter@brickfield-studio.example.com';
const CARDS = { path: '/standard-business-cards/standard-business-cards-400gsm-silk', name: 'Standard Business Cards 400gsm Silk' };
const CART = '/order-process/shopping-cart';

const isQuote = (response: Response) => response.url().endsWith('/api/cart/quote') && response.request().method() === 'POST';
const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const discountRow = (page: Page) => summary(page).locator('dt').filter({ hasText: /^Business discount \(5%\)$/ });

async function addCardsToCart(page: Page) {
  await page.goto(CARDS.path);
  await expect(page.getByRole('heading', { level: 1, name: CARDS.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
}

test("the cart's 'log in for your account prices' opens the login modal, and the cart is re-priced for the account", async ({ page }) => {
  await addCardsToCart(page);
  await page.goto(CART);
  await expect(summary(page).getByRole('status')).toHaveText('Prices checked');
  await expect(discountRow(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Log in for your account prices' }).click();
  await expect(loginModal(page)).toBeVisible();
  await expect(loginModal(page).getByText('Log in and your cart is priced for your account.')).toBeVisible();
  await expect(loginModal(page).getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
  await expect(loginModal(page).getByRole('link', { name: 'Register' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const accountQuote = page.waitForResponse(isQuote);
  await logInInModal(page, BUSINESS, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  // Still on the cart, with the account's prices.
  await expect(page).toHaveURL(new RegExp(`${CART}$`));
  expect(((await (await accountQuote).json()) as CartQuote).totals.accountDiscount?.amount).toBeGreaterThan(0);
  await expect(discountRow(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in for your account prices' })).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
});

test('a session that runs out while the cart is changed opens the login modal, and the change is priced for the account after login', async ({ page, baseURL }) => {
  test.slow(); // two logins, a product page and the cart: it came within a few seconds of the limit on a loaded machine
  await page.goto('/login');
  await loginOnPage(page, BUSINESS, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await addCardsToCart(page);
  await page.goto(CART);
  await expect(discountRow(page)).toBeVisible();

  // The session's time runs out where the shopper stands (a development-only route of the e2e run).
  const ended = await page.request.post('/api/__dev/session/expire', {
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin: baseURL ?? '' },
  });
  expect(ended.status()).toBe(200);

  const quantity = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CARDS.name }) }).getByRole('textbox', { name: 'Quantity' });
  const refused = page.waitForResponse(isQuote);
  await quantity.fill('500');
  await quantity.press('Enter');
  expect((await refused).status()).toBe(401);

  await expect(loginModal(page)).toBeVisible();
  await expect(loginModal(page).getByText('Your session has ended.')).toBeVisible();
  // No "could not check the prices": the modal says what happened.
  await expect(summary(page).getByText('We could not check the prices just now.')).toHaveCount(0);

  const resumed = page.waitForResponse((response) => isQuote(response) && response.status() === 200);
  await logInInModal(page, BUSINESS, DEMO_PASSWORD);
  await expect(toast(page, 'You are successfully logged in')).toBeVisible();
  await expect(loginModal(page)).toBeHidden();
  const quote = (await (await resumed).json()) as CartQuote;
  // The change went through, priced for the account.
  expect(quote.lines[0]?.price?.quantity).toBe(500);
  expect(quote.totals.accountDiscount?.amount).toBeGreaterThan(0);
  await expect(page).toHaveURL(new RegExp(`${CART}$`));
  await expect(quantity).toHaveValue('500');
  await expect(summary(page).getByRole('status')).toHaveText('Prices checked');
  await expect(discountRow(page)).toBeVisible();
});
