import type { Page } from '@playwright/test';
import { LARGE_RANGE } from '../../mocks/handlers/large-range';
import { expect, test, waitForShell } from '../fixtures';

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

test("the blog's older posts: the page shown stays, busy, and where the link pressed goes, focus goes to the heading", async ({ page }) => {
  // The demo blog has one page: its answers are made to say there are two, the second held back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/blog',
    async (route) => {
      const url = new URL(route.request().url());
      const pageNumber = Number(url.searchParams.get('page'));
      if (pageNumber === 2) await held;
      // Page 2 holds page 1's posts again: the demo's page 2 has none.
      url.searchParams.set('page', '1');
      const response = await route.fetch({ url: url.href });
      const body = (await response.json()) as { page: number; pageCount: number; total: number };
      await route.fulfill({ response, json: { ...body, page: pageNumber, pageCount: 2, total: body.total * 2 } });
    },
  );
  // The blog opened in the browser, so that its first page is read there too.
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'READ BLOG' }).click();
  const posts = page.getByRole('main').getByRole('list').first();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const firstTitles = await posts.getByRole('heading', { level: 2 }).allTextContents();

  await page.getByRole('link', { name: 'Older posts' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/blogs?page=2');
  await page.waitForTimeout(PENDING_MS + 500);
  await expect(posts).toHaveAttribute('aria-busy', 'true');
  await expect(posts.getByRole('heading', { level: 2 })).toHaveText(firstTitles);
  await expect(page.getByRole('link', { name: 'Older posts' })).toBeFocused();

  release();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(posts).not.toHaveAttribute('aria-busy');
  // The last page has no 'Older posts': focus goes to the page's heading, and its title is read out.
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Blog, page 2 | PrintShop London' })).toHaveCount(1);
});
