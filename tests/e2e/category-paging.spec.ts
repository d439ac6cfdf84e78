import type { Page } from '@playwright/test';
import { LARGE_RANGE, largeRangeCards } from '../../mocks/handlers/large-range';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

// A sub-category too large for one page (the mock's test-only range of 100, served with DEV_ROUTES):
// 24 products a page, Previous / page numbers / Next below the grid, each page its own URL.

const PATH = `/${LARGE_RANGE.slug}`;
const grid = (page: Page) => page.getByRole('region', { name: `All ${LARGE_RANGE.name}` }).getByRole('list').first().getByRole('listitem');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const names = (from: number, to: number) => largeRangeCards.slice(from, to).map((card) => card.name);

async function expectCards(page: Page, from: number, to: number) {
  await expect(grid(page)).toHaveCount(to - from);
  await expect(grid(page)).toContainText(names(from, to));
}

test('a large range shows one page of products, and the keyboard moves to the next page and back', async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: LARGE_RANGE.name })).toBeVisible();
  // The header counts every product, not the page's.
  await expect(page.getByText(/^100\s+products$/)).toBeVisible();
  await expect(page.getByText('Showing 1–24 of 100')).toBeVisible();
  await expectCards(page, 0, 24);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('1');
  await expect(pagination(page).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', `${PATH}?page=5`);

  // Focus on a page's link loads it ahead (the router's preload on intent), as hovering does.
  const pageTwo = pagination(page).getByRole('link', { name: 'Page 2' });
  const preloaded = page.waitForResponse((response) => response.url().endsWith(`/api/pages/${LARGE_RANGE.slug}?page=2`));
  await pageTwo.focus();
  await preloaded;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${PATH}?page=2`);
  await expect(page.getByText('Showing 25–48 of 100')).toBeVisible();
  await expectCards(page, 24, 48);
  await expect(page).toHaveTitle(`${LARGE_RANGE.name}, page 2 | PrintShop London`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PATH}\\?page=2$`));
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('2');
  // As the blog's and search's pages: the view goes back to the top, focus stays on the link pressed.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(pageTwo).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Shift+Tab');
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(PATH);
  await expectCards(page, 0, 24);

  await page.goBack();
  await expect(page).toHaveURL(`${PATH}?page=2`);
  await expectCards(page, 24, 48);
});

test('a page past the last says so and leads to the last page', async ({ page }) => {
  await page.goto(`${PATH}?page=9`);
  await expect(page.getByRole('heading', { name: 'There is no page 9' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  // No bar of pages that would lead to more empty ones: the message's link is the way on.
  await expect(pagination(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(`${PATH}?page=5`);
  await expectCards(page, 96, 100);
  await expect(pagination(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("page 2's HTML holds its products and links to the other pages", async ({ page }) => {
    const response = await page.goto(`${PATH}?page=2`);
    expect(response?.status()).toBe(200);
    await expectCards(page, 24, 48);
    await pagination(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${PATH}?page=3`);
    await expectCards(page, 48, 72);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the pagination fits the phone and passes an axe scan', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${PATH}?page=3`);
    await expectCards(page, 48, 72);
    const bar = pagination(page);
    await bar.scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
