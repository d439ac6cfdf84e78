import type { Page } from '@playwright/test';
import type { SearchResults } from '../../bff/src/view-models';
import { expect, expectNoSeriousA11yViolations, test, waitForShell } from '../fixtures';

// Searching from the header: autocomplete, the results page with
// sort, page size and pages in the URL, Back, and the empty and not-found cases.

const searchBox = (page: Page) => page.getByRole('search').getByRole('combobox', { name: 'Search products' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.getByRole('list', { name: /^Results, page/ }).getByRole('listitem');
// Every link marked current: once a page has come, only its own number is (while the next comes, the
// router may already mark the link to it).
const currentPage = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]');

async function searchApi(page: Page, query: string): Promise<SearchResults> {
  const response = await page.request.get(`/api/search?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchResults;
}

test('the header search suggests titles and Enter shows the results', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await searchBox(page).fill('card');
  const suggestions = page.getByRole('listbox').getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  const titles = (await (await page.request.get('/api/search/titles?text=card')).json()) as { name: string }[];
  await expect(suggestions).toHaveText(titles.map((title) => title.name));

  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/search/card');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  const expected = await searchApi(page, 'text=card');
  await expect(heading(page)).toHaveText('Showing result for "card"');
  await expect(page.getByText(`Total ${expected.total} results found`)).toBeVisible();
  await expect(results(page)).toHaveCount(9);
  await expect(results(page).first().getByText('SHOP NOW')).toBeVisible();
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', expected.items[0]!.href);
});

test('choosing a suggestion searches for it', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await searchBox(page).fill('banner');
  const titles = (await (await page.request.get('/api/search/titles?text=banner')).json()) as { name: string }[];
  const name = titles[0]!.name;
  await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(`/search/${encodeURIComponent(name)}`);
  await expect(heading(page)).toHaveText(`Showing result for "${name}"`);
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(searchBox(page)).toHaveValue(name);
});

test('the keyboard picks a suggestion with the arrow keys and Enter', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await searchBox(page).fill('mug');
  const titles = (await (await page.request.get('/api/search/titles?text=mug')).json()) as { name: string }[];
  await expect(page.getByRole('option', { name: titles[0]!.name, exact: true })).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/search/${encodeURIComponent(titles[0]!.name)}`);
  await expect(heading(page)).toHaveText(`Showing result for "${titles[0]!.name}"`);
});

test('sort, page size and page live in the URL, with the reset rules, and Back restores the page before', async ({ page }) => {
  test.slow(); // sorts, resizes, pages, goes Back and checks each result page against the API: past the limit on a loaded machine
  await page.goto('/search/a');
  await expect(heading(page)).toHaveText('Showing result for "a"');
  const first = await searchApi(page, 'text=a');
  expect(first.pageCount).toBeGreaterThan(2);

  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL('/search/a?page=2');
  await expect(currentPage(page)).toHaveText(['2']);

  // A new sort starts again from page 1.
  await page.getByLabel('Sort by').selectOption({ label: 'Price (Low - High)' });
  await expect(page).toHaveURL('/search/a?sort=low');
  await expect(currentPage(page)).toHaveText(['1']);
  const cheapest = await searchApi(page, 'text=a&sort=low');
  await expect(results(page).first().getByText(cheapest.items[0]!.name, { exact: true })).toBeVisible();

  // So does a new page size, keeping the sort.
  await page.getByLabel('Results per page').selectOption('18');
  await expect(page).toHaveURL('/search/a?sort=low&size=18');
  await expect(results(page)).toHaveCount(18);

  // Paging keeps sort and size.
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL('/search/a?sort=low&size=18&page=2');
  await expect(currentPage(page)).toHaveText(['2']);
  const secondPage = await searchApi(page, 'text=a&sort=low&size=18&page=2');
  await expect(results(page).first().getByText(secondPage.items[0]!.name, { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/search/a?sort=low&size=18');
  await expect(currentPage(page)).toHaveText(['1']);
  await expect(results(page).first().getByText(cheapest.items[0]!.name, { exact: true })).toBeVisible();
  await expect(heading(page)).toHaveText('Showing result for "a"');

  // New text starts again at relevance, 9 a page, page 1.
  await searchBox(page).fill('poster');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/search/poster');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Most Relevance');
  await expectNoSeriousA11yViolations(page);
});

test('an empty search does nothing and brackets and slashes are removed', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await searchBox(page).fill('  ( ) [ ] / ');
  await searchBox(page).press('Enter');
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/');

  await searchBox(page).fill('(A5) flyers/leaflets');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/search/A5%20flyersleaflets');

  // An address with nothing left to search for is no page.
  for (const path of ['/search/()', '/search/%20']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Something is wrong!' })).toBeVisible();
  }
});

test('a search with no results says so', async ({ page }) => {
  await page.goto('/search/zzqxv');
  await expect(heading(page)).toHaveText('Showing result for "zzqxv"');
  await expect(page.getByRole('heading', { name: 'Sorry, Product not found' })).toBeVisible();
  await expect(page.getByText('Total 0 results found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a page past the last says so and leads to the last page', async ({ page }) => {
  await page.goto('/search/cards?page=999');
  await expect(page.getByRole('heading', { name: 'There is no page 999' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(/\/search\/cards\?page=\d+$/);
  await expect(page.getByRole('list', { name: /^Results, page \d+ of \d+$/ }).getByRole('listitem').first()).toBeVisible();
});

test('placeholder cards and the searching heading show while results load', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search?*', async (route) => {
    await held;
    await route.continue();
  });
  // A results page visited directly comes rendered with its results; searching from the header, the browser asks.
  await page.goto('/');
  await searchBox(page).fill('mug');
  await searchBox(page).press('Enter');
  await expect(heading(page)).toHaveText('Searching result for "mug"');
  const region = page.getByRole('region', { name: 'Search results' });
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await expect(region.getByRole('listitem')).toHaveCount(0);
  release();
  await expect(heading(page)).toHaveText('Showing result for "mug"');
  await expect(region).not.toHaveAttribute('aria-busy');
  await expect(results(page).first()).toBeVisible();
});

test("a search refused for asking too often shows the shop's reason and can be tried again", async ({ page }) => {
  const reason = 'Too many attempts. Please wait a minute and try again.';
  let refusing = true;
  await page.route('**/api/search?*', (route) =>
    refusing ? route.fulfill({ status: 429, headers: { 'retry-after': '60' }, json: { error: { code: 'rate_limited', message: reason } } }) : route.continue(),
  );
  await page.goto('/');
  await waitForShell(page);
  await searchBox(page).fill('mug');
  await searchBox(page).press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'We could not search just now' });
  await expect(alert).toContainText(reason);
  await expectNoSeriousA11yViolations(page);
  refusing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page)).toHaveText('Showing result for "mug"');
  await expect(results(page).first()).toBeVisible();
});
