import type { Page } from '@playwright/test';
import { LARGE_RANGE } from '../../mocks/handlers/large-range';
import { expect, test } from '../fixtures';

// A keyboard user pages through a list whose next page is slow to come (longer than the router waits
// before it shows a page's skeleton): focus must never be left on nothing, or they start again from the
// top of the document with nothing read out.

const PENDING_MS = 1_000;
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/**
 * Holds back the browser's reads whose URL `matches` (the page link's preload on focus too) until the
 * returned release is called: the test looks at the page past the router's pending delay meanwhile.
 */
async function holdBack(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => matches(url),
    async (route) => {
      await held;
      await route.continue().catch(() => {});
    },
  );
  return release;
}

test('search results: the last page stays, marked busy, and focus stays on the page link pressed', async ({ page }) => {
  await page.goto('/search/cards');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('list', { name: /^Results, page 1 of \d+$/ })).toBeVisible();
  const release = await holdBack(page, (url) => url.pathname === '/api/search' && url.searchParams.get('page') === '2');

  const pageTwo = pagination(page).getByRole('link', { name: 'Page 2' });
  await pageTwo.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search/cards?page=2');
  // Past the router's pending delay: page 1's results are still there, dimmed and busy.
  await page.waitForTimeout(PENDING_MS + 500);
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(results.getByRole('list', { name: /^Results, page 1 of \d+$/ })).toBeVisible();
  await expect(pageTwo).toBeFocused();

  release();
  await expect(results.getByRole('list', { name: /^Results, page 2 of \d+$/ })).toBeVisible();
  await expect(results).not.toHaveAttribute('aria-busy');
  await expect(pageTwo).toBeFocused();
});

test("a category's next page: the page shown stays, marked busy, and focus stays on the page link pressed", async ({ page }) => {
  const path = `/${LARGE_RANGE.slug}`;
  await page.goto(path);
  const products = page.getByRole('region', { name: `All ${LARGE_RANGE.name}` });
  await expect(page.getByText('Showing 1–24 of 100')).toBeVisible();
  const release = await holdBack(page, (url) => url.pathname === `/api/pages/${LARGE_RANGE.slug}` && url.searchParams.get('page') === '2');

  const pageTwo = pagination(page).getByRole('link', { name: 'Page 2' });
  await pageTwo.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${path}?page=2`);
  // Past the router's pending delay: page 1's products are still there, dimmed and busy.
  await page.waitForTimeout(PENDING_MS + 500);
  await expect(products).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Showing 1–24 of 100')).toBeVisible();
  await expect(pageTwo).toBeFocused();

  release();
  await expect(page.getByText('Showing 25–48 of 100')).toBeVisible();
  await expect(products).not.toHaveAttribute('aria-busy');
  await expect(pageTwo).toBeFocused();
  await expect(page).toHaveTitle(`${LARGE_RANGE.name}, page 2 | PrintShop London`);
});
