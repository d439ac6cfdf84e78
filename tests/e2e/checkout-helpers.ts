// Helpers for the cart and checkout journeys (cart.spec.ts, checkout.spec.ts, checkout-bad-network.spec.ts):
// products to add, the steps a shopper goes through, and the orders the mock upstream holds.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../mocks/data/users';
import { expect, expectNoSeriousA11yViolations } from '../fixtures';
import { loginOnPage } from './auth-helpers';

export const CARDS = { path: '/standard-business-cards/standard-business-cards-400gsm-silk', name: 'Standard Business Cards 400gsm Silk' };
export const FLYERS = { path: '/flyers/premium-a5-flyers-170gsm-gloss', name: 'Premium A5 Flyers 170gsm Gloss' };
export const CHECKOUT = '/order-process/checkout';
export const COUPON = 'PRINT10';

export interface DevOrder {
  invoice_no: number;
  order_type: number;
  order_policy: number;
  payment_method: string;
  payment_status: string;
  coupon_code: string | null;
  /** In pence. */
  total: number;
}

/** Clicks an option card as a shopper does: on the card (its radio input is visually hidden inside it). */
export async function choose(page: Page, name: string | RegExp) {
  await page.locator('label').filter({ has: page.getByRole('radio', { name }) }).click();
}

export async function addToCart(page: Page, product: { path: string; name: string }, configure?: () => Promise<void>) {
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await configure?.();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, [1-9]/ })).toBeVisible();
}

/** A shopper logged in through the login page, with the cards in the cart, on the checkout step their account opens at. */
export async function loggedInAtCheckout(page: Page, email: string, step: 'order-policy' | 'phonecall-order-receive') {
  await page.goto('/login');
  await loginOnPage(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await addToCart(page, CARDS);
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(new RegExp(`/order-process/checkout/${step}$`));
}

/** The orders the mock upstream holds for an email (through the BFF's development route). */
export async function ordersFor(page: Page, email: string): Promise<DevOrder[]> {
  const response = await page.request.get(`/api/__dev/orders?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: DevOrder[] }).orders;
}

export const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
export const summaryValue = (page: Page, label: string | RegExp) =>
  summary(page).locator('dt').filter({ hasText: label }).locator('+ dd');

/** Axe at both widths the shop is designed for, then back to the desktop width. */
export async function expectAccessibleAtBothWidths(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function openCheckout(page: Page) {
  await page.goto(CHECKOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** From the checkout's entry page, on to the delivery details as a guest. */
export async function continueAsGuest(page: Page, email: string) {
  const guest = page.getByRole('form', { name: 'Continue as guest' });
  await guest.getByLabel('Email address').fill(email);
  await guest.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/order-process\/checkout\/order-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery details' })).toBeVisible();
}

export async function fillBilling(page: Page) {
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Ada');
  await billing.getByLabel('Last name').fill('Lovelace');
  await billing.getByLabel('Address line 1').fill('10 Downing Street');
  await billing.getByLabel('Town or city').fill('London');
  await billing.getByLabel('Postcode').fill('sw1a1aa');
  await billing.getByLabel('Phone number').fill('020 7946 0999');
  // Leaving the field writes the postcode the shop way.
  await billing.getByLabel('Postcode').blur();
  await expect(billing.getByLabel('Postcode')).toHaveValue('SW1A 1AA');
}

export async function continueFromDetails(page: Page) {
  await page.getByRole('button', { name: 'Continue to artwork' }).click();
  await expect(page).toHaveURL(/\/artwork\/upload-artwork$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload artwork' })).toBeVisible();
}

export const artworkLine = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

export async function sendArtworkLater(page: Page, name: string) {
  await artworkLine(page, name).getByRole('button', { name: "I'll send my artwork later" }).click();
  await expect(artworkLine(page, name).getByText('Sending later')).toBeVisible();
}

export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** A guest with business cards in the cart, at the payment step. */
export async function guestAtPayment(page: Page, email: string) {
  await addToCart(page, CARDS);
  await openCheckout(page);
  await continueAsGuest(page, email);
  await fillBilling(page);
  await continueFromDetails(page);
  await sendArtworkLater(page, CARDS.name);
  await continueToPayment(page);
}
