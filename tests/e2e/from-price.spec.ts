import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// One "From" price per product: its category card, its page and search agree, all including VAT.
// A product's price is its cheapest variation's; a variation's card and page show that variation's.

const PRODUCT = { name: 'Standard Business Cards', category: '/business-cards', path: '/business-cards/standard-business-cards' };

const amountIn = (scope: Locator) => scope.locator('strong, [class*="amount"]').first();

async function productPagePrice(page: Page): Promise<string> {
  const from = page.getByRole('main').locator('p').filter({ hasText: /^From £[\d,.]+ inc\. VAT$/ });
  await expect(from).toBeVisible();
  return (await amountIn(from).textContent()) ?? '';
}

test('a product shows the same From price on its category card, on its page and in search', async ({ page }) => {
  await page.goto(PRODUCT.category);
  const card = page.getByRole('link').filter({ has: page.getByText(PRODUCT.name, { exact: true }) });
  await expect(card).toHaveAttribute('href', PRODUCT.path);
  await expect(card).toContainText('inc. VAT');
  const cardPrice = (await amountIn(card).textContent()) ?? '';
  expect(cardPrice).toMatch(/^£\d+\.\d{2}$/);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  expect(await productPagePrice(page)).toBe(cardPrice);

  // In search, cheapest first: the product's cheapest variation carries the product's From price.
  await page.goto(`/search/${encodeURIComponent(PRODUCT.name)}?sort=low`);
  const results = page.getByRole('main').getByRole('link').filter({ hasText: 'SHOP NOW' });
  const cheapest = results.filter({ hasText: PRODUCT.name }).first();
  await expect(cheapest).toBeVisible();
  expect(await amountIn(cheapest).textContent()).toBe(cardPrice);

  // And every search card opens a page with its own price on it.
  const href = (await cheapest.getAttribute('href')) ?? '';
  await cheapest.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await productPagePrice(page)).toBe(cardPrice);
});

test('a popular product on the home page opens a page with the From price it shows', async ({ page }) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: 'Popular products' }).getByRole('link').first();
  await expect(popular).toBeVisible();
  const shown = (await amountIn(popular).textContent()) ?? '';
  await popular.click();
  expect(await productPagePrice(page)).toBe(shown);
});
